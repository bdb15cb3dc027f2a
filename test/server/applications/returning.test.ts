// Returning customers skip what is known; conversions start from an eligible open loan; clone and withdraw; the
// 21-day cut-off of resuming; the seeded resume flow holds what Rita typed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import {
  callersFor,
  CLONE,
  CONVERT,
  CREATE,
  CREATE_RETURNING,
  fieldErrorsOf,
  GET,
  UNSUBMITTED,
  VALIDATE_LOAN,
  WITHDRAW,
} from './helpers';

type App = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const SKIP = 'query($e: String!) { skipResumeApplication(email: $e) }';
const SEARCH =
  'query { customerSystemSearch { hasOpenApplication hasRetailPresence customerType isReturningCustomer } }';

describe('createReturningApplication', () => {
  it('fills the personal step from the loan-system record so it is skipped', async () => {
    const as = await callersFor(h, 'online.returning@example.com', 'new.customer@example.com');
    const body = await as.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'lumen' });
    expect(body.errors).toBeUndefined();
    const app = body.data?.createReturningApplication as App;
    expect(app).toMatchObject({
      applicationType: 'STANDARD',
      stateCode: 'OH',
      channel: 'ONLINE',
      status: 'UNSUBMITTED',
    });
    expect(app.customerInformation.personalInformation).toMatchObject({
      firstName: 'Oliver',
      lastName: 'Online',
      dateOfBirth: '1979-07-30',
      documentNumber: '*****4321',
      // From the application of their paid-off loan: the state ID and the time at the address.
      driverLicenseStateCode: 'OH',
      driverLicenseNumber: '*****3456',
    });
    expect(app.customerInformation.additionalInformation).toEqual({ monthsAtAddress: 60, ownResidence: true });
    expect(app.customerInformation.contactInformation.address).toMatchObject({ zipCode: '43004', stateCode: 'OH' });
    expect(app.loanApplicationProgress.applicationUrl).toBe('/application/income');
    expect(app.externalSystemInformation).toEqual({ source: 'LOANPRO', customerCode: 'LP-100201' });
    expect(JSON.stringify(app)).not.toContain('987654321');
    const search = await as.call('owner', SEARCH);
    expect(search.data?.customerSystemSearch).toMatchObject({ hasOpenApplication: true, hasRetailPresence: false });
  });

  it('gives a retail customer their home store', async () => {
    const as = await callersFor(h, 'retail.returning@example.com', 'new.customer@example.com');
    const app = (await as.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'harbor' })).data
      ?.createReturningApplication as App;
    expect(app.channel).toBe('RETAIL');
    expect(app.storeInformation).toMatchObject({ storeNumber: '0417', brandName: 'harbor' });
    // No earlier application: the state ID is still to be asked.
    expect(app.customerInformation.personalInformation.driverLicenseNumber).toBeNull();
    expect((await as.call('owner', SEARCH)).data?.customerSystemSearch).toMatchObject({ hasRetailPresence: true });
  });

  it('refuses a new customer', async () => {
    const as = await callersFor(h, 'new.customer@example.com', 'online.returning@example.com');
    expect(errorCode(await as.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'lumen' }))).toBe('BAD_USER_INPUT');
  });

  it('starts a conversion from the open payday loan, and refuses a loan that is not eligible', async () => {
    const as = await callersFor(h, 'open.payday@example.com', 'online.returning@example.com');
    const body = await as.call('owner', CREATE_RETURNING, {
      t: 'CONVERSION',
      b: 'lumen',
      l: { loanNumber: 'PDL-5000501' },
    });
    expect(body.errors).toBeUndefined();
    const app = body.data?.createReturningApplication as App;
    expect(app.applicationType).toBe('CONVERSION');
    expect(app.originalLoanDetails).toEqual({ loanNumber: 'PDL-5000501', payoffAmount: 34_500, principal: 30_000 });
    expect(app.conversionDetails).toEqual({ loanNumber: 'PDL-5000501', productCode: 'ILP', payoffAmount: 34_500 });
    expect((await as.call('owner', VALIDATE_LOAN, { id: app.id })).data?.validateOriginalLoanDetails).toEqual({
      isNonStandardApplication: true,
      isEligible: true,
      hadLoanAmountDeleted: false,
    });
    // Oliver's paid-off loan, named by someone else: not eligible (not even found for this customer).
    const other = await as.call('owner', CREATE_RETURNING, {
      t: 'CONVERSION',
      b: 'lumen',
      l: { loanNumber: 'PDL-1000201' },
    });
    expect(fieldErrorsOf(other)).toEqual([
      { field: 'loanApplicationDetails.loanNumber', key: 'application.validation.loanNotEligible' },
    ]);
  });
});

describe('convertApplicationTypeToConversion and validateOriginalLoanDetails', () => {
  it('turns a standard application into a conversion of the customer’s own open loan', async () => {
    const as = await callersFor(h, 'open.payday@example.com', 'online.returning@example.com');
    // The conversion above is the open one; withdraw it so a standard application can start.
    const open = (await as.call('owner', UNSUBMITTED, { e: 'open.payday@example.com' })).data
      ?.unsubmittedApplication as App;
    await as.call('owner', WITHDRAW, { id: open.id });
    const standard = (await as.call('owner', CREATE_RETURNING, { t: 'STANDARD', b: 'lumen' })).data
      ?.createReturningApplication as App;
    expect((await as.call('owner', VALIDATE_LOAN, { id: standard.id })).data?.validateOriginalLoanDetails).toEqual({
      isNonStandardApplication: false,
      isEligible: true,
      hadLoanAmountDeleted: false,
    });
    const converted = await as.call('owner', CONVERT, { id: standard.id, l: { loanNumber: 'PDL-5000501' } });
    expect(converted.data?.convertApplicationTypeToConversion).toMatchObject({
      applicationType: 'CONVERSION',
      conversionDetails: { loanNumber: 'PDL-5000501' },
    });
    const wrong = await as.call('owner', CONVERT, { id: standard.id, l: { loanNumber: 'RPDL-3000301' } });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
  });
});

