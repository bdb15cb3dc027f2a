// The multi-factor feature's addresses.
const step = (page: string) => `/mfa/${page}`;

export const mfaPaths = {
  start: '/authentication/mfa',
  loginFail: '/authentication/mfa/fail',
  otpEmail: step('otp-email'),
  otpPhone: step('otp-phone'),
  otpPhoneEmail: step('otp-phone-email'),
  otpApp: step('otp-app'),
  rememberDevice: step('remember-device'),
  rememberAccepted: step('remember-device-accept'),
  rememberDeclined: step('remember-device-decline'),
  verificationFailed: step('verification-failed'),
  approved: step('approved'),
  bypass: step('bypass'),
  denied: step('denied'),
} as const;

/** Pages where a multi-factor check is under way (a reload there resumes the check). */
export const isMfaCheckPath = (pathname: string) =>
  [mfaPaths.start, mfaPaths.otpEmail, mfaPaths.otpPhone, mfaPaths.otpPhoneEmail, mfaPaths.otpApp].includes(
    pathname as typeof mfaPaths.start,
  );
