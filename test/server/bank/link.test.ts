// Bank linking through the embedded Link sandbox (server/bank/sandboxData.ts): each sandbox login and error, the
// public token used once, Relogin Bank's ITEM_LOGIN_REQUIRED then update mode, a bank without account numbers, and the
// full numbers never reaching the client or the application's data in clear.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, bankTokens } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, CREATE, easternDate, type Callers } from '../applications/helpers';
import { INITIALIZE, LINKED, linkThrough, linkToken, sandbox, SAVE_BANK } from './helpers';

const NORA = 'new.customer@example.com';
let h: Harness;
let as: Callers;
let id: string;

type Connection = {
  checkingAccounts: { account_id: string; mask: string; numbers: { account: string; routing: string } | null }[];
  resultCode: string | null;
  isAuthEnabled: boolean;
  authStatus: string | null;
  institution: { name: string } | null;
  publicToken: string;
};

beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, NORA, 'online.returning@example.com');
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } }, { brand: 'lumen' });
  id = (created.data?.createApplication as { id: string }).id;
}, 60_000);
afterAll(() => h.close());

async function connect(username: string, institutionId = 'ins_109508', isUpdateMode = false) {
  const token = await linkToken(as, id);
  const publicToken = await linkThrough(h, token, username, institutionId);
  const body = await as.call('owner', INITIALIZE, { id, t: publicToken, u: isUpdateMode });
  expect(body.errors).toBeUndefined();
  return { publicToken, connection: body.data?.initializePlaidConnection as Connection, raw: JSON.stringify(body) };
}

