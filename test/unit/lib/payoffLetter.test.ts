// The payoff letter's figures (src/lib/account/payoffLetter.ts) against the ledger the account pages and payments use
// (server/payments/ledger.ts standingFrom), over random loans, payments and good-through days (fast-check): the
// letter's payoff is the standing's payoff on that day, its parts add up to it, and for a loan accruing daily interest
// each day later adds the per diem as the ledger rounds it (its running total to the cent: the day's increase is the
// exact per diem rounded down or up). A payday loan's payoff is flat. Then the window of days and the demo figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanRow, ScheduleRow } from '../../../server/loans/repository';
import { ledgerTermsOf, standingFrom } from '../../../server/payments/ledger';
import { formatMills, goodThroughOf, payoffQuote, perDiemMills } from '../../../src/lib/account/payoffLetter';
import { plusDays } from '../../../src/lib/application/dates';
import { openLedger, payoffOn, post, replay, type Posting } from '../../../src/lib/lending/ledger';

const loanArb = fc.record({
  installment: fc.boolean(),
  principalCents: fc.integer({ min: 1_000, max: 1_000_000 }),
  rateBps: fc.integer({ min: 1, max: 40_000 }),
  feeCents: fc.integer({ min: 0, max: 20_000 }),
  openedOn: fc.integer({ min: 0, max: 1_500 }).map((d) => plusDays('2024-01-01', d)),
  status: fc.constantFrom('OPEN', 'PAST_DUE'),
});
type LoanPlan = typeof loanArb extends fc.Arbitrary<infer T> ? T : never;

/** A loan row as the database holds one: an installment loan with a pay cycle and schedule, or a payday loan. */
function loanOf(plan: LoanPlan): { loan: LoanRow; schedule: ScheduleRow[] } {
  const loan = {
    id: 'loan',
    loanNumber: 'ILP-1',
    status: plan.status,
    principalCents: plan.principalCents,
    feeCents: plan.installment ? 0 : plan.feeCents,
    aprBps: plan.rateBps,
    interestRateBps: plan.installment ? plan.rateBps : null,
    paymentFrequency: plan.installment ? 'BI' : null,
    dueDate: plusDays(plan.openedOn, 14),
    originatedAt: new Date(`${plan.openedOn}T17:00:00Z`),
  } as LoanRow;
  const schedule = plan.installment
    ? Array.from({ length: 6 }, (_, i) => ({
        id: `s${i}`,
        loanId: 'loan',
        installmentNumber: i + 1,
        dueDate: plusDays(plan.openedOn, 14 * (i + 1)),
        paymentCents: Math.ceil(plan.principalCents / 5),
        principalCents: 0,
        interestCents: 0,
        balanceCents: 0,
        paidAt: null,
      }))
    : [];
  return { loan, schedule };
}

/** Payments the loan can take, each at most its payoff on its day (as the settlement only posts those). */
function postingsFor(loan: LoanRow, schedule: ScheduleRow[], plan: { gapDays: number; share: number }[]): Posting[] {
  const terms = ledgerTermsOf(loan, schedule);
  let state = openLedger(terms);
  const postings: Posting[] = [];
  for (const { gapDays, share } of plan) {
    const day = plusDays(state.lastOn, gapDays);
    const payoff = payoffOn(terms, state, day);
    if (payoff <= 1) break;
    // Never the whole payoff: a loan paid off is closed and quotes no letter.
    const posting = { amountCents: Math.max(1, Math.floor(((payoff - 1) * share) / 10_000)), postedOn: day };
    const result = post(terms, state, posting);
    if (!result.ok) throw new Error('a posting within the payoff was refused');
    state = result.state;
    postings.push(posting);
  }
  return postings;
}

const paymentsArb = fc.array(
  fc.record({ gapDays: fc.integer({ min: 0, max: 45 }), share: fc.integer({ min: 1, max: 9_999 }) }),
  { maxLength: 12 },
);

/** The exact per diem in cents as a fraction: principal × bps over 10,000 × 365. */
const PER = 3_650_000n;

