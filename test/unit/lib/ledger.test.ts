// The loan ledger (src/lib/lending/ledger.ts) over random loans, payments, amounts and dates (fast-check), against
// an exact model of simple daily interest kept here in BigInt: interest since origination is Σ principal × APR bps ×
// days over 10,000 × 365, rounded half up as a running total. Then the worked figures of the demo installment loan.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fedBox, type PaymentFrequency } from '../../../src/lib/lending';
import { installmentStanding } from '../../../src/lib/lending/installmentStanding';
import {
  daysBetween,
  openLedger,
  payoffOn,
  post,
  replay,
  type LedgerState,
  type LedgerTerms,
  type Posting,
} from '../../../src/lib/lending/ledger';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The exact interest model: running units (cents × bps × days) per principal segment, rounded half up once. */
function exactInterestCents(terms: LedgerTerms, segments: { from: string; principalCents: number }[], to: string) {
  let units = 0n;
  segments.forEach((segment, i) => {
    const end = i + 1 < segments.length ? segments[i + 1]!.from : to;
    const days = BigInt(Math.max(0, dayNumber(end) - dayNumber(segment.from)));
    units += BigInt(segment.principalCents) * BigInt(terms.accrualAprBps) * days;
  });
  const per = 3_650_000n;
  return Number((2n * units + per) / (2n * per));
}

const termsArb = fc.record({
  principalCents: fc.integer({ min: 1_000, max: 1_000_000 }),
  accrualAprBps: fc.integer({ min: 0, max: 40_000 }),
  chargeCents: fc.constant(0),
  openedOn: fc.integer({ min: 0, max: 1_500 }).map((d) => addDays('2024-01-01', d)),
});

/** Payments as (days after the one before, share of the payoff then in ten-thousandths). */
const paymentsArb = fc.array(
  fc.record({ gapDays: fc.integer({ min: 0, max: 60 }), share: fc.integer({ min: 1, max: 10_000 }) }),
  { maxLength: 25 },
);

/** Turns the random shares into postings the loan can take (each at most its payoff on its day). */
function postingsFor(terms: LedgerTerms, plan: { gapDays: number; share: number }[]): Posting[] {
  let state = openLedger(terms);
  const postings: Posting[] = [];
  for (const { gapDays, share } of plan) {
    const day = addDays(state.lastOn, gapDays);
    const payoff = payoffOn(terms, state, day);
    if (payoff === 0) break;
    const posting = { amountCents: Math.min(payoff, Math.max(1, Math.ceil((payoff * share) / 10_000))), postedOn: day };
    const result = post(terms, state, posting);
    if (!result.ok) throw new Error('a posting within the payoff was refused');
    state = result.state;
    postings.push(posting);
  }
  return postings;
}