describe('createPlaidToken', () => {
  it('issues an expiring Link token stored as a row (digest only) and names the sandbox script', async () => {
    const body = await as.call(
      'owner',
      `mutation($id: ID!) { createPlaidToken(id: $id, clientName: "Lumen Cash") {
      link_token expiration linkScriptUrl } }`,
      { id },
    );
    const token = body.data?.createPlaidToken as { link_token: string; expiration: string; linkScriptUrl: string };
    expect(token.link_token).toMatch(/^link-sandbox-/);
    expect(token.linkScriptUrl).toBe('/bank-link/link-initialize.js');
    const hours = (Date.parse(token.expiration) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
    const rows = await h.server.services.db.select().from(bankTokens).where(eq(bankTokens.applicationId, id));
    expect(rows.some((r) => r.digest === token.link_token)).toBe(false);
    expect(rows.some((r) => r.kind === 'LINK')).toBe(true);
  });

  it('serves the sandbox script from the portal origin', async () => {
    const res = await fetch(`${h.baseUrl}/bank-link/link-initialize.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain('window.Plaid');
  });
});

describe('the sandbox logins', () => {
  it('user_good: one checking account open two years with $1,250.37, numbers masked to the last 4', async () => {
    const { connection, raw } = await connect('user_good');
    expect(connection.resultCode).toBeNull();
    expect(connection.isAuthEnabled).toBe(true);
    expect(connection.institution?.name).toBe('First Platypus Bank');
    expect(connection.checkingAccounts).toHaveLength(1);
    const [checking] = connection.checkingAccounts;
    expect(checking).toMatchObject({ mask: '0000', numbers: { account: '************0000', routing: '*****1533' } });
    expect(raw).not.toContain('1111222233330000');
    expect(raw).not.toContain('011401533');
  });

  it('saves the linked account with its balance and open date, sealed in the application', async () => {
    const { connection } = await connect('user_good');
    const saved = await as.call('owner', SAVE_BANK, {
      id,
      b: { accountType: 'CHECKING', linkedAccountId: connection.checkingAccounts[0]!.account_id },
      l: { applicationUrl: '/application/bank/account-select' },
    });
    expect(saved.errors).toBeUndefined();
    const banking = (saved.data?.saveBankInformation as { customerInformation: { bankingInformation: unknown } })
      .customerInformation.bankingInformation;
    expect(banking).toMatchObject({
      isReadOnly: true,
      accountType: 'CHECKING',
      accountNumber: '*****0000',
      routingNumber: '*****1533',
      accountBalance: 125_037,
      bankName: 'First Platypus Bank',
      accountOpenDate: easternDate(0).replace(/^\d{4}/, (y) => String(Number(y) - 2)),
      verificationStatus: null,
    });
    const [row] = await h.server.services.db.select().from(applications).where(eq(applications.id, id));
    const stored = JSON.stringify(row!.data);
    expect(stored).not.toContain('1111222233330000');
    expect(stored).not.toContain('011401533');
  });

  it('user_new: a checking account open 10 days, its date kept for the decision', async () => {
    const { connection } = await connect('user_new');
    const saved = await as.call('owner', SAVE_BANK, {
      id,
      b: { accountType: 'CHECKING', linkedAccountId: connection.checkingAccounts[0]!.account_id },
    });
    expect(JSON.stringify(saved.data)).toContain(`"accountOpenDate":"${easternDate(-10)}"`);
  });

  it('user_savings: no checking account (NO_ACCOUNTS), and a savings account cannot be saved', async () => {
    const { connection } = await connect('user_savings');
    expect(connection.resultCode).toBe('NO_ACCOUNTS');
    expect(connection.checkingAccounts).toEqual([]);
    expect((await as.call('owner', LINKED, { id })).data?.linkedBankAccounts).toEqual([]);
  });

  it('any other password is INVALID_CREDENTIALS; user_empty has no accounts (NO_ACCOUNTS)', async () => {
    const token = await linkToken(as, id);
    const wrong = await sandbox(h, 'accounts', {
      link_token: token,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_bad',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error_code: 'INVALID_CREDENTIALS' } });
    const empty = await sandbox(h, 'accounts', {
      link_token: token,
      institution_id: 'ins_109508',
      username: 'user_empty',
      password: 'pass_good',
    });
    expect(empty).toMatchObject({ status: 400, body: { error_code: 'NO_ACCOUNTS' } });
  });

  it('a bank without account numbers answers isAuthEnabled false', async () => {
    const { connection } = await connect('user_good', 'ins_gingham');
    expect(connection.isAuthEnabled).toBe(false);
    expect(connection.checkingAccounts).toEqual([]);
  });
});

describe('tokens', () => {
  it('a public token opens its item once', async () => {
    const token = await linkToken(as, id);
    const publicToken = await linkThrough(h, token, 'user_good');
    expect((await as.call('owner', INITIALIZE, { id, t: publicToken })).errors).toBeUndefined();
    expect(errorCode(await as.call('owner', INITIALIZE, { id, t: publicToken }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await as.call('owner', INITIALIZE, { id, t: 'public-sandbox-made-up' }))).toBe('BAD_USER_INPUT');
  });

  it('an expired Link token is refused by the sandbox', async () => {
    const token = await linkToken(as, id);
    await h.server.services.db.update(bankTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await sandbox(h, 'session', { link_token: token })).toMatchObject({
      status: 400,
      body: { error_code: 'INVALID_LINK_TOKEN' },
    });
  });
});

describe('Relogin Bank', () => {
  it('answers ITEM_LOGIN_REQUIRED once; update mode signs in again and the accounts come', async () => {
    const { connection } = await connect('user_good', 'ins_relogin');
    expect(connection).toMatchObject({ resultCode: 'ITEM_LOGIN_REQUIRED', checkingAccounts: [] });
    expect(connection.institution?.name).toBe('Relogin Bank');

    const updateToken = await linkToken(as, id, true);
    const session = await sandbox(h, 'session', { link_token: updateToken });
    expect(session.body.update).toMatchObject({ name: 'Relogin Bank' });
    // Update mode signs in to the same login: another sandbox user is refused.
    const other = await sandbox(h, 'accounts', {
      link_token: updateToken,
      institution_id: 'ins_relogin',
      username: 'user_new',
      password: 'pass_good',
    });
    expect(other.body.error_code).toBe('INVALID_CREDENTIALS');
    const publicToken = await linkThrough(h, updateToken, 'user_good', 'ins_relogin');
    const again = await as.call('owner', INITIALIZE, { id, t: publicToken, u: true });
    expect(again.errors).toBeUndefined();
    const repaired = again.data?.initializePlaidConnection as Connection;
    expect(repaired.resultCode).toBeNull();
    expect(repaired.checkingAccounts).toHaveLength(1);
  });
});
