// The application flow (spec 001, issue 12 points 1 to 6): the server holds the application; after every page's save
// this saga keeps the answer, records the page reached (saveLoanApplicationProgress) and shows the page the step
// function (src/features/application/steps.ts) says comes next. Opening a page finds the application (this visit's,
// or an unsubmitted one under 21 days old to resume) and keeps the customer on a page they may see.
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import { applicationApi, type Application, type ProductAvailability } from '../../api/application/endpoints';
import type { CustomerSsnSearchMutation } from '../../api/generated/graphql';
import { searchOutcomePage } from '../../src/features/application/outcomes';
import { accountPaths } from '../../src/features/account/paths';
import { applicationPaths } from '../../src/features/application/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import {
  applicationPageFor,
  canVisit,
  FLOW,
  isResumable,
  nextPageAfter,
  shouldTrackPageView,
  type FlowContext,
} from '../../src/features/application/steps';
import type { RootState } from '../../store';
import {
  applicationAbsent,
  applicationLoaded,
  applicationPageOpened,
  applicationRefused,
  applicationResumable,
  applicationSettled,
  applicationStartSubmitted,
  applicationWithdrawn,
  conversionChosen,
  enrollmentLinkRequested,
  incomeSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  resumeAccepted,
  startOverRequested,
  storeSubmitted,
  type ApplicationState,
} from '../../store/application';
import { callEndpoint, EndpointError } from '../callEndpoint';
import { AFTER_DECISION_HANDLERS } from './afterDecision';
import { deps } from '../context';

/** Spec 001 section 5: the one alert over a form the server refused. */
export const GENERIC_ALERT = 'application.genericAlert';
/** Spec 001 section 8's words when the open loan can no longer be converted. */
export const CONVERSION_UNAVAILABLE = 'application.outcome.conversionUnavailable';
export const RECORD_NOT_LINKED = 'application.outcome.recordNotLinked';

type ConversionDetails = NonNullable<
  NonNullable<ProductAvailability['applicationConversionEligibility']>['conversionDetails']
>;

const FLOW_PAGES: string[] = [
  applicationPaths.account,
  applicationPaths.personal,
  applicationPaths.productPreference,
  applicationPaths.storeSelect,
  applicationPaths.income,
];

const selectApplication = (s: RootState): ApplicationState => s.application;

export function* flowContext() {
  const auth = (yield select((s: RootState) => s.auth)) as RootState['auth'];
  const ctx: FlowContext = {
    isReturningCustomer: auth.isReturningCustomer || (auth.customerType !== '' && auth.customerType !== 'new'),
  };
  return ctx;
}

/** Waits for start-up to know whether someone is signed in (a reload on an application page), then says. */
function* untilSignedIn() {
  while (!((yield select((s: RootState) => s.auth.initialized)) as boolean)) yield take('*');
  return (yield select((s: RootState) => s.auth.isAuthenticated)) as boolean;
}

/** Keeps what the server answered: ids and codes in the slice, the application itself in the API cache. */
export function* keep(application: Application) {
  yield put(
    applicationLoaded({
      applicationId: application.id,
      applicationType: application.applicationType,
      stateCode: application.stateCode ?? '',
      channel: application.channel,
    }),
  );
  yield put(applicationApi.util.upsertQueryData('application', { id: application.id }, application) as never);
}

/** The application this visit works on, from the cache or the server; null when there is none (or not any more). */
export function* currentApplication() {
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  if (!applicationId) return null;
  const cached = (yield select(
    (s: RootState) => applicationApi.endpoints.application.select({ id: applicationId })(s).data,
  )) as Application | null | undefined;
  if (cached) return cached;
  const application = (yield call(callEndpoint, applicationApi.endpoints.application, {
    id: applicationId,
  })) as Application | null;
  return application;
}

/** The customer's unsubmitted application under 21 days old, if any. */
function* resumableApplication() {
  const email = (yield select((s: RootState) => s.auth.email)) as string;
  if (!email) return null;
  const found = (yield call(callEndpoint, applicationApi.endpoints.unsubmittedApplication, {
    email,
  })) as Application | null;
  return found && isResumable(found) ? found : null;
}