describe('the payoff letter against the ledger', () => {
  it("quotes the standing's payoff on the good-through day; a later day adds the per diem as the ledger rounds", () => {
    fc.assert(
      fc.property(loanArb, paymentsArb, fc.integer({ min: 0, max: 400 }), (plan, payments, ahead) => {
        const { loan, schedule } = loanOf(plan);
        const terms = ledgerTermsOf(loan, schedule);
        const ledger = replay(terms, postingsFor(loan, schedule, payments));
        const day = plusDays(ledger.state.lastOn, ahead);
        const next = plusDays(day, 1);
        const quote = payoffQuote(terms, ledger.state, day);
        const later = payoffQuote(terms, ledger.state, next);
        expect(quote.payoffCents).toBe(standingFrom(loan, schedule, ledger, day).payoffCents);
        expect(later.payoffCents).toBe(standingFrom(loan, schedule, ledger, next).payoffCents);
        expect(quote.principalCents + quote.interestCents).toBe(quote.payoffCents);
        expect(quote.principalCents).toBe(ledger.state.principalCents);
        if (!plan.installment) {
          expect(quote.perDiemMills).toBeNull();
          expect(later.payoffCents).toBe(quote.payoffCents);
          return;
        }
        const exact = BigInt(quote.principalCents) * BigInt(plan.rateBps);
        const floor = Number(exact / PER);
        const ceil = Number((exact + PER - 1n) / PER);
        const added = later.payoffCents - quote.payoffCents;
        // The ledger rounds its running total to the cent: a day adds the exact per diem rounded down or up.
        expect([floor, ceil]).toContain(added);
        // The per diem shown is the exact one to the tenth of a cent, halves up.
        expect(quote.perDiemMills).toBe(Number((20n * exact + PER) / (2n * PER)));
        expect(Math.abs(added * 10 - quote.perDiemMills!)).toBeLessThanOrEqual(10);
        // Over the ten days a letter may reach, within a cent of that many days of the exact per diem.
        const tenDays = payoffQuote(terms, ledger.state, plusDays(day, 10)).payoffCents - quote.payoffCents;
        expect(Math.abs(tenDays * Number(PER) - 10 * Number(exact))).toBeLessThan(Number(PER));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the days a letter may be good through', () => {
  const today = '2026-12-04';
  it('takes today up to 10 calendar days ahead, weekends included, typed either way', () => {
    expect(goodThroughOf('2026-12-04', today)).toEqual({ ok: true, day: '2026-12-04' });
    expect(goodThroughOf('2026-12-05', today)).toEqual({ ok: true, day: '2026-12-05' }); // a Saturday
    expect(goodThroughOf('12/14/2026', today)).toEqual({ ok: true, day: '2026-12-14' });
  });

  it('refuses a day gone by, one past the window, a date that does not exist, and nothing', () => {
    expect(goodThroughOf('2026-12-03', today)).toEqual({ ok: false, problem: 'past' });
    expect(goodThroughOf('2026-12-15', today)).toEqual({ ok: false, problem: 'tooFar' });
    expect(goodThroughOf('2026-02-30', today)).toEqual({ ok: false, problem: 'invalid' });
    expect(goodThroughOf('soon', today)).toEqual({ ok: false, problem: 'invalid' });
    expect(goodThroughOf('  ', today)).toEqual({ ok: false, problem: 'required' });
  });
});

describe('the per diem as written', () => {
  it('is the demo installment loan’s $8.043 a day: $1,400.00 at 209.68% / 365 = 804.25 cents', () => {
    expect(perDiemMills(140_000, 20_968)).toBe(8_043);
    expect(formatMills(8_043)).toBe('$8.043');
  });

  it('writes tenths of a cent with their leading zeros and groups thousands', () => {
    expect(formatMills(5)).toBe('$0.005');
    expect(formatMills(1_050)).toBe('$1.050');
    expect(formatMills(123_456_789)).toBe('$123,456.789');
  });
});
