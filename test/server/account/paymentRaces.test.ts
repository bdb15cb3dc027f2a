// Payments racing what replaces or pays off the loan, against the real server and its payment worker on a clock the
// test moves (a payment settles when the test ticks the worker past the loan system's delay, never by waiting):
// a conversion or refinance is refused while a payment on the payday loan is pending and signs once it has settled;
// a payment and a signature sent at once never both go through; a payment the loan can no longer take when it
// settles is returned (the history says why) and the loan's status is left alone; of two pending payments that
// together exceed the payoff, the second is returned whole, not applied in part.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans, payments } from '../../../server/db/schema';
import { newConfirmationNumber } from '../../../server/payments/take';
import { errorCode, startHarness, TEST_BROWSER_COOKIE, type Harness } from '../harness';
import { testClock } from '../testClock';
import { connect, HISTORY, listen, LOANS, PAY, payInput } from './accountHelpers';
import { insertPaydayLoan } from '../paydayLoanFor';

type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

const PAULA = 'open.payday@example.com';
const CODE = 'LP-500501';
const clock = testClock();
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now, paymentWorker: { enabled: false } });
  token = await h.idToken(PAULA);
}, 60_000);
afterAll(() => h?.close());

const CONVERT = `query($c: String!) { convertLoanDetails(customerCode: $c) { offerId loanNumber payoffAmount } }`;
const REFINANCE = `query($c: String!) { refinanceDetails(customerCode: $c) { offerId loanNumber payoffAmount } }`;
const CHOOSE = `mutation($i: ConversionChoiceInput!) { saveConversionChoice(input: $i) { id } }`;
const SIGN = `mutation($id: ID!, $n: String!) { esignConversion(id: $id, signatureName: $n) { status newLoanNumber } }`;

const db = () => h.server.services.db;
const call = async (query: string, variables: Record<string, unknown>, lang?: 'es') =>
  (
    await h.graphql(query, {
      token,
      variables,
      ...(lang ? { headers: { cookie: `${TEST_BROWSER_COOKIE}; lang=${lang}` } } : {}),
    })
  ).body;
/** The loan system's delay passes on the clock and the worker looks. */
const settle = () => h.server.services.paymentWorker.tick(clock.advance(2_000));

/** A fresh open payday loan for Paula ($300.00 + $45.00), the one her offers are about (the newest). */
const freshLoan = (): Promise<string> =>
  insertPaydayLoan(db(), PAULA, { amountDueCents: 34_500, originatedAt: clock.now(), debitCardLast4: '4242' });

const loanRow = async (loanNumber: string) =>
  (await db().select().from(loans).where(eq(loans.loanNumber, loanNumber)))[0]!;
const historyOf = async (loanNumber: string) =>
  (await call(HISTORY, { n: loanNumber })).data!.paymentHistory as Answer[];
const pay = (loanNumber: string, over: Record<string, unknown>) =>
  call(PAY, { input: payInput({ loanNumber, ...over }) });

async function chooseConversion(amountCents = 50_000): Promise<string> {
  const offer = (await call(CONVERT, { c: CODE })).data!.convertLoanDetails as Answer;
  const chosen = await call(CHOOSE, {
    i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents },
  });
  expect(chosen.errors).toBeUndefined();
  return (chosen.data!.saveConversionChoice as Answer).id as string;
}

async function chooseRefinance(): Promise<string> {
  const offer = (await call(REFINANCE, { c: CODE })).data!.refinanceDetails as Answer;
  const i = { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId: 1, amountCents: 0 };
  const chosen = await call(CHOOSE, { i });
  expect(chosen.errors).toBeUndefined();
  return (chosen.data!.saveConversionChoice as Answer).id as string;
}

const sign = (id: string, lang?: 'es') => call(SIGN, { id, n: 'Paula Payday' }, lang);

