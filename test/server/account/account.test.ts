// The account operations against the real server: who may call each, which account page
// each demo customer gets, payments idempotent under concurrent requests, the payoff as the ceiling, and the worker
// settling a payment that the listener then reports.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import { connect, HISTORY, listen, LOANS, PAY, payInput, SUMMARY } from './accountHelpers';

let h: Harness;
const CSR = 'csr.admin@example.com';
beforeAll(async () => {
  // The worker is stepped by the tests, so what it settles and when is theirs to say.
  h = await startHarness({}, {});
}, 60_000);
afterAll(() => h?.close());

const asCustomer = async (email: string) => ({ token: await h.idToken(email) });

describe('who may call the account operations', () => {
  it('answers UNAUTHENTICATED without a token', async () => {
    for (const query of [SUMMARY, LOANS]) {
      const { body } = await h.graphql(query);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
    }
  });

  it('gives a customer their own loans only, and a CSR only while acting as the customer', async () => {
    const own = await h.graphql(LOANS, await asCustomer('open.payday@example.com'));
    expect((own.body.data?.customerLoans as { loanNumber: string }[]).map((l) => l.loanNumber)).toEqual([
      'PDL-5000501',
    ]);
    const other = await h.graphql(LOANS, await asCustomer('new.customer@example.com'));
    expect(other.body.data?.customerLoans).toEqual([]);
    const csrAlone = await h.graphql(LOANS, { token: await h.idToken(CSR) });
    expect(errorCode(csrAlone.body)).toBe('FORBIDDEN');
    const acting = await h.graphql(LOANS, {
      token: await h.idToken(CSR),
      headers: { 'x-admin-auth-as': 'open.payday@example.com' },
    });
    expect((acting.body.data?.customerLoans as unknown[]).length).toBe(1);
  });

  it("refuses another customer's loan number in paymentHistory and makePayment with the same FORBIDDEN", async () => {
    const other = await asCustomer('new.customer@example.com');
    const history = await h.graphql(HISTORY, { ...other, variables: { n: 'PDL-5000501' } });
    expect(errorCode(history.body)).toBe('FORBIDDEN');
    const pay = await h.graphql(PAY, {
      ...other,
      variables: { input: payInput({ loanNumber: 'PDL-5000501', amountCents: 1000 }) },
    });
    expect(errorCode(pay.body)).toBe('FORBIDDEN');
    const none = await h.graphql(HISTORY, { ...other, variables: { n: 'NO-SUCH' } });
    expect(none.body.errors?.[0]?.message).toBe(history.body.errors?.[0]?.message);
  });
});

describe('accountSummary picks the page', () => {
  const cases: [string, string][] = [
    ['open.payday@example.com', 'OPEN_LOAN'],
    ['past.due@example.com', 'OPEN_LOAN_PAST_DUE'],
    ['online.returning@example.com', 'NO_OPEN_LOAN'],
    ['new.customer@example.com', 'NO_OPEN_LOAN'],
    ['conditional.approval@example.com', 'CONDITIONALLY_APPROVED_LOAN'],
    ['pending.refinance@example.com', 'PENDING_REFINANCE'],
    ['pending.epp@example.com', 'PENDING_EPP'],
    ['refinance.origination@example.com', 'REFINANCE_PENDING_ORIGINATION'],
    ['origination.hold@example.com', 'ORIGINATION_ON_HOLD'],
    ['rescission@example.com', 'LOAN_IN_RESCISSION'],
    ['installment.customer@example.com', 'OPEN_LOAN'],
  ];
  it.each(cases)('%s lands on %s', async (email, page) => {
    const { body } = await h.graphql(SUMMARY, await asCustomer(email));
    expect(body.errors).toBeUndefined();
    expect((body.data?.accountSummary as { page: string }).page).toBe(page);
  });

  it('tells the open payday loan: $345.00 due in 10 days, methods on file by last 4', async () => {
    const { body } = await h.graphql(SUMMARY, await asCustomer('open.payday@example.com'));
    const loan = (body.data?.accountSummary as { loan: Record<string, unknown> }).loan;
    expect(loan).toMatchObject({ amountDue: 34500, payoffAmount: 34500, daysUntilDue: 10 });
    expect(loan.paymentMethods).toEqual([
      { method: 'DEBIT_CARD', last4: '4242' },
      { method: 'BANK_ACCOUNT', last4: '6789' },
    ]);
  });

  it('gives the conditional approval its store and days left, and the installment loan its 37-row schedule', async () => {
    const conditional = await h.graphql(SUMMARY, await asCustomer('conditional.approval@example.com'));
    expect(
      (conditional.body.data?.accountSummary as { conditionallyApproved: unknown }).conditionallyApproved,
    ).toMatchObject({
      daysElapsed: 5,
      daysLeft: 25,
      storeInformation: { storeNumber: '0417' },
    });
    const installment = await h.graphql(SUMMARY, await asCustomer('installment.customer@example.com'));
    const loan = (installment.body.data?.accountSummary as { loan: { paymentSchedule: unknown[]; amountDue: number } })
      .loan;
    expect(loan.paymentSchedule).toHaveLength(37);
    expect(loan.amountDue).toBe(11942);
  });
});

