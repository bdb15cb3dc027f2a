// The autopay planner (server/autopay/plan.ts) over random enrollments, standings, skips, past debits and days
// (fast-check), on the Fed's business-day calendar: never a debit on a non-business day, never above the payoff less
// what is pending, never on a skipped due date, never unless ON, at most one per due date; then the worked cases of
// the weekend roll, the cut-off and the notices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../../server/autopay/businessDays';
import {
  cutoffOf,
  mayStop,
  noticesDueOn,
  planDebit,
  requiredNotices,
  runDateOf,
  upcomingDebit,
  type PlanInput,
  type SentNotice,
} from '../../../server/autopay/plan';
import { plusDays } from '../../../src/lib/application/dates';

const START = '2026-11-01';
const day = fc.integer({ min: 0, max: 120 }).map((n) => plusDays(START, n));

const input = fc.record({
  status: fc.constantFrom('ON', 'OFF', 'STOPPED'),
  method: fc.constantFrom('DEBIT_CARD', 'BANK_ACCOUNT'),
  dueDate: day,
  amountDueCents: fc.integer({ min: 0, max: 200_000 }),
  payoffCents: fc.integer({ min: 0, max: 200_000 }),
  pendingCents: fc.integer({ min: 0, max: 50_000 }),
  skipped: fc.array(day, { maxLength: 3 }),
  debited: fc.array(day, { maxLength: 3 }),
  covered: fc.boolean(),
  regular: fc.integer({ min: 1, max: 100_000 }),
  noticesSentEarly: fc.boolean(),
});

type Drawn = typeof input extends fc.Arbitrary<infer T> ? T : never;

function planInputOf(d: Drawn, noticesSent: SentNotice[] = []): PlanInput {
  return {
    enrollment: { status: d.status, method: d.method, rangeMinCents: 1, rangeMaxCents: d.regular },
    standing: { amountDueCents: d.amountDueCents, payoffCents: d.payoffCents, dueDate: d.dueDate },
    pendingCents: d.pendingCents,
    skippedDueDates: d.skipped,
    pastDebits: d.debited.map((dueDate) => ({
      dueDate,
      runDate: runDateOf(dueDate),
      amountCents: 100,
      method: d.method,
    })),
    noticesSent,
    covered: d.covered,
    regularPaymentCents: d.regular,
  };
}

/** Every notice the debit could need, sent well before: the rules on amounts and days are then the only ones left. */
const allNoticesSent = (d: Drawn): SentNotice[] =>
  (['FIRST_WITHDRAWAL', 'UNUSUAL_WITHDRAWAL', 'VARYING_AMOUNT'] as const).map((kind) => ({
    kind,
    runDate: runDateOf(d.dueDate),
    amountCents: 1_000_000,
    sentOn: '2026-01-01',
  }));

