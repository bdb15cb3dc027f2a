// The support file's source (src/lib/supportFile.ts): the last actions with their times, the state after each and the
// state before the oldest, all passed through the DevTools sanitizers as they are recorded, so no secret is ever kept.
import { createAction, isAction, isPlainObject, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { actionSanitizer, stateSanitizer } from './sanitize';

export const ACTION_LOG_LIMIT = 200;

export interface LoggedAction {
  action: UnknownAction;
  /** Epoch milliseconds when it was dispatched. */
  timestamp: number;
  /** The sanitized state right after the reducers ran it. */
  state: unknown;
}

export interface ActionLogSnapshot {
  /** The sanitized state before the oldest kept action (what DevTools calls the committed state). */
  committedState: unknown;
  committedAt: number;
  entries: readonly LoggedAction[];
}

/** Asks the log for a snapshot: the middleware answers it, so it never reaches a reducer or DevTools. */
export const actionLogRequested = createAction('support/actionLogRequested');

const isSnapshot = (value: unknown): value is ActionLogSnapshot =>
  isPlainObject(value) && Array.isArray((value as { entries?: unknown }).entries);

/**
 * The log as it is now, read through the store's dispatch. Not a typed dispatch overload: the middleware sits last
 * in the chain, and the thunk's catch-all overload earlier in the store's type would shadow it.
 */
export function readActionLog(dispatch: (action: UnknownAction) => unknown): ActionLogSnapshot {
  const answer = dispatch(actionLogRequested());
  if (!isSnapshot(answer)) throw new Error('The store has no action log middleware (store/index.ts makeStore).');
  return answer;
}

/**
 * redux-persist's control actions carry callbacks and start storage work: replayed in DevTools they throw ("either
 * rehydrate or register is not a function") and abort the whole import. They are kept in the timeline under a type
 * no reducer handles. REHYDRATE is plain data and stays as it is.
 */
const PERSIST_CONTROL = new Set([
  'persist/PERSIST',
  'persist/REGISTER',
  'persist/FLUSH',
  'persist/PAUSE',
  'persist/PURGE',
]);
export const NOT_REPLAYED_SUFFIX = ' (not replayed)';

/**
 * What is kept of an action. RTK Query's thunk actions lose `meta.baseQueryMeta` (request and response objects, read
 * by no reducer here); their payload, `meta.arg`, request id and timestamps stay, which is what its reducers replay.
 */
export function summarizeAction(action: UnknownAction): UnknownAction {
  if (PERSIST_CONTROL.has(action.type)) return { type: `${action.type}${NOT_REPLAYED_SUFFIX}` };
  const meta = action.meta;
  if (isPlainObject(meta) && 'baseQueryMeta' in meta) {
    const { baseQueryMeta: _dropped, ...rest } = meta as Record<string, unknown>;
    return { ...action, meta: rest };
  }
  return action;
}

/**
 * The DevTools state sanitizer, one top-level slice at a time and remembered per slice object: reducers return the
 * same object for a slice an action did not change, so each dispatch re-sanitizes only the slices it touched. Each
 * slice is sanitized under its own key, so the result equals `stateSanitizer(state)` (a slice named like a secret
 * is masked whole, as DevTools masks it).
 */
export function sliceMemoizedSanitizer(): (state: unknown) => unknown {
  const memo = new WeakMap<object, { key: string; part: Record<string, unknown> }>();
  return (state) => {
    if (!isPlainObject(state)) return stateSanitizer(state);
    const out: Record<string, unknown> = {};
    for (const [key, slice] of Object.entries(state as Record<string, unknown>)) {
      if (slice === null || typeof slice !== 'object') {
        Object.assign(out, stateSanitizer({ [key]: slice }));
        continue;
      }
      let cached = memo.get(slice);
      if (!cached || cached.key !== key) {
        cached = { key, part: stateSanitizer({ [key]: slice }) };
        memo.set(slice, cached);
      }
      Object.assign(out, cached.part);
    }
    return out;
  };
}

/**
 * The recording middleware. It goes last in the chain, right before the reducers: every action that reaches them
 * (sagas' puts and RTK Query's internal ones included) is recorded in the order the reducers ran it, and the state
 * read after `next` is the state after exactly that action.
 */
export function actionLogMiddleware(limit = ACTION_LOG_LIMIT): Middleware {
  return (api) => {
    const sanitizeState = sliceMemoizedSanitizer();
    let committed: { state: unknown; at: number } | null = null;
    const entries: LoggedAction[] = [];
    const snapshot = (): ActionLogSnapshot => ({
      committedState: committed?.state ?? sanitizeState(api.getState()),
      committedAt: committed?.at ?? Date.now(),
      entries: [...entries],
    });
    return (next) => (action) => {
      if (actionLogRequested.match(action)) return snapshot();
      // Thunks and other non-actions are handled earlier in the chain; anything else odd passes unrecorded.
      if (!isAction(action) || !isPlainObject(action)) return next(action);
      const timestamp = Date.now();
      committed ??= { state: sanitizeState(api.getState()), at: timestamp };
      const result = next(action);
      const kept = actionSanitizer(summarizeAction(action as UnknownAction));
      entries.push({ action: kept, timestamp, state: sanitizeState(api.getState()) });
      if (entries.length > limit) {
        const dropped = entries.shift();
        if (dropped) committed = { state: dropped.state, at: dropped.timestamp };
      }
      return result;
    };
  };
}