describe('a payment pending on a payday loan and its replacement', () => {
  it('refuses to sign a conversion until the payment has settled, saying why and when; then it signs', async () => {
    const loanNumber = await freshLoan();
    expect((await pay(loanNumber, { amountCents: 2_000 })).errors).toBeUndefined();
    const conversion = await chooseConversion();

    const refused = await sign(conversion);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe(
      `Your payment of $20.00 on loan ${loanNumber} is still being processed, and a loan cannot be replaced while a payment on it is pending. Try again in a minute, once your payment history shows it as received.`,
    );
    expect(refused.errors![0]!.extensions).toMatchObject({
      fieldErrors: [{ field: 'id', key: 'conversion.validation.paymentPending' }],
      retryAfterSeconds: 60,
    });
    const spanish = await sign(conversion, 'es');
    expect(spanish.errors![0]!.message).toMatch(
      /^Su pago de \$20\.00 del préstamo PDL-T\d+ todavía se está procesando/,
    );
    // Nothing was replaced: the loan is open, the payment still pending.
    expect((await loanRow(loanNumber)).status).toBe('OPEN');
    expect((await historyOf(loanNumber))[0]).toMatchObject({ status: 'PENDING' });

    expect(await settle()).toBe(1);
    // The payment posted to the open loan (the fee first); the offer priced before it is stale, a new one signs.
    expect((await historyOf(loanNumber))[0]).toMatchObject({ status: 'POSTED', interest: 2_000, principal: 0 });
    expect(errorCode(await sign(conversion))).toBe('BAD_USER_INPUT');
    const again = await sign(await chooseConversion());
    expect(again.errors).toBeUndefined();
    expect((await loanRow(loanNumber)).status).toBe('CONVERTED');
    // Nothing is left to settle, and nothing rewrites the converted loan.
    expect(await settle()).toBe(0);
    expect((await loanRow(loanNumber)).status).toBe('CONVERTED');
  });

  it('refuses to sign a refinance while a payment is pending', async () => {
    const loanNumber = await freshLoan();
    expect((await pay(loanNumber, { kind: 'PAYOFF', amountCents: 34_500 })).errors).toBeUndefined();
    const refinance = await chooseRefinance();
    const refused = await sign(refinance);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toContain(
      `Your payment of $345.00 on loan ${loanNumber} is still being processed`,
    );
    await settle();
    // The payment paid the loan off: there is nothing left to refinance, and the paid loan stays paid.
    expect((await loanRow(loanNumber)).status).toBe('PAID_IN_FULL');
    expect(errorCode(await sign(refinance))).toBe('BAD_USER_INPUT');
    expect((await loanRow(loanNumber)).status).toBe('PAID_IN_FULL');
    expect((await historyOf(loanNumber)).map((p) => p.status)).toEqual(['POSTED']);
  });

  it('never lets a payment and a signature sent at once both through', async () => {
    // Several tries, so both orders are likely to be seen; each must come out as one or the other, never both.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const loanNumber = await freshLoan();
      const conversion = await chooseConversion();
      const [paid, signed] = await Promise.all([pay(loanNumber, { amountCents: 2_000 }), sign(conversion)]);
      await settle();
      const row = await loanRow(loanNumber);
      if (signed.errors) {
        // The payment came first: the signature waits for it; the loan took the payment and is still open.
        expect(paid.errors).toBeUndefined();
        expect(signed.errors[0]!.extensions).toMatchObject({
          fieldErrors: [{ key: 'conversion.validation.paymentPending' }],
        });
        expect(row.status).toBe('OPEN');
        expect((await historyOf(loanNumber)).map((p) => p.status)).toEqual(['POSTED']);
        // Closed another way before the next try, so the next fresh loan is the one offered.
        await db().update(loans).set({ status: 'CLOSED' }).where(eq(loans.loanNumber, loanNumber));
      } else {
        // The signature came first: the loan is closed, and the payment was refused, not taken.
        expect(errorCode(paid)).toBe('BAD_USER_INPUT');
        expect(row.status).toBe('CONVERTED');
        expect(await historyOf(loanNumber)).toEqual([]);
      }
    }
  });
});

