// Autopay from a bank account linked through the Link sandbox, through the real server: who may get a Link token and
// link an account (the customer only: a CSR, alone or acting, is refused; another customer's loan is refused); the
// public token exchanged once, for its own customer only, the access token kept sealed and never answered; the account
// listed on the loan; autopay turned on with it naming the bank and last 4 in the authorization, the e-mail and the
// documents page; another customer's account or a made-up id refused with nothing written; and the debit itself taken
// from that account (server/payments/take.ts), never from another customer's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, autopayEnrollments, bankItems, loans, paymentAccounts, payments } from '../../../server/db/schema';
import { takePayment } from '../../../server/payments/take';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { linkThrough } from '../bank/helpers';
import { errorCode, startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import { CSR, INSTALLMENT, PAYDAY } from './helpers';

const clock = testClock();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now, paymentWorker: { enabled: false } });
}, 60_000);
afterAll(() => h?.close());

const TOKEN = `mutation($n: String!) { createPaymentAccountLinkToken(loanNumber: $n) { link_token linkScriptUrl } }`;
const LINK = `mutation($n: String!, $t: String!, $a: [String!]) {
  linkPaymentAccount(loanNumber: $n, publicToken: $t, accountIds: $a) { id institutionName accountName mask } }`;
const ACCOUNTS = `query { customerLoans { loanNumber linkedPaymentAccounts { id institutionName mask } } }`;
const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) {
  status method methodLast4 institutionName authorization { text methodLast4 pdfUrl } } }`;
const OFF = `mutation($n: String!) { turnOffAutopay(loanNumber: $n) { status } }`;
const DOCUMENTS = `query { accountDocuments { id kind loanNumber signedAt url fileName } }`;

type Account = { id: string; institutionName: string; accountName: string | null; mask: string };

const onInput = (loanNumber: string, paymentAccountId: string) => ({
  loanNumber,
  method: 'BANK_ACCOUNT',
  paymentAccountId,
  authorizationAccepted: true,
  authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
});

/** Link from the autopay dialog to onSuccess as `email`, for `loanNumber`: the public token. */
async function publicTokenFor(email: string, loanNumber: string, username = 'user_good'): Promise<string> {
  const { body } = await h.graphql(TOKEN, { token: await h.idToken(email), variables: { n: loanNumber } });
  expect(body.errors).toBeUndefined();
  return linkThrough(h, (body.data?.createPaymentAccountLinkToken as { link_token: string }).link_token, username);
}

async function linkAccount(email: string, loanNumber: string, username = 'user_good'): Promise<Account> {
  const { body } = await h.graphql(LINK, {
    token: await h.idToken(email),
    variables: { n: loanNumber, t: await publicTokenFor(email, loanNumber, username) },
  });
  expect(body.errors).toBeUndefined();
  const kept = body.data?.linkPaymentAccount as Account[];
  expect(kept).toHaveLength(1);
  return kept[0]!;
}

const accountsOf = async (email: string, loanNumber: string) => {
  const { body } = await h.graphql(ACCOUNTS, { token: await h.idToken(email) });
  const all = body.data?.customerLoans as { loanNumber: string; linkedPaymentAccounts: Account[] }[];
  return all.find((l) => l.loanNumber === loanNumber)!.linkedPaymentAccounts;
};

const enrollmentsOf = async (loanNumber: string) =>
  h.server.services.db
    .select({ id: autopayEnrollments.id, paymentAccountId: autopayEnrollments.paymentAccountId })
    .from(autopayEnrollments)
    .innerJoin(loans, eq(loans.id, autopayEnrollments.loanId))
    .where(eq(loans.loanNumber, loanNumber));

let paydayAccount: Account;
let installmentAccount: Account;

describe('who may link a bank account to pay from', () => {
  it('refuses no token, another customer’s loan, a CSR alone and a CSR acting, for both operations', async () => {
    const vars = { n: PAYDAY.loanNumber, t: 'public-sandbox-made-up' };
    for (const query of [TOKEN, LINK]) {
      expect(errorCode((await h.graphql(query, { variables: vars })).body)).toBe('UNAUTHENTICATED');
      const other = await h.graphql(query, { token: await h.idToken(INSTALLMENT.email), variables: vars });
      expect(errorCode(other.body)).toBe('FORBIDDEN');
      const csr = await h.idToken(CSR);
      expect(errorCode((await h.graphql(query, { token: csr, variables: vars })).body)).toBe('FORBIDDEN');
      const acting = await h.graphql(query, {
        token: csr,
        headers: { 'x-admin-auth-as': PAYDAY.email },
        variables: vars,
      });
      expect(errorCode(acting.body)).toBe('FORBIDDEN');
      expect(acting.body.errors?.[0]?.message).toBe(
        'Only the customer can link a bank account: it needs their own sign-in at the bank.',
      );
    }
    expect(await h.server.services.db.select().from(paymentAccounts)).toEqual([]);
  });
});

describe('linking through the Link sandbox', () => {
  it('exchanges the public token once and keeps the checking account, its access token sealed', async () => {
    const publicToken = await publicTokenFor(PAYDAY.email, PAYDAY.loanNumber);
    const token = await h.idToken(PAYDAY.email);
    const { body } = await h.graphql(LINK, { token, variables: { n: PAYDAY.loanNumber, t: publicToken } });
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/access-sandbox|111122223333|011401533/);
    const kept = body.data?.linkPaymentAccount as Account[];
    // user_good has checking 0000 and savings 1111: only the checking account can be debited.
    expect(kept).toEqual([
      { id: expect.any(String), institutionName: 'First Platypus Bank', accountName: expect.any(String), mask: '0000' },
    ]);
    paydayAccount = kept[0]!;
    const [row] = await h.server.services.db.select().from(paymentAccounts).where(eq(paymentAccounts.id, kept[0]!.id));
    const [item] = await h.server.services.db.select().from(bankItems).where(eq(bankItems.itemId, row!.itemId));
    expect(item).toMatchObject({ customerId: row!.customerId, applicationId: null });
    expect(item!.accessTokenSealed).not.toMatch(/access-sandbox/);
    expect(h.server.services.cipher.decrypt(item!.accessTokenSealed!)).toMatch(/^access-sandbox-/);
    expect(h.server.services.cipher.decrypt(row!.accountSealed)).toBe('1111222233330000');

    const again = await h.graphql(LINK, { token, variables: { n: PAYDAY.loanNumber, t: publicToken } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'publicToken', key: 'account.autopay.problem.linkSpent' }],
    });
  });

  it('will not exchange one customer’s public token under another customer’s loan', async () => {
    const theirs = await publicTokenFor(INSTALLMENT.email, INSTALLMENT.loanNumber, 'user_new');
    const { body } = await h.graphql(LINK, {
      token: await h.idToken(PAYDAY.email),
      variables: { n: PAYDAY.loanNumber, t: theirs },
    });
    expect(body.errors?.[0]?.message).toBe(
      'This bank link has expired or was already used. Please link your bank account again.',
    );
    installmentAccount = await linkAccount(INSTALLMENT.email, INSTALLMENT.loanNumber, 'user_new');
    expect(installmentAccount.mask).toBe('2222');
  });

  it('refuses a bank with no checking account to debit', async () => {
    const { body } = await h.graphql(LINK, {
      token: await h.idToken(PAYDAY.email),
      variables: { n: PAYDAY.loanNumber, t: await publicTokenFor(PAYDAY.email, PAYDAY.loanNumber, 'user_savings') },
    });
    expect(body.errors?.[0]?.message).toBe(
      'That bank gave us no checking account we can debit. Link a checking account, or use the one on file.',
    );
  });

  it('lists each customer’s own accounts on their loans, and a CSR acting may read them', async () => {
    expect(await accountsOf(PAYDAY.email, PAYDAY.loanNumber)).toEqual([
      { id: paydayAccount.id, institutionName: 'First Platypus Bank', mask: '0000' },
    ]);
    expect((await accountsOf(INSTALLMENT.email, INSTALLMENT.loanNumber)).map((a) => a.id)).toEqual([
      installmentAccount.id,
    ]);
    const { body } = await h.graphql(ACCOUNTS, {
      token: await h.idToken(CSR),
      headers: { 'x-admin-auth-as': PAYDAY.email },
    });
    expect(JSON.stringify(body.data)).toContain(paydayAccount.id);
  });
});

describe('autopay from the linked account', () => {
  it('refuses a made-up id and another customer’s account, writing nothing', async () => {
    const token = await h.idToken(PAYDAY.email);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', installmentAccount.id]) {
      const { body } = await h.graphql(ON, { token, variables: { input: onInput(PAYDAY.loanNumber, id) } });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'paymentAccountId', key: 'account.autopay.problem.noSuchAccount' }],
      });
    }
    const card = await h.graphql(ON, {
      token,
      variables: { input: { ...onInput(PAYDAY.loanNumber, paydayAccount.id), method: 'DEBIT_CARD' } },
    });
    expect(errorCode(card.body)).toBe('BAD_USER_INPUT');
    expect(await enrollmentsOf(PAYDAY.loanNumber)).toEqual([]);
  });

  it('turns on naming the bank and last 4 in the authorization, the e-mail and the documents page', async () => {
    const token = await h.idToken(PAYDAY.email);
    const { body } = await h.graphql(ON, { token, variables: { input: onInput(PAYDAY.loanNumber, paydayAccount.id) } });
    expect(body.errors).toBeUndefined();
    const on = body.data?.turnOnAutopay as {
      methodLast4: string;
      institutionName: string;
      authorization: { text: string; pdfUrl: string };
    };
    expect(on).toMatchObject({ status: 'ON', method: 'BANK_ACCOUNT', methodLast4: '0000' });
    expect(on.institutionName).toBe('First Platypus Bank');
    expect(on.authorization.text).toContain('debit my First Platypus Bank account ending in 0000');
    expect(await enrollmentsOf(PAYDAY.loanNumber)).toEqual([
      { id: expect.any(String), paymentAccountId: paydayAccount.id },
    ]);
    const [mail] = (await h.server.services.outbox.list(PAYDAY.email)).filter((m) => m.subject.includes('autopay'));
    expect(mail?.text).toContain('First Platypus Bank account ending in 0000');

    const docs = (await h.graphql(DOCUMENTS, { token })).body.data?.accountDocuments as {
      kind: string;
      loanNumber: string;
      url: string;
      fileName: string;
    }[];
    const authorization = docs.find((d) => d.kind === 'AUTOPAY');
    expect(authorization).toMatchObject({
      loanNumber: PAYDAY.loanNumber,
      url: on.authorization.pdfUrl,
      fileName: `autopay-authorization-${PAYDAY.loanNumber}.pdf`,
    });
    const pdf = await fetch(`${h.baseUrl}${authorization!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    // A CSR acting downloads it too, audited; another customer does not.
    const csr = await h.idToken(CSR);
    const acting = await fetch(`${h.baseUrl}${authorization!.url}`, {
      headers: { authorization: `Bearer ${csr}`, 'x-admin-auth-as': PAYDAY.email },
    });
    expect(acting.status).toBe(200);
    const audits = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAYDAY.email), eq(auditLog.operation, 'GET /documents')));
    expect(audits.at(-1)?.actorEmail).toBe(CSR);
    const other = await fetch(`${h.baseUrl}${authorization!.url}`, {
      headers: { authorization: `Bearer ${await h.idToken(INSTALLMENT.email)}` },
    });
    expect(other.status).toBe(403);
    const theirDocs = (await h.graphql(DOCUMENTS, { token: await h.idToken(INSTALLMENT.email) })).body.data
      ?.accountDocuments as { kind: string }[];
    expect(theirDocs.filter((d) => d.kind === 'AUTOPAY')).toEqual([]);
  });

  it('a CSR acting may turn autopay on with an account the customer linked (audited)', async () => {
    const csr = await h.idToken(CSR);
    const headers = { 'x-admin-auth-as': PAYDAY.email };
    expect((await h.graphql(OFF, { token: csr, headers, variables: { n: PAYDAY.loanNumber } })).body.errors).toBe(
      undefined,
    );
    const { body } = await h.graphql(ON, {
      token: csr,
      headers,
      variables: { input: onInput(PAYDAY.loanNumber, paydayAccount.id) },
    });
    expect(body.errors).toBeUndefined();
    const audits = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAYDAY.email), eq(auditLog.operation, 'Mutation.turnOnAutopay')));
    expect(audits.at(-1)?.actorEmail).toBe(CSR);
  });

  it('takes the debit from the linked account, and never from another customer’s', async () => {
    const [loan] = await h.server.services.db.select().from(loans).where(eq(loans.loanNumber, PAYDAY.loanNumber));
    const [mine] = await h.server.services.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.id, paydayAccount.id));
    const request = {
      loan: loan!,
      kind: 'CUSTOM' as const,
      amountCents: 1_000,
      method: 'BANK_ACCOUNT' as const,
      authorizationText: 'test',
      requestedBy: 'test',
      now: clock.now(),
    };
    const taken = await takePayment(h.server.services.db, {
      ...request,
      idempotencyKey: 'linked-1',
      account: { id: mine!.id, customerId: mine!.customerId, mask: mine!.mask },
    });
    expect(taken.ok).toBe(true);
    const [row] = await h.server.services.db.select().from(payments).where(eq(payments.idempotencyKey, 'linked-1'));
    expect(row).toMatchObject({ method: 'BANK_ACCOUNT', methodLast4: '0000', paymentAccountId: mine!.id });
    const stolen = await takePayment(h.server.services.db, {
      ...request,
      idempotencyKey: 'linked-2',
      account: { id: installmentAccount.id, customerId: 'someone-else', mask: '2222' },
    });
    expect(stolen).toEqual({ ok: false, reason: 'noSuchMethod' });
  });
});
