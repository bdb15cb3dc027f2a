// A new customer's application through the reference server: create, personal, product and store, income and
// progress, then resuming it with everything typed; saves refused field by field with the form's paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type Harness } from '../harness';
import {
  CREATE,
  easternDate,
  fieldErrorsOf,
  goodPersonal,
  harnessWithApplication,
  SAVE_INCOME,
  SAVE_PERSONAL,
  SAVE_PROGRESS,
  SAVE_STORE,
  SAVE_USER,
  UNSUBMITTED,
  type Callers,
} from './helpers';

const NORA = 'new.customer@example.com';
let h: Harness;
let as: Callers;
let id: string;

beforeAll(async () => {
  ({ h, as, id } = await harnessWithApplication(NORA, 'online.returning@example.com'));
}, 60_000);
afterAll(() => h.close());

type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

describe('createApplication', () => {
  it('starts an unsubmitted standard application at the personal step', async () => {
    const body = await as.call(
      'owner',
      `query($id: ID!) { application(id: $id) { status applicationType channel
      applicationNumber userInformation { email } loanApplicationProgress { applicationUrl } } }`,
      { id },
    );
    expect(body.data?.application).toMatchObject({
      status: 'UNSUBMITTED',
      applicationType: 'STANDARD',
      channel: 'ONLINE',
      userInformation: { email: NORA },
      loanApplicationProgress: { applicationUrl: '/application/personal' },
    });
    expect((body.data?.application as App).applicationNumber).toMatch(/^APP-[2-9A-HJ-NP-Z]{10}$/);
  });

  it('returns the open application instead of a second one', async () => {
    const again = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } });
    expect((again.data?.createApplication as App).id).toBe(id);
  });

  it('refuses an application for someone else’s e-mail and a conversion type', async () => {
    expect(errorCode(await as.call('owner', CREATE, { a: { userInformation: { email: 'x@example.com' } } }))).toBe(
      'FORBIDDEN',
    );
    const conversion = await as.call('owner', CREATE, {
      a: { applicationType: 'CONVERSION', userInformation: { email: NORA } },
    });
    expect(errorCode(conversion)).toBe('BAD_USER_INPUT');
  });
});

