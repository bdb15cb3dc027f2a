// The final steps through the reference server: the texted code to the application's phone
// (OTP_VALID, a wrong code, OTP_EXPIRED after 10 minutes, OTP_EXCEEDED after the attempt limit, the result kept on the
// application), the product and the loan asked for within the product's and the state's limits (California), the
// photo-ID check as a timed row (approved, or denied for a `deny` file name, 3 s after the upload), opting out, the
// phone check URL, and who may call each operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkApplicationOtp, sendApplicationOtp } from '../../../server/applications/finalSteps/otp';
import { readIdentityCheck } from '../../../server/applications/finalSteps/identityCheck';
import { findApplication, insertApplication } from '../../../server/applications/repository';
import { errorCode, startHarness, type GraphQLResponse, type Harness } from '../harness';
import { testClock } from '../testClock';
import {
  callersFor,
  CREATE,
  easternDate,
  fieldErrorsOf,
  goodPersonal,
  SAVE_INCOME,
  SAVE_PERSONAL,
  type Callers,
} from './helpers';

const NORA = 'new.customer@example.com';
const PHONE = '6145550123';
const FIELDS = `id stateCode initialApplicationDetails { product { productCode channel } }
  loanRequest { productCode channel amountCents term } identityCheck { status optedOut }
  loanApplication { additionalAttributes { otpResponse } }`;
const SEND = `mutation($id: ID!, $p: String) { sendOtp(request: { applicationId: $id, phoneNumber: $p }) { success sentTo } }`;
const CHECK = `query($id: ID!, $c: String!) { otpSearch(request: { applicationId: $id, code: $c }) { result } }`;
const GET = `query($id: ID!) { application(id: $id) { ${FIELDS} } }`;
const CHOOSE = `mutation($id: ID!, $p: ProductCode!, $c: Channel!) { saveProductChoice(id: $id, productCode: $p, channel: $c) { ${FIELDS} } }`;
const REQUEST = `mutation($id: ID!, $p: ProductCode!, $c: Channel!, $a: Int!, $t: Int!) {
  saveLoanRequest(id: $id, productCode: $p, channel: $c, amountCents: $a, term: $t) { ${FIELDS} } }`;
const UPLOAD = `mutation($id: ID!, $d: IdentityDocumentInput!) { submitIdentityDocument(applicationId: $id, document: $d) { id status } }`;
const SEARCH_ID = `query($id: ID!) { searchIntellicheckVerification(applicationId: $id) { id status } }`;
const OPT_OUT = `mutation($id: ID!) { optOutOfIdentityCheck(applicationId: $id) { ${FIELDS} } }`;
const PHONE_URL = `query($id: ID!, $p: String!) { generateBokuEVURL(applicationId: $id, phoneNumber: $p) }`;

/** The smallest real PNG (1×1), base64. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let h: Harness;
let as: Callers;
let id: string;

type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path
const app = (body: GraphQLResponse, field: string) => body.data?.[field] as App;

async function latestCodeTo(to: string): Promise<string> {
  const [message] = await h.server.services.outbox.list(to);
  return message?.code ?? '';
}

/** An application stored directly (another customer's flow need not be walked): Ohio, with a phone. */
async function storedApplication(email: string) {
  return insertApplication(h.server.services.db, {
    email,
    brand: 'lumen',
    status: 'UNSUBMITTED',
    applicationType: 'STANDARD',
    applicationSource: 'SAGA_APPLICATION_ONLINE',
    channel: 'ONLINE',
    stateCode: 'OH',
    data: {
      customerInformation: { contactInformation: { phones: [{ type: 'C', number: '6145550999' }], emails: [] } },
    },
  });
}

const clock = testClock();

beforeAll(async () => {
  h = await startHarness(undefined, { clock: clock.now });
  as = await callersFor(h, NORA, 'online.returning@example.com');
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } }, { brand: 'lumen' });
  id = app(created, 'createApplication').id as string;
  const personal = goodPersonal();
  expect((await as.call('owner', SAVE_PERSONAL, { id, ...personal })).errors).toBeUndefined();
  const income = {
    type: 'E',
    employerName: 'Acme Tools',
    paymentFrequency: 'BI',
    amountNet: 125_000,
    amountGross: 150_000,
    nextPaymentDate: easternDate(5),
  };
  expect((await as.call('owner', SAVE_INCOME, { id, i: income })).errors).toBeUndefined();
}, 60_000);
afterAll(() => h.close());