describe('planDebit, over random inputs', () => {
  it('never debits on a non-business day, above the payoff less pending, on a skipped date, or unless ON', () => {
    fc.assert(
      fc.property(input, day, (d, today) => {
        const plan = planDebit(planInputOf(d, allNoticesSent(d)), today);
        if (!plan.debit) return;
        expect(isBusinessDay(today)).toBe(true);
        expect(plan.debit.amountCents).toBeGreaterThan(0);
        expect(plan.debit.amountCents).toBeLessThanOrEqual(d.payoffCents - d.pendingCents);
        expect(plan.debit.amountCents).toBeLessThanOrEqual(d.amountDueCents);
        expect(d.skipped).not.toContain(plan.debit.dueDate);
        expect(d.debited).not.toContain(plan.debit.dueDate);
        expect(d.status).toBe('ON');
        expect(plan.debit.runDate).toBe(runDateOf(d.dueDate));
      }),
      { numRuns: 400 },
    );
  });

  it('debits a due date on exactly one day of all days, or none', () => {
    fc.assert(
      fc.property(input, (d) => {
        const days = Array.from({ length: 140 }, (_, n) => plusDays(START, n));
        const debits = days.filter((today) => planDebit(planInputOf(d, allNoticesSent(d)), today).debit);
        expect(debits.length).toBeLessThanOrEqual(1);
        if (debits[0]) expect(debits[0]).toBe(runDateOf(d.dueDate));
      }),
      { numRuns: 150 },
    );
  });

  it('makes no debit whose required notice was not sent by its last day', () => {
    fc.assert(
      fc.property(input, (d) => {
        const today = runDateOf(d.dueDate);
        const plan = planDebit(planInputOf(d), today);
        if (plan.debit) expect(plan.notices).toEqual([]);
        const late = plan.notices.map((n) => ({ ...n, sentOn: plusDays(n.sendBy, 1) }));
        const withLate = planDebit(planInputOf(d, late), today);
        if (plan.notices.length > 0) expect(withLate.debit).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the worked cases', () => {
  const base: Drawn = {
    status: 'ON',
    method: 'DEBIT_CARD',
    dueDate: '2026-12-12', // a Saturday
    amountDueCents: 11_942,
    payoffCents: 140_000,
    pendingCents: 0,
    skipped: [],
    debited: [],
    covered: true,
    regular: 11_942,
    noticesSentEarly: true,
  };

  it('runs a Saturday due date on the Monday, and a Sunday-observed holiday on the Tuesday', () => {
    expect(runDateOf('2026-12-12')).toBe('2026-12-14');
    expect(runDateOf('2026-12-25')).toBe('2026-12-28'); // Christmas, a Friday
    expect(runDateOf('2027-07-04')).toBe('2027-07-06'); // a Sunday, observed on Monday 5 July
    expect(runDateOf('2026-12-15')).toBe('2026-12-15');
  });

  it('closes changes 3 business days before the run date', () => {
    expect(cutoffOf('2026-12-17')).toBe('2026-12-14'); // Thursday → Monday
    expect(cutoffOf('2026-12-14')).toBe('2026-12-09'); // Monday → the Wednesday before
    expect(cutoffOf('2026-12-29')).toBe('2026-12-23'); // over Christmas
    expect(mayStop('2026-12-17', '2026-12-14')).toBe(true);
    expect(mayStop('2026-12-17', '2026-12-15')).toBe(false);
  });

  it('asks a covered loan for the first-withdrawal notice 3 business days ahead, and an unusual one for a moved date', () => {
    const debit = { dueDate: '2026-12-12', runDate: '2026-12-14', amountCents: 11_942, method: 'DEBIT_CARD' as const };
    const first = requiredNotices(planInputOf(base), debit);
    expect(first).toEqual([
      { kind: 'FIRST_WITHDRAWAL', runDate: '2026-12-14', amountCents: 11_942, sendBy: '2026-12-09', because: [] },
    ]);
    const later = requiredNotices(planInputOf({ ...base, debited: ['2026-11-28'] }), debit);
    expect(later).toEqual([expect.objectContaining({ kind: 'UNUSUAL_WITHDRAWAL', because: ['DATE'] })]);
    const uncovered = requiredNotices(planInputOf({ ...base, covered: false, debited: ['2026-11-28'] }), debit);
    expect(uncovered).toEqual([]);
  });

  it('asks 10 days ahead for a debit above the agreed range, and takes no more than that notice said', () => {
    const d = { ...base, dueDate: '2026-12-15', amountDueCents: 20_000, covered: false, debited: ['2026-12-01'] };
    const [notice] = noticesDueOn(planInputOf(d), ['2026-12-15'], '2026-12-01');
    expect(notice).toMatchObject({ kind: 'VARYING_AMOUNT', sendBy: '2026-12-05', amountCents: 20_000 });
    const sent = [{ ...notice!, sentOn: '2026-12-01', amountCents: 18_000 }];
    expect(planDebit(planInputOf(d, sent), '2026-12-15').debit?.amountCents).toBe(18_000);
    expect(planDebit(planInputOf(d), '2026-12-15')).toMatchObject({ debit: null, reason: 'NOTICE_MISSING' });
  });

  it('names the next debit after a skipped one, with its cut-off', () => {
    const d = { ...base, dueDate: '2026-12-15', skipped: ['2026-12-15'] };
    expect(upcomingDebit(planInputOf(d), ['2026-12-15', '2026-12-29'], '2026-12-01')).toEqual({
      dueDate: '2026-12-29',
      runDate: '2026-12-29',
      amountCents: 11_942,
      method: 'DEBIT_CARD',
      cutoff: '2026-12-23',
    });
    expect(upcomingDebit(planInputOf({ ...d, status: 'OFF' }), ['2026-12-29'], '2026-12-01')).toBeNull();
  });
});
