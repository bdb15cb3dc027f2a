// The application saga with the real reducer and its endpoints answered by name: where each save leads (the step
// table's next page, not-in-state, the customer search's outcomes), progress saved after every step, refusals kept
// for the form (and never the SSN in the state), and a new visit offered its saved application (under 21 days).
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { applicationApi, type Application } from '../../../api/application/endpoints';
import { SaveStoreInformationDocument } from '../../../api/generated/graphql';
import { APPLICATION_HANDLERS } from '../../../sagas/application/application';
import { EndpointError } from '../../../sagas/callEndpoint';
import { convert, linkRecord } from '../../../sagas/application/outcomes';
import { openPage } from '../../../sagas/application/pages';
import { savePersonal, startApplication } from '../../../sagas/application/steps';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import {
  applicationPageOpened,
  applicationStartSubmitted,
  conversionChosen,
  enrollmentLinkRequested,
  initialApplicationState,
  personalSubmitted,
  storeSubmitted,
  type ApplicationState,
  type PersonalSubmission,
} from '../../../store/application';
import type { AuthState } from '../../../store/auth';
import { application, DAY_MS, savedAt, withPersonal, withProduct, withStore } from '../features/applicationFixtures';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

type Name = keyof typeof applicationApi.endpoints;

async function run(
  saga: (action: never) => Generator,
  action: UnknownAction,
  answers: Partial<Record<Name, unknown>>,
  state: { auth?: Partial<AuthState>; application?: Partial<ApplicationState> } = {},
) {
  const ctx = fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
  const base = stateWith({
    auth: {
      initialized: true,
      isAuthenticated: true,
      email: 'new.customer@example.com',
      customerType: 'new',
      ...state.auth,
    },
  });
  const initial = plainRootReducer(
    { ...base, application: { ...initialApplicationState, ...state.application } } as RootState,
    action,
  );
  function* root() {
    yield call(saga as never, action as never);
  }
  const { storeState } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(applicationApi.endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to), tracked: ctx.tracked };
}

const SUBMISSION: PersonalSubmission = {
  personalInfo: {
    firstName: 'Nora',
    lastName: 'Newman',
    dateOfBirth: '1990-05-01',
    documentType: 'SSN',
    documentNumber: '555123456',
    driverLicenseStateCode: 'OH',
    driverLicenseNumber: 'AB123456',
  },
  contactInfo: {
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phones: [{ number: '6145550188', type: 'C', phonePreference: 'PRIMARY' }],
  },
  additionalInfo: {},
};

const OFFERED = { products: [{ productCode: 'ILP' }] };
const NOT_KNOWN = { isReturningCustomer: false, hasPendingApplication: false, hasOnlinePendingOrigination: false };
const CONVERTIBLE = {
  applicationConversionEligibility: {
    hasOpenRetailLoan: false,
    conversionDetails: {
      isEligible: true,
      loanNumber: 'PDL-5000501',
      productCode: 'PDL',
      payoffAmount: 34500,
      brandName: 'lumen',
      sourceSystem: null,
    },
  },
};
const started = { application: { applicationId: 'app-1', status: 'ready' as const } };

