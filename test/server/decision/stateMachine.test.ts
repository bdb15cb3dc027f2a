// Every transition of the state machine, legal and refused, and the writes: compare-and-set, the status that goes
// with a state, the data patch, the pg_notify of each change, and a withdrawn application that never moves.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { APPLICATION_CHANNEL } from '../../../server/decision/realtime';
import {
  MOVES,
  nextState,
  transition,
  TransitionRefused,
  type ApplicationEventName,
  type StateOrNew,
} from '../../../server/decision/stateMachine';
import { completeApplication, setAside } from './helpers';

const ALL_STATES: StateOrNew[] = [
  null,
  'CANEBAY_DUPLICATE',
  'COMPLETED_PRODUCT_SELECTION',
  'DENIED',
  'ESIGN_ERROR',
  'ESIGNING',
  'ORIGINATED',
  'PENDING_ASSET_REPORT_DOWNLOAD',
  'PENDING_BRFR',
  'PENDING_ESIGN',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_ORIGINATION',
  'PENDING_PRODUCT_SELECTION',
  'PENDING_SAS_CALL_1',
  'PENDING_UNDERWRITING',
  'SUBMITTING',
  'SUBMIT_APPROVED',
  'SUBMIT_DENIED',
  'SUBMIT_ERROR',
];

/** docs/decision.md's diagram as a table: event, the states it leaves from, where it goes. */
const EXPECTED: Record<ApplicationEventName, [StateOrNew[], string]> = {
  submit: [[null, 'SUBMIT_ERROR'], 'SUBMITTING'],
  duplicateFound: [[null, 'SUBMIT_ERROR'], 'CANEBAY_DUPLICATE'],
  scoreRequested: [['SUBMITTING'], 'PENDING_SAS_CALL_1'],
  assetReportRequested: [['PENDING_SAS_CALL_1'], 'PENDING_ASSET_REPORT_DOWNLOAD'],
  underwritingStarted: [['PENDING_SAS_CALL_1', 'PENDING_ASSET_REPORT_DOWNLOAD'], 'PENDING_UNDERWRITING'],
  approved: [['PENDING_UNDERWRITING'], 'SUBMIT_APPROVED'],
  denied: [['PENDING_UNDERWRITING'], 'SUBMIT_DENIED'],
  submitFailed: [
    ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_ASSET_REPORT_DOWNLOAD', 'PENDING_UNDERWRITING'],
    'SUBMIT_ERROR',
  ],
  declineRecorded: [['SUBMIT_DENIED'], 'DENIED'],
  offerRecalculating: [['SUBMIT_APPROVED'], 'PENDING_PRODUCT_SELECTION'],
  offerRecalculated: [['PENDING_PRODUCT_SELECTION'], 'COMPLETED_PRODUCT_SELECTION'],
  documentsReady: [['SUBMIT_APPROVED', 'COMPLETED_PRODUCT_SELECTION'], 'PENDING_ESIGN'],
  esignStarted: [['PENDING_ESIGN', 'ESIGN_ERROR'], 'ESIGNING'],
  esignValidating: [['ESIGNING'], 'PENDING_ESIGN_VALIDATIONS'],
  esignFailed: [['ESIGNING', 'PENDING_ESIGN_VALIDATIONS'], 'ESIGN_ERROR'],
  documentsRequested: [['PENDING_ESIGN_VALIDATIONS'], 'PENDING_ESIGN_DOCUMENT_UPLOAD'],
  bankReviewStarted: [['PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD'], 'PENDING_BRFR'],
  originationQueued: [
    ['PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD', 'PENDING_BRFR'],
    'PENDING_ORIGINATION',
  ],
  originated: [['PENDING_ORIGINATION'], 'ORIGINATED'],
};

describe('the transition table', () => {
  it('has exactly the events of the diagram', () => {
    expect(Object.keys(MOVES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = Object.entries(EXPECTED).flatMap(([event, [froms, to]]) =>
    ALL_STATES.map((from) => [event as ApplicationEventName, from, froms.includes(from) ? to : null] as const),
  );
  it.each(cases)('%s from %s goes to %s', (event, from, to) => {
    expect(nextState(from, event)?.to ?? null).toBe(to);
  });

  it('uses every application state', () => {
    const reached = new Set(Object.values(MOVES).map((m) => m.to));
    expect(ALL_STATES.filter((s) => s !== null && !reached.has(s))).toEqual([]);
  });

  it('leaves nowhere from the final states', () => {
    for (const final of ['ORIGINATED', 'DENIED', 'CANEBAY_DUPLICATE'] as const)
      for (const event of Object.keys(MOVES) as ApplicationEventName[]) expect(nextState(final, event)).toBeNull();
  });
});

describe('transition on the database', () => {
  let database: Database;
  const heard: string[] = [];
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.listen(APPLICATION_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(() => database.close());

  it('moves, sets the status that goes with the state, merges data and publishes each change', async () => {
    const app = await completeApplication(database.db, 'sm@example.com');
    await transition(database.db, app.id, 'submit');
    await transition(database.db, app.id, 'scoreRequested');
    await transition(database.db, app.id, 'underwritingStarted', { dataPatch: { note: 'kept' } });
    const denied = await transition(database.db, app.id, 'denied');
    expect(denied).toMatchObject({ applicationState: 'SUBMIT_DENIED', status: 'DENIED' });
    expect((denied.data as { note?: string; loanRequest?: unknown }).note).toBe('kept');
    expect((denied.data as { loanRequest?: unknown }).loanRequest).toBeDefined();
    // Notifications arrive after their commits: wait for the last one rather than for a guessed duration.
    const statesOf = () =>
      heard
        .map((p) => JSON.parse(p) as { applicationId: string; applicationState: string; status: string })
        .filter((e) => e.applicationId === app.id)
        .map((e) => `${e.applicationState}/${e.status}`);
    await vi.waitFor(() => expect(statesOf()).toContain('SUBMIT_DENIED/DENIED'));
    expect(statesOf()).toEqual([
      'SUBMITTING/UNSUBMITTED',
      'PENDING_SAS_CALL_1/UNSUBMITTED',
      'PENDING_UNDERWRITING/UNSUBMITTED',
      'SUBMIT_DENIED/DENIED',
    ]);
  });

  it('refuses an illegal move and leaves the application as it was', async () => {
    const app = await completeApplication(database.db, 'sm2@example.com');
    await expect(transition(database.db, app.id, 'originated')).rejects.toBeInstanceOf(TransitionRefused);
    await expect(transition(database.db, app.id, 'approved')).rejects.toThrow(
      'approved is not allowed from an unsubmitted application',
    );
  });

  it('lets only one of two racing moves from the same state through', async () => {
    const app = await completeApplication(database.db, 'sm3@example.com');
    const results = await Promise.allSettled([
      transition(database.db, app.id, 'submit'),
      transition(database.db, app.id, 'submit'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('never moves a withdrawn application', async () => {
    const app = await completeApplication(database.db, 'sm4@example.com');
    await setAside(database.db, app.id);
    await expect(transition(database.db, app.id, 'submit')).rejects.toBeInstanceOf(TransitionRefused);
  });
});
