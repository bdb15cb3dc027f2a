// Pure rules of the enrollment screens: which screen shows an enrollment as the server left it, and how the search
// form's entries become the search the server takes.
import type { Enrollment } from '../../api/enrollment/endpoints';
import type { EnrollmentSearchInput } from '../../api/generated/graphql';
import type { EnrollmentSearch } from '../../store/enrollment';

export const ENROLLMENT_PATH = '/enrollment';
export const enrollmentPath = (page: string) => `${ENROLLMENT_PATH}/${page}`;

export const ENROLLMENT_PAGES = {
  search: ENROLLMENT_PATH,
  error: enrollmentPath('error'),
  noRecord: enrollmentPath('no-record-located'),
  customerInUse: enrollmentPath('customer-already-in-use'),
  emailInUse: enrollmentPath('email-already-in-use'),
  emailVerification: enrollmentPath('email-verification'),
  emailFailed: enrollmentPath('email-verification-failed'),
  emailNotEligible: enrollmentPath('email-verification-not-eligible'),
  residential: enrollmentPath('residential-form'),
  otpSend: enrollmentPath('otp-send-code'),
  otpVerify: enrollmentPath('otp-verify-code'),
  otpFailed: enrollmentPath('otp-failed'),
  personal: enrollmentPath('personal-form'),
  success: enrollmentPath('success'),
  thankYou: enrollmentPath('thank-you'),
} as const;

const DENIED_PAGES: Partial<Record<NonNullable<Enrollment['event']>, string>> = {
  CUSTOMER_NOT_FOUND: ENROLLMENT_PAGES.noRecord,
  ADDRESS_NOT_MATCHED: ENROLLMENT_PAGES.noRecord,
  USER_ALREADY_EXISTS: ENROLLMENT_PAGES.customerInUse,
  EMAIL_ALREADY_IN_USE: ENROLLMENT_PAGES.emailInUse,
  EMAIL_FAILED: ENROLLMENT_PAGES.emailFailed,
  OTP_FAILED: ENROLLMENT_PAGES.otpFailed,
};

/** The screen for an enrollment's current step (the server decides the step; this only names its screen). */
export function enrollmentPageFor(enrollment: Pick<Enrollment, 'result' | 'event'>): string {
  switch (enrollment.result) {
    case 'NEEDS_EMAIL_VERIFICATION':
      return ENROLLMENT_PAGES.emailVerification;
    case 'NEEDS_RESIDENTIAL_INFO':
      // First the explanation of why the e-mail alone cannot verify them; the screen leads on to the form.
      return enrollment.event === 'EMAIL_INELIGIBLE' ? ENROLLMENT_PAGES.emailNotEligible : ENROLLMENT_PAGES.residential;
    case 'NEEDS_OTP_VERIFICATION':
      return ENROLLMENT_PAGES.otpSend;
    case 'APPROVED':
      return ENROLLMENT_PAGES.personal;
    case 'THANK_YOU':
      return ENROLLMENT_PAGES.thankYou;
    case 'DENIED':
      return (enrollment.event && DENIED_PAGES[enrollment.event]) ?? ENROLLMENT_PAGES.error;
    case 'SEARCH_ENROLLMENT':
      return ENROLLMENT_PAGES.search;
    default:
      return ENROLLMENT_PAGES.error;
  }
}

/** Pages that belong to a step, so a reload on one of them is not a reason to move (residential after the notice). */
export function isPageOfStep(pathname: string, enrollment: Pick<Enrollment, 'result' | 'event'>): boolean {
  const expected = enrollmentPageFor(enrollment);
  if (pathname === expected) return true;
  if (enrollment.result === 'NEEDS_RESIDENTIAL_INFO') return pathname === ENROLLMENT_PAGES.residential;
  if (enrollment.result === 'NEEDS_OTP_VERIFICATION') return pathname === ENROLLMENT_PAGES.otpVerify;
  return false;
}

/** MM/DD/YYYY as typed → the ISO date the server takes. */
export function isoDate(mmddyyyy: string): string {
  const [mm = '', dd = '', yyyy = ''] = mmddyyyy.trim().split('/');
  return `${yyyy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`;
}

export function searchInput(values: EnrollmentSearch): EnrollmentSearchInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ssn: values.ssn.replace(/\D/g, ''),
    dateOfBirth: isoDate(values.dateOfBirth),
    zipCode: values.zipCode.trim(),
    email: values.email.trim().toLowerCase(),
  };
}

/** What a "try again" keeps of the search form: everything but the SSN (kept in router state, never in Redux). */
export const retainedSearch = ({ ssn: _ssn, ...rest }: EnrollmentSearch) => rest;
