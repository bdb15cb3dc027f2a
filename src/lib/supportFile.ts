// The support file: the recorded action log as the file Redux DevTools' Export writes and its Import reads, so a
// support engineer opens it with DevTools' import and steps through the customer's session. Pure: no DOM, no store.
//
// Format (reduxjs/redux-devtools): the export writes `{ payload, preloadedState }`, both JSON strings, indented with
// tabs (app-core middlewares/exportState.ts). Import (utils/importState.ts) parses `payload`; an object there is a
// lifted state that @redux-devtools/instrument's IMPORT_STATE takes whole (actionsById, stagedActionIds,
// skippedActionIds, committedState, currentStateIndex, computedStates, nextActionId, monitorState) and recomputes
// from `committedState` with the app's reducer. Action 0 is always `@@INIT`, and computedStates[i] is the state after
// stagedActionIds[i].
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLogSnapshot } from '../../store/actionLog';

/** @redux-devtools/instrument's INIT_ACTION: the first lifted action of every history. */
export const DEVTOOLS_INIT_ACTION = { type: '@@INIT' } as const;

export interface PerformAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

export interface LiftedState {
  monitorState: Record<string, never>;
  actionsById: Record<number, PerformAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: { state: unknown }[];
  isLocked: boolean;
  isPaused: boolean;
}

export interface SupportFile {
  /** JSON of the lifted state. */
  payload: string;
  /** JSON of the committed state (the state before the first recorded action). */
  preloadedState: string;
}

export function liftedStateOf(log: ActionLogSnapshot): LiftedState {
  const actionsById: Record<number, PerformAction> = {
    0: { type: 'PERFORM_ACTION', action: { ...DEVTOOLS_INIT_ACTION }, timestamp: log.committedAt },
  };
  const computedStates: { state: unknown }[] = [{ state: log.committedState }];
  log.entries.forEach((entry, index) => {
    actionsById[index + 1] = { type: 'PERFORM_ACTION', action: entry.action, timestamp: entry.timestamp };
    computedStates.push({ state: entry.state });
  });
  const last = log.entries.length;
  return {
    monitorState: {},
    actionsById,
    nextActionId: last + 1,
    stagedActionIds: Array.from({ length: last + 1 }, (_, id) => id),
    skippedActionIds: [],
    committedState: log.committedState,
    currentStateIndex: last,
    computedStates,
    isLocked: false,
    isPaused: false,
  };
}

/** The file's text, as DevTools' Export writes it. */
export function buildSupportFile(log: ActionLogSnapshot): string {
  const file: SupportFile = {
    payload: JSON.stringify(liftedStateOf(log)),
    preloadedState: JSON.stringify(log.committedState),
  };
  return JSON.stringify(file, null, '\t');
}

/** `portal-support-2025-01-31T14-05-09Z.json`: sortable, and safe on every file system. */
export function supportFileName(now: Date): string {
  return `portal-support-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}