describe('a payment the loan can no longer take when it settles', () => {
  it('is returned when the loan was closed meanwhile, and the loan keeps its status', async () => {
    const loanNumber = await freshLoan();
    const paid = await pay(loanNumber, { amountCents: 2_000 });
    const paymentId = (paid.data!.makePayment as Answer).id as string;
    // The loan system closed the loan by another way (a conversion signed in a store) before the payment settled.
    await db().update(loans).set({ status: 'CONVERTED' }).where(eq(loans.loanNumber, loanNumber));
    expect(await settle()).toBe(1);
    expect((await historyOf(loanNumber))[0]).toMatchObject({
      status: 'RETURNED',
      returnReason: 'LOAN_CLOSED',
      interest: null,
      principal: null,
    });
    const row = await loanRow(loanNumber);
    expect(row).toMatchObject({ status: 'CONVERTED', payoffCents: 34_500 });
    // The payment listener reports it returned.
    const client = connect(h, token);
    const { events } = await listen(client, row.id);
    await client.dispose();
    expect(events).toEqual([{ loanId: row.id, status: 'RETURNED', transactionId: paymentId }]);
  });

  it('is returned whole when another payment settled first and left less owed', async () => {
    const loanNumber = await freshLoan();
    expect((await pay(loanNumber, { amountCents: 30_000 })).errors).toBeUndefined();
    // A second payment through another channel (the phone line), taken without the portal's check against the first.
    const row = await loanRow(loanNumber);
    await db()
      .insert(payments)
      .values({
        loanId: row.id,
        customerId: row.customerId,
        amountCents: 10_000,
        kind: 'CUSTOM',
        method: 'DEBIT_CARD',
        methodLast4: '4242',
        authorizationText: 'Authorized by phone.',
        idempotencyKey: crypto.randomUUID(),
        confirmationNumber: newConfirmationNumber(),
        createdAt: new Date(clock.now().getTime() + 1),
      });
    expect(await settle()).toBe(2);
    const [second, first] = await historyOf(loanNumber);
    expect(first).toMatchObject({ amount: 30_000, status: 'POSTED', interest: 4_500, principal: 25_500 });
    expect(second).toMatchObject({ amount: 10_000, status: 'RETURNED', returnReason: 'ABOVE_PAYOFF' });
    const loan = ((await call(LOANS, {})).data!.customerLoans as Answer[]).find((l) => l.loanNumber === loanNumber)!;
    expect(loan).toMatchObject({ payoffAmount: 4_500, status: 'OPEN' });
  });

  it('is returned when another payment paid the loan off first; the paid loan stays paid', async () => {
    const loanNumber = await freshLoan();
    expect((await pay(loanNumber, { kind: 'PAYOFF', amountCents: 34_500 })).errors).toBeUndefined();
    const row = await loanRow(loanNumber);
    await db()
      .insert(payments)
      .values({
        loanId: row.id,
        customerId: row.customerId,
        amountCents: 34_500,
        kind: 'PAYOFF',
        method: 'DEBIT_CARD',
        methodLast4: '4242',
        authorizationText: 'Authorized by phone.',
        idempotencyKey: crypto.randomUUID(),
        confirmationNumber: newConfirmationNumber(),
        createdAt: new Date(clock.now().getTime() + 1),
      });
    expect(await settle()).toBe(2);
    expect((await historyOf(loanNumber)).map((p) => [p.status, p.returnReason])).toEqual([
      ['RETURNED', 'ABOVE_PAYOFF'],
      ['POSTED', null],
    ]);
    expect(await loanRow(loanNumber)).toMatchObject({ status: 'PAID_IN_FULL', payoffCents: 0 });
  });
});
