// The installment loan's ledger against the real server and its payment worker, on a clock the test moves: the
// payoff shown is the one makePayment checks and the settlement posts against; each payment is applied on its day
// to the interest accrued since the last one, then principal; the history shows the split the database keeps.
// Expected figures are worked here from the loan row: $1,400.00 at its 209.68% contract rate (installment.customer, the
// docs/seed-data.md's demo loans; it discloses 209.11%, but interest accrues at the contract rate), simple daily
// interest as a running total of principal × basis points × days over 10,000 × 365, rounded half up.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, loanSchedule } from '../../../server/db/schema';
import { daysBetween, todayEastern } from '../../../src/lib/application/dates';
import { errorCode, startHarness, type Harness } from '../harness';
import { DAY_MS, testClock } from '../testClock';
import { HISTORY, LOANS, PAY, payInput, SUMMARY } from './accountHelpers';

const INES = 'installment.customer@example.com';
const LOAN = 'ILP-1900101';
/** The contract rate the loan accrues at (its interest_rate_bps), not the 20,911 bps APR it discloses. */
const RATE_BPS = 20_968n;
const clock = testClock();
let h: Harness;
beforeAll(async () => {
  // The worker's own timers are off: a payment settles when the test ticks it, at the clock's time.
  h = await startHarness({}, { clock: clock.now, paymentWorker: { enabled: false } });
}, 60_000);
afterAll(() => h?.close());

type LoanOut = { payoffAmount: number; amountDue: number; status: string };
type Summary = { loan: LoanOut & { dueDate: string; paymentSchedule: { dueDate: string; paymentAmount: number }[] } };
type HistoryRow = { amount: number; status: string; interest: number | null; principal: number | null };

const auth = async () => ({ token: await h.idToken(INES) });
const loanNow = async () => ((await h.graphql(LOANS, await auth())).body.data?.customerLoans as LoanOut[])[0]!;
const summary = async () => (await h.graphql(SUMMARY, await auth())).body.data?.accountSummary as Summary;
const history = async () =>
  (await h.graphql(HISTORY, { ...(await auth()), variables: { n: LOAN } })).body.data?.paymentHistory as HistoryRow[];
const pay = async (over: Record<string, unknown>) =>
  (await h.graphql(PAY, { ...(await auth()), variables: { input: payInput({ loanNumber: LOAN, ...over }) } })).body;
/** The loan system's delay passes on the clock and the worker looks. */
const settle = () => h.server.services.paymentWorker.tick(clock.advance(2_000));

const cents = (units: bigint) => Number((2n * units + 3_650_000n) / 7_300_000n);

async function storedLoan() {
  const [row] = await h.server.services.db.select().from(loans).where(eq(loans.loanNumber, LOAN));
  return row!;
}

describe('an installment loan’s ledger', () => {
  it('applies each payment on its day to the interest accrued since the last, then principal, down to zero', async () => {
    const stored = await storedLoan();
    // The loan accrues at its contract rate and discloses the Appendix J APR of its schedule.
    expect(stored).toMatchObject({ interestRateBps: Number(RATE_BPS), aprBps: 20_911 });
    const days0 = daysBetween(todayEastern(stored.originatedAt), todayEastern(clock.now()));
    expect(days0).toBeGreaterThanOrEqual(4); // the seed makes it 5 days ago
    let units = 140_000n * RATE_BPS * BigInt(days0);
    const payoff0 = 140_000 + cents(units);
    // Five days (as seeded): $1,400 × 2.0968 × 5 / 365 = $40.21 of interest, a payoff of $1,440.21.
    expect(cents(140_000n * RATE_BPS * 5n)).toBe(4_021);
    expect((await loanNow()).payoffAmount).toBe(payoff0);
    // The ceiling is that same figure, to the cent.
    expect(errorCode(await pay({ kind: 'CUSTOM', amountCents: payoff0 + 1 }))).toBe('BAD_USER_INPUT');

    // Installment 1 paid early (its due date is days away): $119.42 less the interest since origination is principal.
    const first = await summary();
    expect(first.loan.amountDue).toBe(11_942);
    expect((await pay({ kind: 'DUE', amountCents: 11_942 })).errors).toBeUndefined();
    expect(await settle()).toBe(1);
    const interest1 = payoff0 - 140_000;
    const principal1 = 140_000 - (11_942 - interest1);
    expect((await history())[0]).toMatchObject({
      amount: 11_942,
      status: 'POSTED',
      interest: interest1,
      principal: 11_942 - interest1,
    });
    const afterFirst = await summary();
    expect(afterFirst.loan.payoffAmount).toBe(payoff0 - 11_942);
    expect(afterFirst.loan.payoffAmount).toBe(principal1);
    // Installment 1 is paid: the next is due, for its scheduled amount.
    expect(afterFirst.loan).toMatchObject({ amountDue: 11_942, dueDate: first.loan.paymentSchedule[1]!.dueDate });
    const loanRow = await storedLoan();
    const paidAt = await h.server.services.db
      .select({ number: loanSchedule.installmentNumber, paidAt: loanSchedule.paidAt })
      .from(loanSchedule)
      .where(and(eq(loanSchedule.loanId, loanRow.id), isNotNull(loanSchedule.paidAt)));
    expect(paidAt.map((r) => r.number)).toEqual([1]);

    // Ten days on, interest has accrued on the lower principal only.
    clock.advance(10 * DAY_MS);
    const unitsAtFirst = units;
    units += BigInt(principal1) * RATE_BPS * 10n;
    const accrued = cents(units) - cents(unitsAtFirst);
    const payoff1 = principal1 + accrued;
    expect((await loanNow()).payoffAmount).toBe(payoff1);
    // $50.00 does not cover that interest: all of it pays interest, the principal stays, the payoff falls by $50.00.
    expect(accrued).toBeGreaterThan(5_000);
    expect((await pay({ kind: 'CUSTOM', amountCents: 5_000 })).errors).toBeUndefined();
    await settle();
    expect((await history())[0]).toMatchObject({ amount: 5_000, interest: 5_000, principal: 0 });
    expect((await loanNow()).payoffAmount).toBe(payoff1 - 5_000);

    // The payoff closes the loan: all principal repaid, the interest owed with it.
    const payoff2 = payoff1 - 5_000;
    expect((await pay({ kind: 'PAYOFF', amountCents: payoff2 })).errors).toBeUndefined();
    await settle();
    expect(await loanNow()).toMatchObject({ payoffAmount: 0, amountDue: 0, status: 'PAID_IN_FULL' });
    const rows = await history();
    expect(rows[0]).toMatchObject({ amount: payoff2, interest: accrued - 5_000, principal: principal1 });
    expect(rows.reduce((sum, r) => sum + (r.principal ?? 0), 0)).toBe(140_000);
  });
});
