// Autopay through the real server, on a clock the test moves: who may call; turning it on keeps the authorization
// whole (the words shown, time, method, address and browser), e-mails it and files its PDF for its owner only; a
// second enrollment, an unchecked box, an outdated text and a loan that cannot take payments are refused with
// nothing written; turning off and skipping work until the cut-off (3 business days before the debit) and are
// refused after it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutoffOf, runDateOf } from '../../../server/autopay/plan';
import { serverText } from '../../../server/content/catalogues';
import { auditLog, autopayAuthorizations, autopayEnrollments, loans } from '../../../server/db/schema';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { lenderOf } from '../../../src/lib/account/authorization';
import { daysBetween, todayEastern } from '../../../src/lib/application/dates';
import { errorCode, startHarness, type Harness } from '../harness';
import { DAY_MS, testClock } from '../testClock';
import { CSR, INSTALLMENT, PAYDAY } from './helpers';

const clock = testClock();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now, paymentWorker: { enabled: false } });
}, 60_000);
afterAll(() => h?.close());

const FIELDS = `status method methodLast4 canTurnOn authorizationVersion rangeMax skippedDueDates
  nextDebit { dueDate runDate amount cutoffDate canStop } authorization { id text lang method methodLast4 pdfUrl }`;
const AUTOPAY = `autopay { ${FIELDS} }`;
const STATE = `query { customerLoans { loanNumber ${AUTOPAY} } }`;
const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) { ${FIELDS} } }`;
const OFF = `mutation($n: String!) { turnOffAutopay(loanNumber: $n) { status } }`;
const SKIP = `mutation($n: String!, $d: String!) { skipAutopayDebit(loanNumber: $n, dueDate: $d) { ${FIELDS} } }`;

type AutopayOut = {
  status: string;
  canTurnOn: boolean;
  rangeMax: number;
  skippedDueDates: string[];
  nextDebit: { dueDate: string; runDate: string; amount: number; cutoffDate: string; canStop: boolean } | null;
  authorization: { id: string; text: string; lang: string; methodLast4: string; pdfUrl: string } | null;
};

const onInput = (loanNumber: string, over: Record<string, unknown> = {}) => ({
  loanNumber,
  method: 'DEBIT_CARD',
  authorizationAccepted: true,
  authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
  ...over,
});

async function stateOf(token: string, loanNumber: string): Promise<AutopayOut> {
  const { body } = await h.graphql(STATE, { token });
  const loans = body.data?.customerLoans as { loanNumber: string; autopay: AutopayOut }[];
  return loans.find((l) => l.loanNumber === loanNumber)!.autopay;
}

const enrollmentsOf = async (loanNumber: string) =>
  (
    await h.server.services.db
      .select({ id: autopayEnrollments.id })
      .from(autopayEnrollments)
      .innerJoin(loans, eq(loans.id, autopayEnrollments.loanId))
      .where(eq(loans.loanNumber, loanNumber))
  ).length;

describe('who may turn autopay on', () => {
  it('refuses no token, another customer and a CSR acting as nobody; a CSR acting as the customer is audited', async () => {
    const none = await h.graphql(ON, { variables: { input: onInput(PAYDAY.loanNumber) } });
    expect(errorCode(none.body)).toBe('UNAUTHENTICATED');
    const other = await h.graphql(ON, {
      token: await h.idToken('new.customer@example.com'),
      variables: { input: onInput(PAYDAY.loanNumber) },
    });
    expect(errorCode(other.body)).toBe('FORBIDDEN');
    const csr = await h.idToken(CSR);
    const alone = await h.graphql(OFF, { token: csr, variables: { n: PAYDAY.loanNumber } });
    expect(errorCode(alone.body)).toBe('FORBIDDEN');
    const acting = await h.graphql(OFF, {
      token: csr,
      headers: { 'x-admin-auth-as': PAYDAY.email },
      variables: { n: PAYDAY.loanNumber },
    });
    // Acting is allowed: autopay is not on yet, which is the answer.
    expect(acting.body.errors?.[0]?.message).toBe('Autopay is not on for this loan.');
    const audits = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAYDAY.email), eq(auditLog.operation, 'Mutation.turnOffAutopay')));
    expect(audits[0]?.actorEmail).toBe(CSR);
    expect(await enrollmentsOf(PAYDAY.loanNumber)).toBe(0);
  });
});

describe('turning autopay on for the open payday loan', () => {
  it('starts OFF with a way to turn it on, and refuses an unchecked box or an outdated text, writing nothing', async () => {
    const token = await h.idToken(PAYDAY.email);
    expect(await stateOf(token, PAYDAY.loanNumber)).toMatchObject({
      status: 'OFF',
      canTurnOn: true,
      rangeMax: 34500,
      nextDebit: null,
      authorization: null,
    });
    const unchecked = await h.graphql(ON, {
      token,
      variables: { input: onInput(PAYDAY.loanNumber, { authorizationAccepted: false }) },
    });
    expect(unchecked.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'authorizationAccepted', key: 'account.autopay.problem.authorizeRequired' }],
    });
    const stale = await h.graphql(ON, {
      token,
      variables: { input: onInput(PAYDAY.loanNumber, { authorizationVersion: '2020-01-01' }) },
    });
    expect(stale.body.errors?.[0]?.message).toBe(
      'The autopay authorization has changed. Reload the page, read it again and agree to it.',
    );
    expect(await enrollmentsOf(PAYDAY.loanNumber)).toBe(0);
  });

  it('keeps the authorization whole, e-mails it, files the PDF for its owner, and refuses a second one', async () => {
    const token = await h.idToken(PAYDAY.email);
    const { body } = await h.graphql(ON, {
      token,
      headers: { 'user-agent': 'AutopayTest/1.0', cookie: 'lang=es' },
      variables: { input: onInput(PAYDAY.loanNumber, { lang: 'es' }) },
    });
    expect(body.errors).toBeUndefined();
    const on = body.data?.turnOnAutopay as AutopayOut;
    const shown = serverText('es', 'account.autopay.authorization', {
      brand: 'Lumen Cash',
      method: 'tarjeta de débito',
      last4: '4242',
      loanNumber: PAYDAY.loanNumber,
      max: '$345.00',
      phone: lenderOf('lumen').phoneNumber,
    });
    expect(on).toMatchObject({ status: 'ON', canTurnOn: false });
    expect(on.authorization).toMatchObject({ text: shown, lang: 'es', methodLast4: '4242' });
    const [kept] = await h.server.services.db
      .select()
      .from(autopayAuthorizations)
      .where(eq(autopayAuthorizations.id, on.authorization!.id));
    expect(kept).toMatchObject({
      text: shown,
      textVersion: AUTOPAY_AUTHORIZATION_VERSION,
      amountRule: 'AMOUNT_DUE',
      rangeMaxCents: 34500,
      method: 'DEBIT_CARD',
      userAgent: 'AutopayTest/1.0',
      agreedAt: clock.now(),
    });
    expect(kept?.ipAddress).toMatch(/127\.0\.0\.1/);
    const [mail] = await h.server.services.outbox.list(PAYDAY.email);
    expect(mail?.subject).toBe(`Su autorización de pago automático del préstamo ${PAYDAY.loanNumber}`);
    expect(mail?.text).toContain(shown);
    expect(mail?.text).toContain('Lumen Cash');

    const pdf = await fetch(`${h.baseUrl}${on.authorization!.pdfUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await h.idToken(INSTALLMENT.email);
    const refused = await fetch(`${h.baseUrl}${on.authorization!.pdfUrl}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.status).toBe(403);

    const again = await h.graphql(ON, { token, variables: { input: onInput(PAYDAY.loanNumber) } });
    expect(again.body.errors?.[0]?.message).toBe(
      'Autopay is already on for this loan. To pay from another account, turn it off first, then on again.',
    );
    expect((await h.graphql(OFF, { token, variables: { n: PAYDAY.loanNumber } })).body.errors).toBeUndefined();
    expect((await stateOf(token, PAYDAY.loanNumber)).status).toBe('OFF');

    // Two turn-ons at once: one enrollment, the other refused.
    const both = await Promise.all(
      [1, 2].map(() => h.graphql(ON, { token, variables: { input: onInput(PAYDAY.loanNumber) } })),
    );
    expect(
      both
        .map(
          (r) => (r.body.errors?.[0]?.extensions as { fieldErrors?: { key: string }[] })?.fieldErrors?.[0]?.key ?? 'ok',
        )
        .sort(),
    ).toEqual(['account.autopay.problem.alreadyOn', 'ok']);
    expect((await h.graphql(OFF, { token, variables: { n: PAYDAY.loanNumber } })).body.errors).toBeUndefined();
  });

  it('shows the next debit on the due date (or the business day after) with its cut-off', async () => {
    const token = await h.idToken(PAYDAY.email);
    const { body } = await h.graphql(ON, { token, variables: { input: onInput(PAYDAY.loanNumber) } });
    const next = (body.data?.turnOnAutopay as AutopayOut).nextDebit!;
    expect(next.runDate).toBe(runDateOf(next.dueDate));
    expect(next).toMatchObject({ amount: 34500, cutoffDate: cutoffOf(next.runDate), canStop: true });
    expect((await h.graphql(OFF, { token, variables: { n: PAYDAY.loanNumber } })).body.errors).toBeUndefined();
  });

  it('refuses a loan that cannot take payments', async () => {
    const token = await h.idToken('rescission@example.com');
    const { body } = await h.graphql(STATE, { token });
    const loan = (body.data?.customerLoans as { loanNumber: string; autopay: AutopayOut }[])[0]!;
    expect(loan.autopay.canTurnOn).toBe(false);
    const refused = await h.graphql(ON, { token, variables: { input: onInput(loan.loanNumber) } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ key: 'account.autopay.problem.notPayable' }],
    });
  });
});

describe('skipping and turning off until the cut-off', () => {
  it('skips the next installment, then refuses to skip or turn off once the following cut-off has passed', async () => {
    const token = await h.idToken(INSTALLMENT.email);
    const on = await h.graphql(ON, { token, variables: { input: onInput(INSTALLMENT.loanNumber) } });
    const first = (on.body.data?.turnOnAutopay as AutopayOut).nextDebit!;
    const wrong = await h.graphql(SKIP, { token, variables: { n: INSTALLMENT.loanNumber, d: '2020-01-01' } });
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ key: 'account.autopay.problem.notADueDate' }],
    });
    const skipped = await h.graphql(SKIP, { token, variables: { n: INSTALLMENT.loanNumber, d: first.dueDate } });
    const after = skipped.body.data?.skipAutopayDebit as AutopayOut;
    expect(after.skippedDueDates).toEqual([first.dueDate]);
    expect(after.nextDebit!.dueDate > first.dueDate).toBe(true);

    // Past the next debit's cut-off: too late to stop it either way.
    const next = after.nextDebit!;
    clock.advance(daysBetween(todayEastern(clock.now()), next.cutoffDate) * DAY_MS + DAY_MS);
    const late = await h.idToken(INSTALLMENT.email);
    const off = await h.graphql(OFF, { token: late, variables: { n: INSTALLMENT.loanNumber } });
    expect(off.body.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ key: 'account.autopay.problem.pastCutoff' }],
    });
    const skip = await h.graphql(SKIP, { token: late, variables: { n: INSTALLMENT.loanNumber, d: next.dueDate } });
    expect(skip.body.errors?.[0]?.message).toContain('It is too late to stop the autopay payment on');
    expect((await stateOf(late, INSTALLMENT.loanNumber)).status).toBe('ON');
  });
});