describe('the personal step', () => {
  it('saves, checks the state and the customer search, saves the progress and shows product preference', async () => {
    const saved = withPersonal(application());
    const { calls, nav, state } = await run(
      savePersonal,
      personalSubmitted(SUBMISSION),
      {
        savePersonalInformation: saved,
        getProductAvailability: OFFERED,
        customerSsnSearch: NOT_KNOWN,
        saveLoanApplicationProgress: savedAt(saved, p.productPreference),
      },
      started,
    );
    expect(calls.map((c) => c.name)).toEqual([
      'savePersonalInformation',
      'getProductAvailability',
      'customerSsnSearch',
      'saveLoanApplicationProgress',
    ]);
    expect(calls[1]?.arg).toEqual({ stateCode: 'OH', brandName: 'lumen' });
    expect(calls[3]?.arg).toEqual({ id: 'app-1', applicationUrl: p.productPreference });
    expect(nav).toEqual([p.productPreference]);
    expect(state.application).toMatchObject({ status: 'ready', applicationId: 'app-1', stateCode: 'OH' });
    // The SSN went to the server only.
    expect(JSON.stringify(state)).not.toContain('555123456');
  });

  it('sends an address where the brand does not lend to not-in-state, without searching the SSN', async () => {
    const saved = withPersonal(application());
    const { calls, nav } = await run(
      savePersonal,
      personalSubmitted(SUBMISSION),
      { savePersonalInformation: saved, getProductAvailability: { products: [] } },
      started,
    );
    expect(calls.map((c) => c.name)).toEqual(['savePersonalInformation', 'getProductAvailability']);
    expect(nav).toEqual([p.notInState]);
  });

  it('sends a known customer on a new account to force-enrollment', async () => {
    const saved = withPersonal(application());
    const { nav } = await run(
      savePersonal,
      personalSubmitted(SUBMISSION),
      {
        savePersonalInformation: saved,
        getProductAvailability: OFFERED,
        customerSsnSearch: { ...NOT_KNOWN, isReturningCustomer: true },
      },
      started,
    );
    expect(nav).toEqual([p.forceEnrollment]);
  });

  it("keeps the server's refusal for the form: the generic alert and each field, and stays", async () => {
    const refusal = new EndpointError({
      kind: 'input',
      code: 'BAD_USER_INPUT',
      message: 'You must be at least 18 years old to apply',
      fieldErrors: [{ field: 'personalInformation.dateOfBirth', key: 'application.validation.minimumAge' }],
    });
    const { nav, state } = await run(
      savePersonal,
      personalSubmitted(SUBMISSION),
      { savePersonalInformation: refusal },
      started,
    );
    expect(nav).toEqual([]);
    expect(state.application).toMatchObject({
      status: 'refused',
      message: 'application.genericAlert',
      fieldErrors: [{ field: 'personalInformation.dateOfBirth', key: 'application.validation.minimumAge' }],
      refusals: 1,
    });
  });
});

describe('starting', () => {
  it("creates a returning customer's application from what is known and goes straight to income", async () => {
    const created = withPersonal(application());
    const { calls, nav } = await run(
      startApplication,
      applicationStartSubmitted({ consents: { smsOptIn: true } }),
      {
        createReturningApplication: created,
        saveUserInformation: created,
        getCustomerProductAvailability: { applicationConversionEligibility: null },
        saveLoanApplicationProgress: savedAt(created, p.income),
      },
      { auth: { customerType: 'online-returning', isReturningCustomer: true } },
    );
    expect(calls.map((c) => c.name)).toEqual([
      'createReturningApplication',
      'saveUserInformation',
      'getCustomerProductAvailability',
      'saveLoanApplicationProgress',
    ]);
    expect(calls[0]?.arg).toEqual({ applicationType: 'STANDARD', brandName: 'lumen' });
    expect(nav).toEqual([p.income]);
  });

  it('offers a returning customer with a convertible open loan the conversion first', async () => {
    const created = withPersonal(application());
    const { nav } = await run(
      startApplication,
      applicationStartSubmitted({ consents: {} }),
      {
        createReturningApplication: created,
        saveUserInformation: created,
        getCustomerProductAvailability: CONVERTIBLE,
      },
      { auth: { customerType: 'online-returning', isReturningCustomer: true } },
    );
    expect(nav).toEqual([p.continueConversion]);
  });

  it("creates a new customer's application with their consents and goes to personal", async () => {
    const created = application();
    const { calls, nav } = await run(
      startApplication,
      applicationStartSubmitted({ consents: { smsOptIn: false, canShareInfo: true } }),
      { createApplication: created, saveLoanApplicationProgress: savedAt(created, p.personal) },
    );
    expect(calls[0]).toEqual({
      name: 'createApplication',
      arg: {
        application: {
          userInformation: { email: 'new.customer@example.com' },
          additionalAttributes: { smsOptIn: false, canShareInfo: true },
          channel: 'ONLINE',
        },
      },
    });
    expect(nav).toEqual([p.personal]);
  });
});