describe('the ledger over random payments', () => {
  it('applies each payment to the interest accrued first, then principal; the payoff is exact to the cent', () => {
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.integer({ min: 0, max: 400 }), (terms, plan, laterDays) => {
        const postings = postingsFor(terms, plan);
        const { entries, state } = replay(terms, postings);
        const segments = [{ from: terms.openedOn, principalCents: terms.principalCents }];
        let payoffBefore = terms.principalCents; // on the day the loan was made
        let interestPaid = 0;
        let principalPaid = 0;
        entries.forEach((entry, i) => {
          const accruedBetween =
            exactInterestCents(terms, segments, entry.postedOn) -
            exactInterestCents(terms, segments, i === 0 ? terms.openedOn : entries[i - 1]!.postedOn);
          // payoff before + interest accrued in between − payment = payoff after, to the cent.
          expect(entry.payoffAfterCents).toBe(payoffBefore + accruedBetween - entry.amountCents);
          // A payment never raises the payoff.
          expect(entry.payoffAfterCents).toBeLessThanOrEqual(entry.payoffBeforeCents);
          // Interest first: principal is paid only once the interest owed is.
          const interestOwed = entry.payoffBeforeCents - segments[segments.length - 1]!.principalCents;
          expect(entry.interestCents).toBe(Math.min(entry.amountCents, interestOwed));
          expect(entry.interestCents + entry.principalCents).toBe(entry.amountCents);
          interestPaid += entry.interestCents;
          principalPaid += entry.principalCents;
          expect(entry.principalAfterCents).toBe(terms.principalCents - principalPaid);
          segments.push({ from: entry.postedOn, principalCents: entry.principalAfterCents });
          payoffBefore = entry.payoffAfterCents;
        });
        // Any later day: the amount borrowed plus all interest accrued to it less everything paid.
        const later = addDays(state.lastOn, laterDays);
        const paid = postings.reduce((sum, p) => sum + p.amountCents, 0);
        expect(payoffOn(terms, state, later)).toBe(
          terms.principalCents + exactInterestCents(terms, segments, later) - paid,
        );
        expect(interestPaid + principalPaid).toBe(paid);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a payment raise the payoff on any later day, against not making it', () => {
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.nat(), fc.integer({ min: 0, max: 400 }), (terms, plan, pick, laterDays) => {
        const postings = postingsFor(terms, plan);
        fc.pre(postings.length > 0);
        const skipped = pick % postings.length;
        const without = postings.filter((_, i) => i !== skipped);
        const last = postings[postings.length - 1]!.postedOn;
        const day = addDays(last, laterDays);
        const withIt = payoffOn(terms, replay(terms, postings).state, day);
        const withoutIt = payoffOn(terms, replay(terms, without).state, day);
        expect(withIt).toBeLessThanOrEqual(withoutIt - postings[skipped]!.amountCents);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a payment above the payoff on its day and applies nothing', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 10_000 }),
        (terms, days, over) => {
          const state = openLedger(terms);
          const day = addDays(terms.openedOn, days);
          const payoff = payoffOn(terms, state, day);
          expect(post(terms, state, { amountCents: payoff + over, postedOn: day })).toEqual({
            ok: false,
            reason: 'abovePayoff',
            payoffCents: payoff,
          });
          const exact = post(terms, state, { amountCents: payoff, postedOn: day });
          expect(exact.ok && payoffOn(terms, exact.state, addDays(day, 30))).toBe(0);
        },
      ),
    );
  });
});

const FREQUENCY = fc.constantFrom<PaymentFrequency>('WK', 'BI', 'BIM', 'MON');
const scheduledLoan = fc
  .record({
    amountCents: fc.integer({ min: 10_000, max: 500_000 }),
    aprBps: fc.integer({ min: 1_000, max: 40_000 }),
    payments: fc.integer({ min: 1, max: 48 }),
    frequency: FREQUENCY,
    firstAfterDays: fc.integer({ min: 7, max: 45 }),
    openedOn: fc.integer({ min: 0, max: 1_500 }).map((d) => addDays('2024-01-01', d)),
  })
  .map((r) => {
    const box = fedBox({
      amountFinancedCents: r.amountCents,
      contractAprPercent: r.aprBps / 100,
      numberOfPayments: r.payments,
      frequency: r.frequency,
      consummationDate: r.openedOn,
      firstPaymentDate: addDays(r.openedOn, r.firstAfterDays),
    });
    const terms: LedgerTerms = {
      principalCents: r.amountCents,
      accrualAprBps: r.aprBps,
      chargeCents: 0,
      openedOn: r.openedOn,
    };
    return {
      terms,
      box,
      schedule: box.schedule.map((s) => ({ dueDate: s.dueDate, paymentCents: s.paymentCents })),
    };
  });

type Schedule = { dueDate: string; paymentCents: number }[];

