// The installment loan's payoff against the real server (issue 14 point 3, docs/account-and-conversion.md point 7):
// the figure the payment screen shows (Loan.payoffAmount) is the one makePayment checks and the settlement closes the
// loan at: the schedule's unpaid principal plus simple daily interest since the last installment paid (origination
// before any), computed here by hand from the loan's row. installment.customer (DEMO-DATA.md): $1,400.00 at 209.11%.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans } from '../../../server/db/schema';
import { daysBetween, todayEastern } from '../../../src/lib/application/dates';
import { errorCode, startHarness, type Harness } from '../harness';
import { LOANS, PAY, payInput, SUMMARY } from './accountHelpers';

const INES = 'installment.customer@example.com';
const LOAN = 'ILP-1900101';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, {});
}, 60_000);
afterAll(() => h?.close());

type LoanOut = { payoffAmount: number; amountDue: number; status: string };
type Summary = { loan: LoanOut & { paymentSchedule: { balance: number }[] } };

const auth = async () => ({ token: await h.idToken(INES) });
const loanNow = async () => ((await h.graphql(LOANS, await auth())).body.data?.customerLoans as LoanOut[])[0]!;
const pay = async (over: Record<string, unknown>) =>
  (await h.graphql(PAY, { ...(await auth()), variables: { input: payInput({ loanNumber: LOAN, ...over }) } })).body;

/** 1,400.00 × 2.0911 × days / 365 to the cent, worked without the portal's helper. */
async function expectedPayoff(): Promise<number> {
  const [row] = await h.server.services.db.select().from(loans).where(eq(loans.loanNumber, LOAN));
  const days = daysBetween(todayEastern(row!.originatedAt), todayEastern());
  expect(days).toBeGreaterThanOrEqual(4); // the seed makes it 5 days ago
  return 140_000 + Math.round((140_000 * 2.0911 * days) / 365);
}

describe('an installment loan’s payoff', () => {
  it('shows the principal plus the interest accrued since origination, and refuses a cent more', async () => {
    const payoff = await expectedPayoff();
    expect(payoff).toBeGreaterThan(140_000);
    expect((await loanNow()).payoffAmount).toBe(payoff);

    const above = await pay({ kind: 'CUSTOM', amountCents: payoff + 1 });
    expect(errorCode(above)).toBe('BAD_USER_INPUT');
    const dollars = `$${(payoff / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(above.errors?.[0]?.message).toBe(
      `That is more than you owe. The most you can pay is the payoff, ${dollars}; choose Payoff to pay it all.`,
    );
    // The old rule's figure (the principal) is not the payoff: Payoff must be the whole of it.
    expect(errorCode(await pay({ kind: 'PAYOFF', amountCents: 140_000 }))).toBe('BAD_USER_INPUT');
  });

  it('after the first installment is paid, is that installment’s balance; the payoff then closes the loan', async () => {
    const { body } = await h.graphql(SUMMARY, await auth());
    const { loan } = body.data?.accountSummary as Summary;
    const due = await pay({ kind: 'DUE', amountCents: loan.amountDue });
    expect(due.errors).toBeUndefined();
    await h.server.services.paymentWorker.tick(new Date(Date.now() + 5_000));
    // Paid before its due date: the period's interest is paid, nothing accrues until then (COMPLIANCE.md: $1,393.18).
    const afterFirst = await loanNow();
    expect(afterFirst.payoffAmount).toBe(loan.paymentSchedule[0]!.balance);
    expect(afterFirst.payoffAmount).toBe(139_318);

    expect(errorCode(await pay({ kind: 'PAYOFF', amountCents: 139_319 }))).toBe('BAD_USER_INPUT');
    const payoff = await pay({ kind: 'PAYOFF', amountCents: 139_318 });
    expect(payoff.errors).toBeUndefined();
    await h.server.services.paymentWorker.tick(new Date(Date.now() + 10_000));
    expect(await loanNow()).toMatchObject({ payoffAmount: 0, status: 'PAID_IN_FULL' });
  });
});
