// The flow's form pages: each save keeps the server's answer and shows the page the step function
// (src/features/application/steps.ts) says comes next, or the outcome the customer search leads to.
import { call, select } from 'redux-saga/effects';
import { applicationApi, type Application, type ProductAvailability } from '../../api/application/endpoints';
import type { CustomerSsnSearchMutation } from '../../api/generated/graphql';
import { searchOutcomePage } from '../../src/features/application/outcomes';
import { applicationPaths } from '../../src/features/application/paths';
import { nextPageAfter, type FlowContext } from '../../src/features/application/steps';
import type { RootState } from '../../store';
import type {
  incomeSubmitted,
  personalSubmitted,
  productPreferenceSubmitted,
  storeSubmitted,
  applicationStartSubmitted,
} from '../../store/application';
import { type ApplicationState } from '../../store/application';
import { callEndpoint } from '../callEndpoint';
import { convertibleLoan } from './outcomes';
import { currentApplication, flowContext, keep, moveTo, refuse, selectApplication } from './flow';

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
