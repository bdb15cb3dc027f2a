// A manually entered account: refused field by field (ABA checksum, 4 to 17 digits, holder, open date), kept sealed
// with its open date, and verified the way docs/bank-linking.md describes (a Link sign-in to the bank that holds it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbaRoutingNumber, validateManualBank, wholeDollars } from '../../../src/lib/application/bank';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, CREATE, easternDate, fieldErrorsOf, type Callers } from '../applications/helpers';
import { DECIDE, linkThrough, linkToken, SAVE_BANK, SEARCH_VERIFICATION } from './helpers';

const NORA = 'new.customer@example.com';
let h: Harness;
let as: Callers;
let id: string;

const manual = (overrides: Record<string, unknown> = {}) => ({
  accountType: 'CHECKING',
  accountHoldersName: 'Nora Newman',
  routingNumber: '011401533',
  accountNumber: '1111222233330000',
  accountOpenDate: '01/15/2020',
  ...overrides,
});

beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, NORA, 'online.returning@example.com');
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } }, { brand: 'lumen' });
  id = (created.data?.createApplication as { id: string }).id;
}, 60_000);
afterAll(() => h.close());

describe('the rules', () => {
  it('the ABA checksum accepts real routing numbers and refuses one digit off', () => {
    expect(isAbaRoutingNumber('011401533')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011401534')).toBe(false);
    expect(isAbaRoutingNumber('123456789')).toBe(false);
    expect(isAbaRoutingNumber('01140153')).toBe(false);
  });

  it('account numbers run 4 to 17 digits; the open date may not be in the future', () => {
    const now = new Date();
    expect(validateManualBank(manual({ accountNumber: '123' }) as never, now)[0]?.key).toBe(
      'application.bank.validation.accountLength',
    );
    expect(validateManualBank(manual({ accountNumber: '1'.repeat(18) }) as never, now)[0]?.key).toBe(
      'application.bank.validation.accountLength',
    );
    expect(validateManualBank(manual({ accountNumber: '1234' }) as never, now)).toEqual([]);
    expect(validateManualBank(manual({ accountOpenDate: easternDate(2) }) as never, now)[0]?.key).toBe(
      'application.bank.validation.openDateFuture',
    );
  });

  it('a balance is shown as whole dollars', () => {
    expect(wholeDollars(125_037)).toBe('1250');
    expect(wholeDollars(99)).toBe('0');
    expect(wholeDollars(null)).toBe('');
  });
});

describe('saveBankInformation by hand', () => {
  it('refuses each bad field with its message, the routing checksum included', async () => {
    const body = await as.call('owner', SAVE_BANK, {
      id,
      b: manual({
        routingNumber: '011401534',
        accountNumber: '12',
        accountHoldersName: '',
        accountOpenDate: '13/40/2020',
      }),
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'bankInfo.accountHoldersName', key: 'application.bank.validation.holderRequired' },
      { field: 'bankInfo.routingNumber', key: 'application.bank.validation.routingChecksum' },
      { field: 'bankInfo.accountNumber', key: 'application.bank.validation.accountLength' },
      { field: 'bankInfo.accountOpenDate', key: 'application.bank.validation.openDateInvalid' },
    ]);
    expect(body.errors?.[0]?.message).not.toMatch(/at |Error:/);
  });

  it('refuses a savings account: the loan needs checking', async () => {
    const body = await as.call('owner', SAVE_BANK, { id, b: manual({ accountType: 'SAVINGS' }) });
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'bankInfo.accountType', key: 'application.bank.validation.checkingOnly' },
    ]);
  });

  it('keeps the account masked, its open date, and asks for a bank verification', async () => {
    const body = await as.call('owner', SAVE_BANK, { id, b: manual() });
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('1111222233330000');
    expect(
      (body.data?.saveBankInformation as { customerInformation: { bankingInformation: unknown } }).customerInformation
        .bankingInformation,
    ).toMatchObject({
      isReadOnly: false,
      accountNumber: '*****0000',
      routingNumber: '*****1533',
      accountOpenDate: '2020-01-15',
      accountHoldersName: 'Nora Newman',
      verificationStatus: 'PENDING',
    });
    const search = await as.call('owner', SEARCH_VERIFICATION, { id });
    expect(search.data?.searchBankVerification).toMatchObject({ applicationId: id, status: 'PENDING', decisions: [] });
  });
});

describe('bank verification', () => {
  const requestCode = async () =>
    (
      (await as.call('owner', SEARCH_VERIFICATION, { id })).data?.searchBankVerification as {
        codes: { requestCode: string }[];
      }
    ).codes[0]!.requestCode;

  it('a sign-in to a bank without that account is NO_MATCH and stays PENDING', async () => {
    await as.call('owner', SAVE_BANK, { id, b: manual() });
    const publicToken = await linkThrough(h, await linkToken(as, id), 'user_new');
    const body = await as.call('owner', DECIDE, {
      id,
      d: { requestCode: await requestCode(), siteResult: publicToken },
    });
    expect(body.data?.saveDecisionBankVerification).toMatchObject({
      status: 'PENDING',
      decisions: [{ siteResult: 'NO_MATCH', decisionResult: 'NEEDS_NEW_FUNDING' }],
    });
  });

  it('a sign-in to the bank holding the account approves it, and the application says so', async () => {
    const publicToken = await linkThrough(h, await linkToken(as, id), 'user_good');
    const body = await as.call('owner', DECIDE, {
      id,
      d: { requestCode: await requestCode(), siteResult: publicToken },
    });
    expect(body.data?.saveDecisionBankVerification).toMatchObject({ status: 'APPROVED' });
    const app = await as.call(
      'owner',
      `query($id: ID!) { application(id: $id) {
      customerInformation { bankingInformation { verificationStatus } } } }`,
      { id },
    );
    expect(JSON.stringify(app.data)).toContain('"verificationStatus":"APPROVED"');
  });

  it('a wrong request code is refused', async () => {
    await as.call('owner', SAVE_BANK, { id, b: manual() });
    expect(errorCode(await as.call('owner', DECIDE, { id, d: { requestCode: 'NOPE', siteResult: 'x' } }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