describe('opening a page', () => {
  const saved = savedAt(withStore(withProduct(withPersonal(application()))), p.income);

  it('offers a saved application under 21 days old on the resume page, and counts the page view', async () => {
    const { nav, state, tracked } = await run(openPage, applicationPageOpened({ pathname: p.home }), {
      unsubmittedApplication: saved,
    });
    expect(nav).toEqual([p.resume]);
    expect(state.application.resumable).toEqual({ applicationId: 'app-1', page: p.income });
    expect(tracked).toContainEqual({ event: 'page-view', details: { page: p.home } });
  });

  it('does not offer one older than 21 days: a new start', async () => {
    const old = { ...saved, createdAt: new Date(Date.now() - 30 * DAY_MS).toISOString() };
    const { nav, state } = await run(openPage, applicationPageOpened({ pathname: p.home }), {
      unsubmittedApplication: old,
    });
    expect(nav).toEqual([p.welcome]);
    expect(state.application.resumable).toBeNull();
  });

  it('keeps the customer off a page they may not see yet', async () => {
    const early: Application = withPersonal(application());
    const { nav } = await run(openPage, applicationPageOpened({ pathname: p.income }), { application: early }, started);
    expect(nav).toEqual([p.productPreference]);
  });

  it('counts no page view on the bank routes', async () => {
    const { tracked } = await run(
      openPage,
      applicationPageOpened({ pathname: '/application/bank/manual' }),
      { application: saved },
      started,
    );
    expect(tracked.filter((t) => t.event === 'page-view')).toEqual([]);
  });
});

describe('the outcome pages', () => {
  it('continue-conversion: converts the application for the open loan, checks it, then opens the conversion', async () => {
    const { calls, nav } = await run(
      convert,
      conversionChosen(),
      {
        getCustomerProductAvailability: CONVERTIBLE,
        convertApplicationTypeToConversion: application({ applicationType: 'CONVERSION' }),
        validateOriginalLoanDetails: { isEligible: true, isNonStandardApplication: true, hadLoanAmountDeleted: false },
      },
      started,
    );
    expect(calls[1]).toEqual({
      name: 'convertApplicationTypeToConversion',
      arg: {
        id: 'app-1',
        loanApplicationDetails: { loanNumber: 'PDL-5000501', productCode: 'PDL', payoffAmount: 34500 },
      },
    });
    expect(nav).toEqual(['/loan/conversion']);
  });

  it('says "Conversion option is no longer available." when the loan no longer allows it', async () => {
    const { nav, state } = await run(
      convert,
      conversionChosen(),
      {
        getCustomerProductAvailability: CONVERTIBLE,
        convertApplicationTypeToConversion: application({ applicationType: 'CONVERSION' }),
        validateOriginalLoanDetails: { isEligible: false, isNonStandardApplication: true, hadLoanAmountDeleted: false },
      },
      started,
    );
    expect(nav).toEqual([]);
    expect(state.application.message).toBe('application.outcome.conversionUnavailable');
  });

  it('force-enrollment: a linked record (THANK_YOU, as the server answers) leads to the account; a refused link is explained', async () => {
    const linked = await run(
      linkRecord,
      enrollmentLinkRequested(),
      { prepareForEnrollment: { result: 'THANK_YOU' } },
      started,
    );
    expect(linked.calls).toEqual([{ name: 'prepareForEnrollment', arg: { applicationId: 'app-1' } }]);
    expect(linked.nav).toEqual(['/account']);
    const refused = await run(
      linkRecord,
      enrollmentLinkRequested(),
      { prepareForEnrollment: { result: 'DENIED' } },
      started,
    );
    expect(refused.nav).toEqual([]);
    expect(refused.state.application.message).toBe('application.outcome.recordNotLinked');
  });
});

describe('a plain save (the step table names its document; the generic step saga sends it)', () => {
  it('the store choice keeps the preferred product and channel, saves the progress and shows income', async () => {
    const current = withProduct(withPersonal(application()));
    const saved = withStore(current);
    const { calls, nav } = await run(
      APPLICATION_HANDLERS[storeSubmitted.type]!,
      storeSubmitted({ storeNumber: '2997' }),
      { application: current, saveApplicationStep: saved, saveLoanApplicationProgress: savedAt(saved, p.income) },
      started,
    );
    expect(calls.map((c) => c.name)).toEqual(['application', 'saveApplicationStep', 'saveLoanApplicationProgress']);
    expect(calls[1]?.arg).toEqual({
      document: SaveStoreInformationDocument,
      variables: {
        id: current.id,
        storeInfo: { storeNumber: '2997', brandName: 'lumen', preferredProductCode: 'ILP', channel: current.channel },
        loanProgress: { applicationUrl: p.storeSelect },
      },
    });
    expect(nav).toEqual([p.income]);
  });
});