/** Pays the amount due on every due date; the state after each, each posting's split and the total interest paid. */
function payOnTime(terms: LedgerTerms, schedule: Schedule) {
  let state: LedgerState = openLedger(terms);
  let interest = 0;
  const paid: number[] = [];
  const splits: { interestCents: number; principalCents: number }[] = [];
  for (const row of schedule) {
    const payoff = payoffOn(terms, state, row.dueDate);
    const due = installmentStanding(schedule, state.paidCents, payoff, row.dueDate).amountDueCents;
    const result = post(terms, state, { amountCents: due, postedOn: row.dueDate });
    if (!result.ok) throw new Error('the amount due was above the payoff');
    state = result.state;
    interest += result.entry.interestCents;
    paid.push(due);
    splits.push({ interestCents: result.entry.interestCents, principalCents: result.entry.principalCents });
  }
  return { state, interest, paid, splits };
}

describe('the ledger against the schedule', () => {
  it('paying the disclosed schedule on time collects exactly it: each row’s interest and principal, the finance charge, then zero', () => {
    fc.assert(
      fc.property(scheduledLoan, ({ terms, box, schedule }) => {
        const { state, paid, splits, interest } = payOnTime(terms, schedule);
        const last = schedule[schedule.length - 1]!.dueDate;
        expect(payoffOn(terms, state, last)).toBe(0);
        expect(installmentStanding(schedule, state.paidCents, 0, last)).toMatchObject({
          installmentsPaid: schedule.length,
          amountDueCents: 0,
        });
        // Every installment asks for the disclosed payment, the last included, and is split as disclosed.
        expect(paid).toEqual(box.schedule.map((row) => row.paymentCents));
        expect(splits).toEqual(
          box.schedule.map((row) => ({ interestCents: row.interestCents, principalCents: row.principalCents })),
        );
        // The finance charge disclosed is the interest paid on time, to the cent.
        expect(interest).toBe(box.financeChargeCents);
        expect(state.paidCents).toBe(box.totalOfPaymentsCents);
      }),
      { numRuns: 200 },
    );
  });

  it('paying early never costs more interest than paying on time', () => {
    fc.assert(
      fc.property(scheduledLoan, fc.array(fc.nat(), { minLength: 48, maxLength: 48 }), ({ terms, schedule }, early) => {
        const onTime = payOnTime(terms, schedule).interest;
        // Each installment but the last paid 0 or more days early (not before the one before it, nor before the loan).
        let state = openLedger(terms);
        let interest = 0;
        schedule.slice(0, -1).forEach((row, i) => {
          const earliest = i === 0 ? terms.openedOn : state.lastOn;
          const room = Math.max(0, dayNumber(row.dueDate) - dayNumber(earliest));
          const day = addDays(row.dueDate, -(early[i]! % (room + 1)));
          const amount = Math.min(row.paymentCents, payoffOn(terms, state, day));
          if (amount === 0) return;
          const result = post(terms, state, { amountCents: amount, postedOn: day });
          if (!result.ok) throw new Error('refused within the payoff');
          state = result.state;
          interest += result.entry.interestCents;
        });
        const last = schedule[schedule.length - 1]!.dueDate;
        const final = post(terms, state, { amountCents: payoffOn(terms, state, last), postedOn: last });
        if (!final.ok) throw new Error('the payoff was refused');
        interest += final.entry.interestCents;
        expect(interest).toBeLessThanOrEqual(onTime);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a single-payment loan', () => {
  it('owes principal and fee less what was paid, the fee paid first, and accrues nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 100_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 6 }),
        (principalCents, feeCents, amounts) => {
          const terms: LedgerTerms = {
            principalCents,
            accrualAprBps: 0,
            chargeCents: feeCents,
            openedOn: '2026-11-02',
          };
          let state = openLedger(terms);
          let paid = 0;
          amounts.forEach((amount, i) => {
            const day = addDays('2026-11-02', 3 * i);
            const result = post(terms, state, { amountCents: amount, postedOn: day });
            if (amount > principalCents + feeCents - paid) {
              expect(result.ok).toBe(false);
              return;
            }
            if (!result.ok) throw new Error('refused within the payoff');
            expect(result.entry.interestCents).toBe(Math.min(amount, Math.max(0, feeCents - paid)));
            paid += amount;
            state = result.state;
          });
          expect(payoffOn(terms, state, '2027-06-01')).toBe(principalCents + feeCents - paid);
        },
      ),
    );
  });
});

describe('the demo installment loan (installment.customer: $1,400.00 at a contract rate of 209.68%, 37 bi-weekly payments)', () => {
  const terms: LedgerTerms = { principalCents: 140_000, accrualAprBps: 20_968, chargeCents: 0, openedOn: '2026-11-02' };
  const box = fedBox({
    amountFinancedCents: 140_000,
    contractAprPercent: 209.68,
    numberOfPayments: 37,
    frequency: 'BI',
    consummationDate: '2026-11-02',
    firstPaymentDate: '2026-11-16',
  });
  const schedule = box.schedule.map((s) => ({ dueDate: s.dueDate, paymentCents: s.paymentCents }));

  it('discloses 209.11% and 37 payments of $119.42 (the last $119.40), a finance charge of $3,018.52', () => {
    expect(box).toMatchObject({ aprPercent: 209.11, paymentCents: 11_942, financeChargeCents: 301_852 });
    expect(box.schedule.at(-1)?.paymentCents).toBe(11_940);
  });

  it('owes $1,440.21 five days after it was made; paying installment 1 then lowers the payoff by the payment', () => {
    const opened = openLedger(terms);
    // 1,400.00 × 2.0968 × 5 / 365 = 40.2153… → $40.21
    expect(payoffOn(terms, opened, '2026-11-07')).toBe(144_021);
    const due = installmentStanding(schedule, 0, 144_021, '2026-11-07');
    expect(due).toMatchObject({ installmentsPaid: 0, dueDate: '2026-11-16', amountDueCents: 11_942, pastDueCents: 0 });
    const paid = post(terms, opened, { amountCents: 11_942, postedOn: '2026-11-07' });
    if (!paid.ok) throw new Error('refused');
    // $40.21 interest, $79.21 principal: $1,320.79 owed, nine days before the installment's due date.
    expect(paid.entry).toMatchObject({ interestCents: 4_021, principalCents: 7_921, payoffAfterCents: 132_079 });
    expect(installmentStanding(schedule, 11_942, 132_079, '2026-11-07')).toMatchObject({
      installmentsPaid: 1,
      dueDate: '2026-11-30',
      amountDueCents: 11_942,
    });
    // Nine days on (the old due date) it has grown by 1,320.79 × 2.0968 × 9 / 365 = 68.29 only.
    expect(payoffOn(terms, paid.state, '2026-11-16')).toBe(132_079 + 6_829);
  });

  it('counts what an installment fallen due still asks for as past due, and as the amount due now', () => {
    const payoff = payoffOn(terms, openLedger(terms), '2026-11-20');
    expect(installmentStanding(schedule, 5_000, payoff, '2026-11-20')).toMatchObject({
      installmentsPaid: 0,
      dueDate: '2026-11-16',
      pastDueCents: 11_942 - 5_000,
      amountDueCents: 11_942 - 5_000,
    });
  });
});

describe('days between two calendar dates', () => {
  const dates = fc
    .date({ min: new Date('1601-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('agrees with the calendar of Date.UTC for any two dates, leap days and century years included', () => {
    fc.assert(
      fc.property(dates, dates, (from, to) => {
        expect(daysBetween(from, to)).toBe((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
      }),
      { numRuns: 2_000 },
    );
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2100-02-28', '2100-03-01')).toBe(1);
    expect(daysBetween('2000-02-28', '2000-03-01')).toBe(2);
  });

  it('gives no number for a malformed date', () => {
    expect(daysBetween('2026-0x-01', '2026-03-01')).toBeNaN();
  });
});