describe('otp: a code texted to the application’s phone', () => {
  it('refuses a number that is not the application’s', async () => {
    const body = await as.call('owner', SEND, { id, p: '(614) 555-9999' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
  });

  it('texts a code to the phone on the application, shown masked', async () => {
    const body = await as.call('owner', SEND, { id });
    expect(body.data?.sendOtp).toEqual({ success: true, sentTo: '(***) ***-0123' });
    expect(await latestCodeTo(PHONE)).toMatch(/^\d{6}$/);
  });

  it('answers a wrong code as such and keeps the result on the application', async () => {
    const code = await latestCodeTo(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await as.call('owner', CHECK, { id, c: wrong })).data?.otpSearch).toEqual({ result: 'OTP_INVALID' });
    const stored = app(await as.call('owner', GET, { id }), 'application');
    expect(stored.loanApplication.additionalAttributes.otpResponse).toBe('OTP_INVALID');
  });

  it('refuses a code that is not a number, or is too long, with the catalogue’s words', async () => {
    const letters = await as.call('owner', CHECK, { id, c: 'abc' });
    expect(errorCode(letters)).toBe('BAD_USER_INPUT');
    const long = await as.call('owner', CHECK, { id, c: '12345678901' });
    expect(long.errors?.[0]?.message).toBe('Max characters exceeded.');
    expect((await as.call('owner', CHECK, { id, c: ' ' })).errors?.[0]?.message).toBe('Required.');
  });

  it('OTP_VALID for the right code, stored; a wrong code afterwards changes nothing', async () => {
    const code = await latestCodeTo(PHONE);
    expect((await as.call('owner', CHECK, { id, c: code })).data?.otpSearch).toEqual({ result: 'OTP_VALID' });
    await as.call('owner', CHECK, { id, c: code === '000000' ? '111111' : '000000' });
    const stored = app(await as.call('owner', GET, { id }), 'application');
    expect(stored.loanApplication.additionalAttributes.otpResponse).toBe('OTP_VALID');
  });

  it('OTP_EXPIRED for a code checked after 10 minutes, and a new code works', async () => {
    const row = await storedApplication('expiry@example.com');
    const deps = h.server.services;
    const sentAt = new Date();
    await sendApplicationOtp(deps, row, null, sentAt);
    const code = await latestCodeTo('6145550999');
    const late = new Date(sentAt.getTime() + 10 * 60_000 + 1);
    expect(await checkApplicationOtp(deps, row, code, late)).toBe('OTP_EXPIRED');
    const stored = await findApplication(deps.db, row.id);
    expect((stored?.data as App).loanApplication.additionalAttributes.otpResponse).toBe('OTP_EXPIRED');
    const resentAt = new Date(late.getTime() + 31_000);
    expect((await sendApplicationOtp(deps, row, null, resentAt)).success).toBe(true);
    const fresh = await latestCodeTo('6145550999');
    expect(await checkApplicationOtp(deps, (await findApplication(deps.db, row.id))!, fresh, resentAt)).toBe(
      'OTP_VALID',
    );
  });

  it('OTP_EXCEEDED once the attempts are used up, and then even the right code is refused', async () => {
    const row = await storedApplication('exceeded@example.com');
    const deps = h.server.services;
    await sendApplicationOtp(deps, row, null);
    const code = await latestCodeTo('6145550999');
    const wrong = code === '000000' ? '111111' : '000000';
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await checkApplicationOtp(deps, row, wrong));
    expect(results).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_EXCEEDED']);
    expect(await checkApplicationOtp(deps, row, code)).toBe('OTP_EXCEEDED');
    expect((await sendApplicationOtp(deps, row, null, new Date(Date.now() + 60_000))).success).toBe(false);
  });
});

