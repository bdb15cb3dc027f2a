// The ways out of the flow its searches offer: continue-conversion (the application becomes the conversion of the
// customer's open loan) and force-enrollment (the customer's loan-system record linked to their portal account).
import { call, put } from 'redux-saga/effects';
import { applicationApi, type ProductAvailability } from '../../api/application/endpoints';
import { accountPaths } from '../../src/features/account/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import { applicationRefused, applicationSettled } from '../../store/application';
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { deps } from '../context';
import { keep, refuse, selectApplication } from './flow';

/** What the customer is told when the open loan can no longer be converted. */
export const CONVERSION_UNAVAILABLE = 'application.outcome.conversionUnavailable';
export const RECORD_NOT_LINKED = 'application.outcome.recordNotLinked';

type ConversionDetails = NonNullable<
  NonNullable<ProductAvailability['applicationConversionEligibility']>['conversionDetails']
>;

/** The customer's open loan that may be converted, from their product availability; null when there is none. */
export function* convertibleLoan(applicationId: string) {
  const availability = yield* endpointData(applicationApi.endpoints.getCustomerProductAvailability, {
    applicationId,
  });
  const details = availability.applicationConversionEligibility?.conversionDetails;
  return details?.isEligible && details.loanNumber ? (details as ConversionDetails) : null;
}

/** continue-conversion: the application becomes the conversion of the open loan, if that loan still allows it. */
export function* convert() {
  const { nav } = yield* deps();
  const { applicationId } = yield* selectTyped(selectApplication);
  try {
    const loan = yield* callTyped(convertibleLoan, applicationId);
    if (!loan) {
      yield put(applicationRefused({ message: CONVERSION_UNAVAILABLE }));
      return;
    }
    const application = yield* endpointData(applicationApi.endpoints.convertApplicationTypeToConversion, {
      id: applicationId,
      loanApplicationDetails: {
        loanNumber: loan.loanNumber,
        ...(loan.productCode ? { productCode: loan.productCode } : {}),
        ...(loan.payoffAmount != null ? { payoffAmount: loan.payoffAmount } : {}),
      },
    });
    yield call(keep, application);
    const check = yield* endpointData(applicationApi.endpoints.validateOriginalLoanDetails, {
      applicationId,
    });
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
  const { applicationId } = yield* selectTyped(selectApplication);
  try {
    const enrollment = yield* endpointData(applicationApi.endpoints.prepareForEnrollment, {
      applicationId,
    });
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
