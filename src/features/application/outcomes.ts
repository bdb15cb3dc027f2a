// Where the customer search sends an applicant after the personal step;
// one rule per outcome (docs/application.md, "After the personal step"). Pure, tested on its own.
import { applicationPaths as p } from './paths';

export interface SearchOutcomeInput {
  /** customerSsnSearch for the SSN typed on the personal step (null when it was not asked: a returning customer). */
  search: {
    isReturningCustomer: boolean;
    hasPendingApplication: boolean;
    hasOnlinePendingOrigination: boolean;
  } | null;
  /** The signed-in portal account is a new customer's (no loan-system record linked yet). */
  isNewPortalCustomer: boolean;
  /** The customer's open loan may be converted (getCustomerProductAvailability.applicationConversionEligibility). */
  conversionEligible: boolean;
  /** The brand lends in the state of the address (getProductAvailability has products there). */
  brandLendsInState: boolean;
}

/** The outcome page, or null when the application simply goes on. */
export function searchOutcomePage(input: SearchOutcomeInput): string | null {
  const { search } = input;
  if (!input.brandLendsInState) return p.notInState;
  // A submitted application is still being decided or funded: one at a time.
  if (search && (search.hasPendingApplication || search.hasOnlinePendingOrigination)) return p.notEligible;
  // The loan systems know this person but the portal account is not linked to them: enroll the record first.
  if (search?.isReturningCustomer && input.isNewPortalCustomer) {
    return input.conversionEligible ? p.conversionEligibleEnrollment : p.forceEnrollment;
  }
  return input.conversionEligible ? p.continueConversion : null;
}