describe('cloneApplicationBase and withdrawApplication', () => {
  it('copies who the customer is under another brand, and the source gives way', async () => {
    const as = await callersFor(h, 'resume.app@example.com', 'new.customer@example.com');
    const source = (await as.call('owner', UNSUBMITTED, { e: 'resume.app@example.com' })).data
      ?.unsubmittedApplication as App;
    const body = await as.call('owner', CLONE, { id: source.id, b: 'pinecrest', sb: 'lumen', sc: 'RETAIL' });
    expect(body.errors).toBeUndefined();
    const clone = body.data?.cloneApplicationBase as App;
    expect(clone.id).not.toBe(source.id);
    expect(clone.suppressedBrands).toEqual(['lumen']);
    expect(clone.customerInformation.personalInformation).toMatchObject({
      firstName: 'Rita',
      documentNumber: '*****0801',
    });
    expect(clone.customerInformation.incomeInformation ?? null).toBeNull();
    expect((await as.call('owner', GET, { id: source.id })).data?.application).toMatchObject({ status: 'WITHDRAWN' });
    const resumable = (await as.call('owner', UNSUBMITTED, { e: 'resume.app@example.com' })).data
      ?.unsubmittedApplication as App;
    expect(resumable.id).toBe(clone.id);
  });

  it('withdraws, after which nothing is offered and a new application starts fresh', async () => {
    const as = await callersFor(h, 'new.customer@example.com', 'online.returning@example.com');
    const first = (await as.call('owner', CREATE, { a: { userInformation: { email: 'new.customer@example.com' } } }))
      .data?.createApplication as App;
    const withdrawn = await as.call('owner', WITHDRAW, { id: first.id });
    expect(withdrawn.data?.withdrawApplication).toEqual({ id: first.id, status: 'WITHDRAWN' });
    expect(
      (await as.call('owner', UNSUBMITTED, { e: 'new.customer@example.com' })).data?.unsubmittedApplication,
    ).toBeNull();
    expect((await as.call('owner', SKIP, { e: 'new.customer@example.com' })).data?.skipResumeApplication).toBe(true);
    // Withdrawn is final: no second withdraw, no saves.
    expect(errorCode(await as.call('owner', WITHDRAW, { id: first.id }))).toBe('BAD_USER_INPUT');
    const second = (await as.call('owner', CREATE, { a: { userInformation: { email: 'new.customer@example.com' } } }))
      .data?.createApplication as App;
    expect(second.id).not.toBe(first.id);
  });
});

describe('the 21-day cut-off and the seeded resume flow', () => {
  it('does not offer stale.app’s 30-day-old application', async () => {
    const as = await callersFor(h, 'stale.app@example.com', 'new.customer@example.com');
    expect(
      (await as.call('owner', UNSUBMITTED, { e: 'stale.app@example.com' })).data?.unsubmittedApplication,
    ).toBeNull();
    expect((await as.call('owner', SKIP, { e: 'stale.app@example.com' })).data?.skipResumeApplication).toBe(true);
    expect((await as.call('owner', SEARCH)).data?.customerSystemSearch).toMatchObject({ hasOpenApplication: false });
  });

  it('offers an application modified 20 days ago and not one modified 22 days ago', async () => {
    const as = await callersFor(h, 'keel.customer@example.com', 'new.customer@example.com');
    const app = (await as.call('owner', CREATE, { a: { userInformation: { email: 'keel.customer@example.com' } } }))
      .data?.createApplication as App;
    const db = h.server.services.db;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db
      .update(applications)
      .set({ modifiedAt: ago(20) })
      .where(eq(applications.id, app.id));
    expect(
      ((await as.call('owner', UNSUBMITTED, { e: 'keel.customer@example.com' })).data?.unsubmittedApplication as App)
        .id,
    ).toBe(app.id);
    await db
      .update(applications)
      .set({ modifiedAt: ago(22) })
      .where(eq(applications.id, app.id));
    expect(
      (await as.call('owner', UNSUBMITTED, { e: 'keel.customer@example.com' })).data?.unsubmittedApplication,
    ).toBeNull();
  });

  it('brings resume.app back at income with the personal data and product already typed', async () => {
    const fresh = await startHarness();
    try {
      const as = await callersFor(fresh, 'resume.app@example.com', 'new.customer@example.com');
      const app = (await as.call('owner', UNSUBMITTED, { e: 'resume.app@example.com' })).data
        ?.unsubmittedApplication as App;
      expect(app.loanApplicationProgress.applicationUrl).toBe('/application/income');
      expect(app.preferredProductCode).toBe('ILP');
      expect(app.storeInformation.storeNumber).toBe('2997');
      expect(app.customerInformation.personalInformation).toMatchObject({
        firstName: 'Rita',
        lastName: 'Resume',
        dateOfBirth: '1990-05-17',
        documentNumber: '*****0801',
        driverLicenseStateCode: 'OH',
      });
      expect(app.customerInformation.contactInformation.address.zipCode).toBe('43215');
      expect(app.customerInformation.incomeInformation ?? null).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