function* saveProgress(application: Application, page: string) {
  const saved = (yield call(callEndpoint, applicationApi.endpoints.saveLoanApplicationProgress, {
    id: application.id,
    applicationUrl: page,
  })) as Application;
  yield call(keep, saved);
  return saved;
}

/** Records the page reached, then shows it. */
export function* moveTo(application: Application, page: string) {
  const { nav } = yield* deps();
  const isFlowPage = FLOW.some((flowPage) => flowPage.path === page);
  if (isFlowPage && application.status === 'UNSUBMITTED') yield call(saveProgress, application, page);
  yield put(applicationSettled());
  nav.navigate(page);
}

/** A refusal the form explains (the alert, each field's message); anything else is the redirect saga's. */
export function* refuse(error: unknown) {
  if (error instanceof EndpointError && error.error.kind === 'input') {
    const fieldErrors = error.error.fieldErrors ?? [];
    yield put(
      applicationRefused({ message: fieldErrors.length > 0 ? GENERIC_ALERT : error.error.message, fieldErrors }),
    );
    return;
  }
  yield put(applicationSettled());
}

export function* openPage(action: ReturnType<typeof applicationPageOpened>) {
  const { nav, track } = yield* deps();
  const { pathname } = action.payload;
  if (shouldTrackPageView(pathname)) track('page-view', { page: pathname });
  const signedIn = (yield call(untilSignedIn)) as boolean;
  if (!signedIn) {
    yield put(applicationAbsent());
    return;
  }
  const ctx = (yield call(flowContext)) as FlowContext;
  try {
    let application = (yield call(currentApplication)) as Application | null;
    if (application && application.status !== 'UNSUBMITTED' && FLOW_PAGES.includes(pathname)) application = null;
    if (!application) {
      const found = (yield call(resumableApplication)) as Application | null;
      if (found) {
        // A new visit: offer the saved application (welcome back) rather than drop the customer into it unasked.
        yield put(applicationResumable({ applicationId: found.id, page: applicationPageFor(found, ctx) }));
        if (pathname !== applicationPaths.resume) nav.navigate(applicationPaths.resume, { replace: true });
        return;
      }
      yield put(applicationAbsent());
      if (
        pathname === applicationPaths.home ||
        (FLOW_PAGES.includes(pathname) && pathname !== applicationPaths.account)
      ) {
        nav.navigate(applicationPaths.welcome, { replace: true });
      }
      return;
    }
    yield call(keep, application);
    if (pathname === applicationPaths.home || !canVisit(pathname, application, ctx)) {
      nav.navigate(applicationPageFor(application, ctx), { replace: true });
    }
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* startApplication(action: ReturnType<typeof applicationStartSubmitted>) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const brandName = (yield select((s: RootState) => s.brand.key)) as string;
  const email = (yield select((s: RootState) => s.auth.email)) as string;
  const { consents } = action.payload;
  try {
    let application: Application;
    const current = (yield call(currentApplication)) as Application | null;
    if (current && current.status === 'UNSUBMITTED') {
      // Back on the first step of an application already under way: only the consents change.
      application = (yield call(callEndpoint, applicationApi.endpoints.saveUserInformation, {
        id: current.id,
        userInfo: { email },
        additionalAttributes: consents,
      })) as Application;
    } else if (ctx.isReturningCustomer) {
      application = (yield call(callEndpoint, applicationApi.endpoints.createReturningApplication, {
        applicationType: 'STANDARD',
        brandName,
      })) as Application;
      application = (yield call(callEndpoint, applicationApi.endpoints.saveUserInformation, {
        id: application.id,
        userInfo: { email },
        additionalAttributes: consents,
      })) as Application;
    } else {
      application = (yield call(callEndpoint, applicationApi.endpoints.createApplication, {
        application: { userInformation: { email }, additionalAttributes: consents, channel: 'ONLINE' },
      })) as Application;
    }
    yield call(keep, application);
    // A returning customer with an open loan that may be converted is offered the conversion first.
    const convertible = ctx.isReturningCustomer ? ((yield call(convertibleLoan, application.id)) as unknown) : null;
    yield call(
      moveTo,
      application,
      convertible ? applicationPaths.continueConversion : nextPageAfter(applicationPaths.account, application, ctx),
    );
  } catch (error) {
    yield call(refuse, error);
  }
}

/** The customer's open loan that may be converted, from their product availability; null when there is none. */
function* convertibleLoan(applicationId: string) {
  const availability = (yield call(callEndpoint, applicationApi.endpoints.getCustomerProductAvailability, {
    applicationId,
  })) as ProductAvailability;
  const details = availability.applicationConversionEligibility?.conversionDetails;
  return details?.isEligible && details.loanNumber ? (details as ConversionDetails) : null;
}

function* brandLendsIn(stateCode: string) {
  const brandName = (yield select((s: RootState) => s.brand.key)) as string;
  const availability = (yield call(callEndpoint, applicationApi.endpoints.getProductAvailability, {
    stateCode,
    brandName,
  })) as ProductAvailability;
  return availability.products.length > 0;
}

export function* savePersonal(action: ReturnType<typeof personalSubmitted>) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const customerType = (yield select((s: RootState) => s.auth.customerType)) as string;
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  const { personalInfo, contactInfo, additionalInfo } = action.payload;
  try {
    const application = (yield call(callEndpoint, applicationApi.endpoints.savePersonalInformation, {
      id: applicationId,
      personalInfo,
      contactInfo,
      additionalInfo,
      loanProgress: { applicationUrl: applicationPaths.personal },
    })) as Application;
    yield call(keep, application);
    const lends = (yield call(brandLendsIn, contactInfo.address.stateCode)) as boolean;
    const ssn = personalInfo.documentNumber ?? '';
    const search = (
      lends && ssn ? yield call(callEndpoint, applicationApi.endpoints.customerSsnSearch, { ssn }) : null
    ) as CustomerSsnSearchMutation['customerSsnSearch'] | null;
    const outcome = searchOutcomePage({
      search,
      isNewPortalCustomer: !ctx.isReturningCustomer && (customerType === 'new' || customerType === ''),
      conversionEligible: false,
      brandLendsInState: lends,
    });
    yield call(moveTo, application, outcome ?? nextPageAfter(applicationPaths.personal, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* saveProductPreference(action: ReturnType<typeof productPreferenceSubmitted>) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const brandName = (yield select((s: RootState) => s.brand.key)) as string;
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  try {
    const application = (yield call(callEndpoint, applicationApi.endpoints.saveStoreInformation, {
      id: applicationId,
      storeInfo: { preferredProductCode: action.payload.productCode, channel: action.payload.channel, brandName },
      loanProgress: { applicationUrl: applicationPaths.productPreference },
    })) as Application;
    yield call(keep, application);
    yield call(moveTo, application, nextPageAfter(applicationPaths.productPreference, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* saveStore(action: ReturnType<typeof storeSubmitted>) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const brandName = (yield select((s: RootState) => s.brand.key)) as string;
  try {
    const current = (yield call(currentApplication)) as Application | null;
    if (!current) return;
    const application = (yield call(callEndpoint, applicationApi.endpoints.saveStoreInformation, {
      id: current.id,
      storeInfo: {
        storeNumber: action.payload.storeNumber,
        brandName,
        ...(current.preferredProductCode ? { preferredProductCode: current.preferredProductCode } : {}),
        channel: current.channel,
      },
      loanProgress: { applicationUrl: applicationPaths.storeSelect },
    })) as Application;
    yield call(keep, application);
    yield call(moveTo, application, nextPageAfter(applicationPaths.storeSelect, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* saveIncome(action: ReturnType<typeof incomeSubmitted>) {
  const ctx = (yield call(flowContext)) as FlowContext;
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  try {
    const application = (yield call(callEndpoint, applicationApi.endpoints.saveIncomeInformation, {
      id: applicationId,
      incomeInfo: action.payload,
    })) as Application;
    yield call(keep, application);
    yield call(moveTo, application, nextPageAfter(applicationPaths.income, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

/** continue-conversion: the application becomes the conversion of the open loan, if that loan still allows it. */
export function* convert() {
  const { nav } = yield* deps();
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  try {
    const loan = (yield call(convertibleLoan, applicationId)) as ConversionDetails | null;
    if (!loan) {
      yield put(applicationRefused({ message: CONVERSION_UNAVAILABLE }));
      return;
    }
    const application = (yield call(callEndpoint, applicationApi.endpoints.convertApplicationTypeToConversion, {
      id: applicationId,
      loanApplicationDetails: {
        loanNumber: loan.loanNumber,
        ...(loan.productCode ? { productCode: loan.productCode } : {}),
        ...(loan.payoffAmount != null ? { payoffAmount: loan.payoffAmount } : {}),
      },
    })) as Application;
    yield call(keep, application);
    const check = (yield call(callEndpoint, applicationApi.endpoints.validateOriginalLoanDetails, {
      applicationId,
    })) as { isEligible: boolean };
    if (!check.isEligible) {
      yield put(applicationRefused({ message: CONVERSION_UNAVAILABLE }));
      return;
    }
    yield put(applicationSettled());
    nav.navigate(conversionPaths.choose);
  } catch (error) {
    yield call(refuse, error);
  }
}

/** force-enrollment: the server links the customer's loan-system record when the application proves it is theirs. */
export function* linkRecord() {
  const { nav } = yield* deps();
  const { applicationId } = (yield select(selectApplication)) as ApplicationState;
  try {
    const enrollment = (yield call(callEndpoint, applicationApi.endpoints.prepareForEnrollment, {
      applicationId,
    })) as { result: string };
    // The applicant already has a password, so the server's enrollment ends at THANK_YOU (linked), never APPROVED.
    if (enrollment.result !== 'THANK_YOU') {
      yield put(applicationRefused({ message: RECORD_NOT_LINKED }));
      return;
    }
    yield put(applicationSettled());
    nav.navigate(accountPaths.home);
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* resume() {
  const { nav } = yield* deps();
  const { resumable } = (yield select(selectApplication)) as ApplicationState;
  if (!resumable) {
    nav.navigate(applicationPaths.home, { replace: true });
    return;
  }
  try {
    const application = (yield call(callEndpoint, applicationApi.endpoints.application, {
      id: resumable.applicationId,
    })) as Application | null;
    if (!application) {
      yield put(applicationWithdrawn());
      nav.navigate(applicationPaths.welcome, { replace: true });
      return;
    }
    yield call(keep, application);
    yield put(applicationResumable(null));
    nav.navigate(resumable.page, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* startOver() {
  const { nav } = yield* deps();
  const { applicationId, resumable } = (yield select(selectApplication)) as ApplicationState;
  const id = resumable?.applicationId ?? applicationId;
  try {
    if (id) yield call(callEndpoint, applicationApi.endpoints.withdrawApplication, { id });
    yield put(applicationWithdrawn());
    nav.navigate(applicationPaths.welcome, { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}

/** The application's events and who answers each (featureSagas.ts answers those that came while this loaded). */
export const APPLICATION_HANDLERS = {
  [applicationPageOpened.type]: openPage,
  [applicationStartSubmitted.type]: startApplication,
  [personalSubmitted.type]: savePersonal,
  [productPreferenceSubmitted.type]: saveProductPreference,
  [storeSubmitted.type]: saveStore,
  [incomeSubmitted.type]: saveIncome,
  [resumeAccepted.type]: resume,
  [startOverRequested.type]: startOver,
  [conversionChosen.type]: convert,
  [enrollmentLinkRequested.type]: linkRecord,
  ...AFTER_DECISION_HANDLERS,
} as Record<string, (action: never) => Generator>;

export function* watchApplication() {
  for (const [type, handler] of Object.entries(APPLICATION_HANDLERS)) yield takeLatest(type, handler);
}