describe('products and the loan asked for', () => {
  it('refuses a product the brand does not offer here', async () => {
    const body = await as.call('owner', CHOOSE, { id, p: 'BANK_ILP', c: 'ONLINE' });
    expect(fieldErrorsOf(body)).toEqual([{ field: 'productCode', key: 'application.finalSteps.products.unavailable' }]);
  });

  it('keeps the product chosen', async () => {
    const body = await as.call('owner', CHOOSE, { id, p: 'ILP', c: 'ONLINE' });
    expect(app(body, 'saveProductChoice').initialApplicationDetails.product).toEqual({
      productCode: 'ILP',
      channel: 'ONLINE',
    });
  });

  it.each([
    ['above the maximum', 310_000, 18, [{ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' }]],
    ['below the minimum', 40_000, 18, [{ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' }]],
    ['off the $50 step', 140_025, 18, [{ field: 'amountCents', key: 'application.finalSteps.amount.step' }]],
    ['a term too long', 140_000, 30, [{ field: 'term', key: 'application.finalSteps.amount.termOutOfRange' }]],
  ])('refuses an amount %s, field by field', async (_case, amount, term, errors) => {
    const body = await as.call('owner', REQUEST, { id, p: 'ILP', c: 'ONLINE', a: amount, t: term });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(body)).toEqual(errors);
  });

  it('stores an amount and term within the limits as the application’s loanRequest', async () => {
    const body = await as.call('owner', REQUEST, { id, p: 'ILP', c: 'ONLINE', a: 300_000, t: 18 });
    expect(app(body, 'saveLoanRequest').loanRequest).toEqual({
      productCode: 'ILP',
      channel: 'ONLINE',
      amountCents: 300_000,
      term: 18,
    });
  });

  it('in California: at most $2,400 financed, and a payday loan at most $300', async () => {
    const personal = goodPersonal();
    const ca = {
      ...personal,
      c: {
        ...personal.c,
        address: { addressLine1: '1 Market St', cityName: 'San Francisco', stateCode: 'CA', zipCode: '94105' },
      },
    };
    const moved = await as.call('owner', SAVE_PERSONAL, { id, ...ca });
    expect(moved.errors).toBeUndefined();
    const over = await as.call('owner', REQUEST, { id, p: 'ILP', c: 'ONLINE', a: 245_000, t: 18 });
    expect(fieldErrorsOf(over)).toEqual([{ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' }]);
    const cap = await as.call('owner', REQUEST, { id, p: 'ILP', c: 'ONLINE', a: 240_000, t: 18 });
    expect(app(cap, 'saveLoanRequest').loanRequest.amountCents).toBe(240_000);
    const payday = await as.call('owner', REQUEST, { id, p: 'PDL', c: 'ONLINE', a: 35_000, t: 14 });
    expect(fieldErrorsOf(payday)).toEqual([{ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' }]);
    const paydayCap = await as.call('owner', REQUEST, { id, p: 'PDL', c: 'ONLINE', a: 30_000, t: 14 });
    expect(app(paydayCap, 'saveLoanRequest').loanRequest).toMatchObject({ productCode: 'PDL', amountCents: 30_000 });
    // Back to Ohio for the rest.
    await as.call('owner', SAVE_PERSONAL, { id, ...personal });
  });
});

describe('identity check', () => {
  it('refuses a file that is not an image, or too big', async () => {
    const text = await as.call('owner', UPLOAD, {
      id,
      d: { fileName: 'id.png', contentType: 'image/png', data: Buffer.from('not an image').toString('base64') },
    });
    expect(errorCode(text)).toBe('BAD_USER_INPUT');
    const pdf = await as.call('owner', UPLOAD, {
      id,
      d: { fileName: 'id.pdf', contentType: 'application/pdf', data: PNG },
    });
    expect(errorCode(pdf)).toBe('BAD_USER_INPUT');
    const big = Buffer.alloc(600 * 1024);
    Buffer.from(PNG, 'base64').copy(big);
    const large = await as.call('owner', UPLOAD, {
      id,
      d: { fileName: 'id.png', contentType: 'image/png', data: big.toString('base64') },
    });
    expect(large.errors?.[0]?.message).toBe('The image must be at most 512 KB.');
  });

  it('denies a file whose name contains deny, 3 s after the upload (a timed row, settled by the first read)', async () => {
    const started = await as.call('owner', UPLOAD, {
      id,
      d: { fileName: 'license-DENY.png', contentType: 'image/png', data: PNG },
    });
    expect(started.data?.submitIdentityDocument).toMatchObject({ status: 'PENDING' });
    expect((await as.call('owner', SEARCH_ID, { id })).data?.searchIntellicheckVerification).toMatchObject({
      status: 'PENDING',
    });
    const db = h.server.services.db;
    expect((await readIdentityCheck(db, id, new Date(clock.now().getTime() + 2_000)))?.status).toBe('PENDING');
    expect((await readIdentityCheck(db, id, new Date(clock.now().getTime() + 3_100)))?.status).toBe('DENIED');
    expect((await as.call('owner', SEARCH_ID, { id })).data?.searchIntellicheckVerification).toMatchObject({
      status: 'DENIED',
    });
  });

  it('approves any other image after 3 s, on the server’s own clock', async () => {
    await as.call('owner', UPLOAD, { id, d: { fileName: 'license.png', contentType: 'image/png', data: PNG } });
    clock.advance(3_100);
    expect((await as.call('owner', SEARCH_ID, { id })).data?.searchIntellicheckVerification).toMatchObject({
      status: 'APPROVED',
    });
    expect(app(await as.call('owner', GET, { id }), 'application').identityCheck).toEqual({
      status: 'APPROVED',
      optedOut: false,
    });
  });

  it('records a choice to verify in a store', async () => {
    const body = await as.call('owner', OPT_OUT, { id });
    expect(app(body, 'optOutOfIdentityCheck').identityCheck).toMatchObject({ optedOut: true });
  });

  it('gives a phone check URL for the phone on file only; opening it completes the check once', async () => {
    expect(errorCode(await as.call('owner', PHONE_URL, { id, p: '(614) 555-9999' }))).toBe('BAD_USER_INPUT');
    const body = await as.call('owner', PHONE_URL, { id, p: '(614) 555-0123' });
    const url = body.data?.generateBokuEVURL as string;
    expect(url).toMatch(/^\/demo\/boku\/ev\/[0-9a-f-]{36}$/);
    const first = await fetch(`${h.baseUrl}${url}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Phone verified');
    expect((await fetch(`${h.baseUrl}${url}`)).status).toBe(404);
  });
});

describe('who may call the final steps', () => {
  const operations: [string, string, () => Record<string, unknown>][] = [
    ['sendOtp', SEND, () => ({ id })],
    ['otpSearch', CHECK, () => ({ id, c: '123456' })],
    ['saveProductChoice', CHOOSE, () => ({ id, p: 'ILP', c: 'ONLINE' })],
    ['saveLoanRequest', REQUEST, () => ({ id, p: 'ILP', c: 'ONLINE', a: 140_000, t: 18 })],
    ['submitIdentityDocument', UPLOAD, () => ({ id, d: { fileName: 'a.png', contentType: 'image/png', data: PNG } })],
    ['searchIntellicheckVerification', SEARCH_ID, () => ({ id })],
    ['optOutOfIdentityCheck', OPT_OUT, () => ({ id })],
    ['generateBokuEVURL', PHONE_URL, () => ({ id, p: PHONE })],
  ];

  it.each(operations)(
    '%s: not signed in, another customer, an enrolling visitor or a CSR acting as no one is refused',
    async (_name, query, vars) => {
      expect(errorCode(await as.call('anonymous', query, vars()))).toBe('UNAUTHENTICATED');
      expect(errorCode(await as.call('otherCustomer', query, vars()))).toBe('FORBIDDEN');
      expect(errorCode(await as.call('enrollment', query, vars()))).toBe('FORBIDDEN');
      expect(errorCode(await as.call('csrAlone', query, vars()))).toBe('FORBIDDEN');
    },
  );

  it.each(operations)('%s: a CSR acting as the customer may', async (_name, query, vars) => {
    expect(errorCode(await as.call('csrActing', query, vars()))).not.toBe('FORBIDDEN');
  });
});