describe('makePayment', () => {
  it('answers the same payment for the same key, even sent five times at once', async () => {
    const auth = await asCustomer('installment.customer@example.com');
    const input = payInput({ loanNumber: 'ILP-1900101', amountCents: 2500 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.graphql(PAY, { ...auth, variables: { input } })),
    );
    const ids = new Set(answers.map((a) => (a.body.data?.makePayment as { id: string }).id));
    expect(ids.size).toBe(1);
    const rows = await h.server.services.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', methodLast4: '5555', amountCents: 2500 });
    expect(rows[0]!.authorizationText).toContain('$25.00');
    expect(rows[0]!.authorizationText).toContain('debit card ending in 5555');
  });

  it('lets only one of two different payoff payments sent at once through', async () => {
    const auth = await asCustomer('past.due@example.com');
    const answers = await Promise.all(
      [1, 2].map(() =>
        h.graphql(PAY, {
          ...auth,
          variables: { input: payInput({ loanNumber: 'PDL-1300101', kind: 'PAYOFF', amountCents: 28750 }) },
        }),
      ),
    );
    const taken = answers.filter((a) => a.body.data?.makePayment);
    const refused = answers.filter((a) => errorCode(a.body) === 'BAD_USER_INPUT');
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(1);
  });

  it('refuses more than the payoff with a message that says what to do, and a key reused with other details', async () => {
    const auth = await asCustomer('pending.epp@example.com');
    const above = await h.graphql(PAY, {
      ...auth,
      variables: { input: payInput({ loanNumber: 'PDL-1500101', amountCents: 23001, method: 'BANK_ACCOUNT' }) },
    });
    expect(errorCode(above.body)).toBe('BAD_USER_INPUT');
    expect(above.body.errors?.[0]?.message).toBe(
      'That is more than you owe. The most you can pay is the payoff, $230.00; choose Payoff to pay it all.',
    );
    expect((above.body.errors?.[0]?.extensions as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      { field: 'amountCents', key: 'account.payment.problem.aboveThePayoff' },
    ]);
    const key = crypto.randomUUID();
    const first = await h.graphql(PAY, {
      ...auth,
      variables: {
        input: payInput({ loanNumber: 'PDL-1500101', amountCents: 1000, method: 'BANK_ACCOUNT', idempotencyKey: key }),
      },
    });
    expect(first.body.errors).toBeUndefined();
    const changed = await h.graphql(PAY, {
      ...auth,
      variables: {
        input: payInput({ loanNumber: 'PDL-1500101', amountCents: 2000, method: 'BANK_ACCOUNT', idempotencyKey: key }),
      },
    });
    expect(errorCode(changed.body)).toBe('BAD_USER_INPUT');
    const noCard = await h.graphql(PAY, {
      ...auth,
      variables: { input: payInput({ loanNumber: 'PDL-1500101', amountCents: 1000 }) },
    });
    expect((noCard.body.errors?.[0]?.extensions as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe(
      'method',
    );
  });

  it('refuses a payment the customer did not authorize, and a loan that cannot take one', async () => {
    const unauthorized = await h.graphql(PAY, {
      ...(await asCustomer('open.payday@example.com')),
      variables: { input: payInput({ loanNumber: 'PDL-5000501', amountCents: 1000, authorizationAccepted: false }) },
    });
    expect(errorCode(unauthorized.body)).toBe('BAD_USER_INPUT');
    const onHold = await h.graphql(PAY, {
      ...(await asCustomer('origination.hold@example.com')),
      variables: { input: payInput({ loanNumber: 'PDL-1700101', amountCents: 1000 }) },
    });
    expect(errorCode(onHold.body)).toBe('BAD_USER_INPUT');
  });
});

describe('the payment worker and the listener', () => {
  it('posts a payment, lowers the loan, and the listener reports POSTED then completes', async () => {
    const auth = await asCustomer('open.payday@example.com');
    const summary = await h.graphql(SUMMARY, auth);
    const loanId = (summary.body.data?.accountSummary as { loan: { id: string } }).loan.id;
    const paid = await h.graphql(PAY, {
      ...auth,
      variables: { input: payInput({ loanNumber: 'PDL-5000501', amountCents: 4500 }) },
    });
    const payment = paid.body.data?.makePayment as { id: string; status: string; confirmationNumber: string };
    expect(payment.status).toBe('PENDING');
    expect(payment.confirmationNumber).toMatch(/^PMT-[2-9A-HJ-NP-Z]{10}$/);
    const client = connect(h, auth.token);
    const outcome = listen(client, loanId);
    await new Promise((r) => setTimeout(r, 200));
    await h.server.services.paymentWorker.tick(new Date(Date.now() + 5_000));
    const { events, error } = await outcome;
    await client.dispose();
    expect(error).toBeUndefined();
    expect(events).toEqual([{ loanId, status: 'POSTED', transactionId: payment.id }]);
    const after = await h.graphql(LOANS, auth);
    expect((after.body.data?.customerLoans as { payoffAmount: number; amountDue: number }[])[0]).toMatchObject({
      payoffAmount: 30000,
      amountDue: 30000,
    });
    const history = await h.graphql(HISTORY, { ...auth, variables: { n: 'PDL-5000501' } });
    expect((history.body.data?.paymentHistory as { status: string }[])[0]?.status).toBe('POSTED');
  });

  it('fails a payment of $13.13 (the demo rule), leaves the loan as it was, and refuses another customer’s loan', async () => {
    const auth = await asCustomer('pending.refinance@example.com');
    const summary = await h.graphql(SUMMARY, auth);
    const loanId = (summary.body.data?.accountSummary as { loan: { id: string } }).loan.id;
    await h.graphql(PAY, { ...auth, variables: { input: payInput({ loanNumber: 'PDL-1400101', amountCents: 1313 }) } });
    await h.server.services.paymentWorker.tick(new Date(Date.now() + 5_000));
    // Settled before the listener opens: it answers at once (a reconnect catches up) and completes.
    const client = connect(h, auth.token);
    const { events } = await listen(client, loanId);
    await client.dispose();
    expect(events.map((e) => e.status)).toEqual(['FAILED']);
    const loans = await h.graphql(LOANS, auth);
    expect((loans.body.data?.customerLoans as { payoffAmount: number }[])[0]?.payoffAmount).toBe(34500);

    const stranger = connect(h, await h.idToken('new.customer@example.com'));
    const refused = await listen(stranger, loanId);
    await stranger.dispose();
    expect(JSON.stringify(refused.error)).toContain('FORBIDDEN');
  });
});
