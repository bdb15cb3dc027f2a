// Pure rules of the enrollment screens: which screen shows an enrollment as the server left it, and how the search
// form's entries become the search the server takes.
import type { Enrollment } from '../../api/enrollment/endpoints';
import type { EnrollmentSearchInput } from '../../api/generated/graphql';
import { enrollmentPaths } from '../../src/features/enrollment/paths';
import type { EnrollmentSearch } from '../../store/enrollment';

const DENIED_PAGES: Partial<Record<NonNullable<Enrollment['event']>, string>> = {
  CUSTOMER_NOT_FOUND: enrollmentPaths.noRecord,
  ADDRESS_NOT_MATCHED: enrollmentPaths.noRecord,
  USER_ALREADY_EXISTS: enrollmentPaths.customerInUse,
  EMAIL_ALREADY_IN_USE: enrollmentPaths.emailInUse,
  EMAIL_FAILED: enrollmentPaths.emailFailed,
  OTP_FAILED: enrollmentPaths.otpFailed,
};

/** The screen for an enrollment's current step (the server decides the step; this only names its screen). */
export function enrollmentPageFor(enrollment: Pick<Enrollment, 'result' | 'event'>): string {
  switch (enrollment.result) {
    case 'NEEDS_EMAIL_VERIFICATION':
      return enrollmentPaths.emailVerification;
    case 'NEEDS_RESIDENTIAL_INFO':
      // First the explanation of why the e-mail alone cannot verify them; the screen leads on to the form.
      return enrollment.event === 'EMAIL_INELIGIBLE' ? enrollmentPaths.emailNotEligible : enrollmentPaths.residential;
    case 'NEEDS_OTP_VERIFICATION':
      return enrollmentPaths.otpSend;
    case 'APPROVED':
      return enrollmentPaths.personal;
    case 'THANK_YOU':
      return enrollmentPaths.thankYou;
    case 'DENIED':
      return (enrollment.event && DENIED_PAGES[enrollment.event]) ?? enrollmentPaths.error;
    case 'SEARCH_ENROLLMENT':
      return enrollmentPaths.search;
    default:
      return enrollmentPaths.error;
  }
}

/** Pages that belong to a step, so a reload on one of them is not a reason to move (residential after the notice). */
export function isPageOfStep(pathname: string, enrollment: Pick<Enrollment, 'result' | 'event'>): boolean {
  const expected = enrollmentPageFor(enrollment);
  if (pathname === expected) return true;
  if (enrollment.result === 'NEEDS_RESIDENTIAL_INFO') return pathname === enrollmentPaths.residential;
  if (enrollment.result === 'NEEDS_OTP_VERIFICATION') return pathname === enrollmentPaths.otpVerify;
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