describe('savePersonalInformation', () => {
  it('stores the step tidy, the SSN and licence masked, and moves the progress', async () => {
    const { p, c, a } = goodPersonal();
    const body = await as.call('owner', SAVE_PERSONAL, {
      id,
      p: { ...p, dateOfBirth: '04/12/1985' },
      c,
      a,
      l: { applicationUrl: '/application/product-preference' },
    });
    expect(body.errors).toBeUndefined();
    const app = body.data?.savePersonalInformation as App;
    expect(app.stateCode).toBe('OH');
    expect(app.customerInformation.personalInformation).toMatchObject({
      firstName: 'Nora',
      dateOfBirth: '1985-04-12',
      documentType: 'SSN',
      documentNumber: '*****3333',
      driverLicenseNumber: '*****4567',
      driverLicenseStateCode: 'CA',
    });
    expect(app.customerInformation.contactInformation.phones).toEqual([
      { type: 'C', number: '6145550123', phonePreference: 'PRIMARY' },
    ]);
    expect(app.loanApplicationProgress.applicationUrl).toBe('/application/product-preference');
    expect(JSON.stringify(app)).not.toContain('111223333');
  });

  it('never stores the SSN or the licence number in clear', async () => {
    const { applications } = await import('../../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await h.server.services.db.select().from(applications).where(eq(applications.id, id));
    const stored = JSON.stringify(row?.data);
    expect(stored).not.toContain('111223333');
    expect(stored).not.toContain('111-22-3333');
    expect(stored).not.toContain('A1234567');
    expect(stored).toContain('3333');
  });

  it('keeps the stored SSN and licence when the form sends them back masked', async () => {
    const { p, c } = goodPersonal();
    const body = await as.call('owner', SAVE_PERSONAL, {
      id,
      p: { ...p, firstName: 'Norah', documentNumber: '*****3333', driverLicenseNumber: '*****4567' },
      c,
    });
    expect(body.errors).toBeUndefined();
    expect((body.data?.savePersonalInformation as App).customerInformation.personalInformation).toMatchObject({
      firstName: 'Norah',
      documentNumber: '*****3333',
      driverLicenseNumber: '*****4567',
    });
  });

  it.each([
    [
      'an applicant under 18',
      { p: { dateOfBirth: easternDate(-365 * 17) } },
      'personalInformation.dateOfBirth',
      'application.validation.minimumAge',
    ],
    [
      'a PO box',
      { c: { address: { addressLine1: 'P.O. Box 12' } } },
      'address.addressLine1',
      'application.validation.poBox',
    ],
    [
      'a wrong CA licence number',
      { p: { driverLicenseNumber: '12345678' } },
      'personalInformation.driverLicenseNumber',
      'application.validation.stateIdPattern',
    ],
    [
      'a phone starting with 0',
      { c: { phones: [{ type: 'C', number: '(014) 555-0123' }] } },
      'phones[0].number',
      'application.validation.phoneFirstDigit',
    ],
    [
      'an 8-digit SSN',
      { p: { documentNumber: '12345678' } },
      'personalInformation.documentNumber',
      'application.validation.ssnFormat',
    ],
    [
      'a ZIP outside the state',
      { c: { address: { zipCode: '10001' } } },
      'address.zipCode',
      'application.validation.zipNotInState',
    ],
  ])('refuses %s with its field path and key', async (_what, change, field, key) => {
    const good = goodPersonal();
    const changed = change as { p?: object; c?: { address?: object; phones?: object[] } };
    const body = await as.call('owner', SAVE_PERSONAL, {
      id,
      p: { ...good.p, ...changed.p },
      c: {
        address: { ...good.c.address, ...changed.c?.address },
        phones: changed.c?.phones ?? good.c.phones,
      },
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(body)).toEqual([{ field, key }]);
    expect(body.errors?.[0]?.message).not.toMatch(/stack|Error:/);
  });

  it('reports every refused field at once, with the English text of the first as the message', async () => {
    const good = goodPersonal();
    const body = await as.call('owner', SAVE_PERSONAL, {
      id,
      p: { ...good.p, firstName: ' ', dateOfBirth: '2030-01-01' },
      c: { ...good.c, address: { ...good.c.address, cityName: '' } },
    });
    expect(fieldErrorsOf(body).map((e) => e.field)).toEqual([
      'personalInformation.firstName',
      'personalInformation.dateOfBirth',
      'address.cityName',
    ]);
    expect(body.errors?.[0]?.message).toBe('First name is required');
  });
});

describe('saveUserInformation', () => {
  it('keeps the account e-mail and the applicant’s answers, merging disclosures by tag', async () => {
    await as.call('owner', SAVE_USER, {
      id,
      u: { email: NORA },
      a: { smsOptIn: true, disclosures: [{ idTag: 'econsent', value: true }] },
    });
    const body = await as.call('owner', SAVE_USER, {
      id,
      u: { email: NORA.toUpperCase() },
      a: { canShareInfo: false, disclosures: [{ idTag: 'privacy', value: true }] },
    });
    expect((body.data?.saveUserInformation as App).loanApplication.additionalAttributes).toEqual({
      smsOptIn: true,
      canShareInfo: false,
      disclosures: [
        { idTag: 'econsent', value: true },
        { idTag: 'privacy', value: true },
      ],
    });
  });

  it('refuses another e-mail than the account’s', async () => {
    const body = await as.call('owner', SAVE_USER, { id, u: { email: 'someone@example.com' } });
    expect(fieldErrorsOf(body)).toEqual([{ field: 'userInfo.email', key: 'application.validation.emailNotAccount' }]);
  });
});

describe('saveStoreInformation', () => {
  it('saves the product preference alone, then the store with it', async () => {
    const product = await as.call('owner', SAVE_STORE, {
      id,
      s: { preferredProductCode: 'PDL', channel: 'ONLINE', brandName: 'lumen' },
      l: { applicationUrl: '/application/store-select' },
    });
    expect(product.errors).toBeUndefined();
    expect(product.data?.saveStoreInformation).toMatchObject({ preferredProductCode: 'PDL', channel: 'ONLINE' });
    expect((product.data?.saveStoreInformation as App).storeInformation.storeNumber ?? null).toBeNull();

    const store = await as.call('owner', SAVE_STORE, { id, s: { storeNumber: '0417', preferredProductCode: 'PDL' } });
    expect(store.errors).toBeUndefined();
    const info = (store.data?.saveStoreInformation as App).storeInformation;
    expect(info).toMatchObject({ storeNumber: '0417', brandName: 'harbor' });
    expect(info.store).toMatchObject({ storeNumber: '0417', postalCode: '43215', phone: '6145550417' });
    expect(info.store.hours).toHaveLength(7);
    expect(info.store.hours[6]).toMatchObject({ day: 'SUNDAY', closed: true, openTime: null });
  });

  it('takes 2997 as no store', async () => {
    const body = await as.call('owner', SAVE_STORE, { id, s: { storeNumber: '2997', channel: 'ONLINE' } });
    expect((body.data?.saveStoreInformation as App).storeInformation).toMatchObject({
      storeNumber: '2997',
      store: null,
    });
  });

  it('refuses a store that does not exist and a product not offered in the state', async () => {
    const unknown = await as.call('owner', SAVE_STORE, { id, s: { storeNumber: '9999' } });
    expect(fieldErrorsOf(unknown)).toEqual([
      { field: 'storeInfo.storeNumber', key: 'application.validation.storeUnknown' },
    ]);
    const product = await as.call('owner', SAVE_STORE, { id, s: { preferredProductCode: 'BANK_ILP' } });
    expect(fieldErrorsOf(product)).toEqual([
      { field: 'storeInfo.preferredProductCode', key: 'application.validation.productUnavailable' },
    ]);
  });
});

describe('saveIncomeInformation', () => {
  const income = (change: object = {}) => ({
    type: 'E',
    employerName: 'Acme Tools',
    paymentFrequency: 'BI',
    amountNet: 125_000,
    amountGross: 150_000,
    nextPaymentDate: easternDate(5),
    ...change,
  });

  it('stores every income field in cents with ISO dates', async () => {
    const body = await as.call('owner', SAVE_INCOME, { id, i: income(), g: [{ idTag: 'incomeTruth', value: true }] });
    expect(body.errors).toBeUndefined();
    expect((body.data?.saveIncomeInformation as App).customerInformation.incomeInformation).toEqual({
      type: 'E',
      employerName: 'Acme Tools',
      paymentFrequency: 'BI',
      amountNet: 125_000,
      amountGross: 150_000,
      nextPaymentDate: easternDate(5),
    });
  });

  it.each([
    [{ nextPaymentDate: easternDate(-1) }, 'incomeInfo.nextPaymentDate', 'application.validation.nextPayDatePast'],
    [
      { paymentFrequency: 'MON', nextPaymentDate: easternDate(40) },
      'incomeInfo.nextPaymentDate',
      'application.validation.nextPayDateMonthly',
    ],
    [{ employerName: '' }, 'incomeInfo.employerName', 'application.validation.employerRequired'],
    [{ amountNet: 0 }, 'incomeInfo.amountNet', 'application.validation.amountPositive'],
    [{ amountGross: 100 }, 'incomeInfo.amountGross', 'application.validation.grossBelowNet'],
  ])('refuses %o', async (change, field, key) => {
    const body = await as.call('owner', SAVE_INCOME, { id, i: income(change) });
    expect(fieldErrorsOf(body)).toEqual([{ field, key }]);
  });
});

describe('saveLoanApplicationProgress and resuming', () => {
  it('records the step and refuses what is not an application path', async () => {
    const saved = await as.call('owner', SAVE_PROGRESS, { id, u: '/application/bank' });
    expect(saved.data?.saveLoanApplicationProgress).toEqual({
      loanApplicationProgress: { applicationUrl: '/application/bank' },
    });
    for (const url of ['https://evil.example/application', '/account', '/application/../admin', '/application/Bank'])
      expect(fieldErrorsOf(await as.call('owner', SAVE_PROGRESS, { id, u: url }))).toEqual([
        { field: 'applicationUrl', key: 'application.validation.progressUrl' },
      ]);
  });

  it('brings the applicant back to the same step with everything typed', async () => {
    const body = await as.call('owner', UNSUBMITTED, { e: NORA });
    const app = body.data?.unsubmittedApplication as App;
    expect(app.id).toBe(id);
    expect(app.loanApplicationProgress.applicationUrl).toBe('/application/bank');
    expect(app.customerInformation.personalInformation.firstName).toBe('Norah');
    expect(app.customerInformation.incomeInformation.employerName).toBe('Acme Tools');
    expect(app.preferredProductCode).toBe('PDL');
  });
});

describe('createApplication with a store and a campaign', () => {
  it('starts a retail application at the chosen store and keeps the campaign, ignoring a malformed campaign header', async () => {
    const keel = 'keel.customer@example.com';
    const token = await h.idToken(keel);
    const create = (variables: Record<string, unknown>, campaign: string) =>
      h.graphql(CREATE, { token, variables, headers: { 'x-campaign-id': campaign, 'x-brand-key': 'harbor' } });
    const unknown = await create(
      { a: { userInformation: { email: keel }, storeInformation: { storeNumber: '9999' } } },
      '2500',
    );
    expect(fieldErrorsOf(unknown.body)).toEqual([
      { field: 'storeInfo.storeNumber', key: 'application.validation.storeUnknown' },
    ]);
    const body = (
      await create(
        { a: { userInformation: { email: keel }, stateCode: 'oh', storeInformation: { storeNumber: '0417' } } },
        "x' OR 1=1; --".repeat(5),
      )
    ).body;
    expect(body.errors).toBeUndefined();
    const app = body.data?.createApplication as App;
    expect(app).toMatchObject({ channel: 'RETAIL', stateCode: 'OH', storeInformation: { storeNumber: '0417' } });
    const campaign = await h.graphql(`query($id: ID!) { application(id: $id) { campaignId source } }`, {
      token,
      variables: { id: app.id },
    });
    expect(campaign.body.data?.application).toEqual({ campaignId: null, source: 'harbor' });
  });
});
