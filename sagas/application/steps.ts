// The first part's steps that do more than save: the account step starts (or, for a returning customer, creates) the
// application, and the personal step's save is followed by the customer search, whose outcome may come before the
// page the step function (src/features/application/steps.ts) says comes next. Plain saves are save.ts's.
import { searchOutcomePage, nextPageAfter } from '../../src/features/application/rules';
import { call } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { applicationPaths } from '../../src/features/application/paths';
import type { RootState } from '../../store';
import type { personalSubmitted, applicationStartSubmitted } from '../../store/application';
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { convertibleLoan } from './outcomes';
import { currentApplication, flowContext, keep, moveTo, refuse, selectApplication } from './flow';

export function* startApplication(action: ReturnType<typeof applicationStartSubmitted>) {
  const ctx = yield* callTyped(flowContext);
  const brandName = yield* selectTyped((s: RootState) => s.brand.key);
  const email = yield* selectTyped((s: RootState) => s.auth.email);
  const { consents } = action.payload;
  try {
    let application: Application;
    const current = yield* callTyped(currentApplication);
    if (current && current.status === 'UNSUBMITTED') {
      // Back on the first step of an application already under way: only the consents change.
      application = yield* endpointData(applicationApi.endpoints.saveUserInformation, {
        id: current.id,
        userInfo: { email },
        additionalAttributes: consents,
      });
    } else if (ctx.isReturningCustomer) {
      application = yield* endpointData(applicationApi.endpoints.createReturningApplication, {
        applicationType: 'STANDARD',
        brandName,
      });
      application = yield* endpointData(applicationApi.endpoints.saveUserInformation, {
        id: application.id,
        userInfo: { email },
        additionalAttributes: consents,
      });
    } else {
      application = yield* endpointData(applicationApi.endpoints.createApplication, {
        application: { userInformation: { email }, additionalAttributes: consents, channel: 'ONLINE' },
      });
    }
    yield call(keep, application);
    // A returning customer with an open loan that may be converted is offered the conversion first.
    const convertible = ctx.isReturningCustomer ? yield* callTyped(convertibleLoan, application.id) : null;
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
  const brandName = yield* selectTyped((s: RootState) => s.brand.key);
  const availability = yield* endpointData(applicationApi.endpoints.getProductAvailability, {
    stateCode,
    brandName,
  });
  return availability.products.length > 0;
}

export function* savePersonal(action: ReturnType<typeof personalSubmitted>) {
  const ctx = yield* callTyped(flowContext);
  const customerType = yield* selectTyped((s: RootState) => s.auth.customerType);
  const { applicationId } = yield* selectTyped(selectApplication);
  const { personalInfo, contactInfo, additionalInfo } = action.payload;
  try {
    const application = yield* endpointData(applicationApi.endpoints.savePersonalInformation, {
      id: applicationId,
      personalInfo,
      contactInfo,
      additionalInfo,
      loanProgress: { applicationUrl: applicationPaths.personal },
    });
    yield call(keep, application);
    const lends = yield* callTyped(brandLendsIn, contactInfo.address.stateCode);
    const ssn = personalInfo.documentNumber ?? '';
    const search = lends && ssn ? yield* endpointData(applicationApi.endpoints.customerSsnSearch, { ssn }) : null;
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
