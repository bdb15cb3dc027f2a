// The enrollment feature's addresses.
const ENROLLMENT = '/enrollment';
const page = (name: string) => `${ENROLLMENT}/${name}`;

export const enrollmentPaths = {
  search: ENROLLMENT,
  error: page('error'),
  noRecord: page('no-record-located'),
  customerInUse: page('customer-already-in-use'),
  emailInUse: page('email-already-in-use'),
  emailVerification: page('email-verification'),
  emailFailed: page('email-verification-failed'),
  emailNotEligible: page('email-verification-not-eligible'),
  residential: page('residential-form'),
  otpSend: page('otp-send-code'),
  otpVerify: page('otp-verify-code'),
  otpFailed: page('otp-failed'),
  personal: page('personal-form'),
  success: page('success'),
  thankYou: page('thank-you'),
} as const;

export const isEnrollmentPath = (pathname: string) => pathname === ENROLLMENT || pathname.startsWith(`${ENROLLMENT}/`);
