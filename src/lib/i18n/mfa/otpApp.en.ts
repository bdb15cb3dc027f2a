// Words of the multi-factor check's authenticator-app code page (/mfa/otp-app), its e-mail fallback and the notice
// e-mailed when the fallback is asked for; spread into ../en.ts.
export const otpAppEn = {
  'mfa.otpApp.heading': 'Enter the code from your authenticator app',
  'mfa.otpApp.intro': 'Open the authenticator app you set up for this account and enter the 6-digit code it shows now.',
  'mfa.otpApp.cantUse': "I can't use my authenticator app",
  'mfa.otpApp.waiting':
    'For your security, we e-mailed {email} to say that you asked to log in without your authenticator app. From {opensAt} you can log in with a code we e-mail you: log in again then and choose "I can\'t use my authenticator app". If you find your phone before then, enter the code from the app.',
  'mfa.otpApp.emailHeading': 'Enter the code we e-mailed you',
  'mfa.fallbackNotice.subject': 'Someone asked to log in without your authenticator app',
  'mfa.fallbackNotice.body':
    'Someone who knows your password asked to log in to your account without your authenticator app, with a code sent to this e-mail instead. For your security we will send that code only from {opensAt}.\n\nIf this was you, nothing more is needed: log in again after that time and choose "I can\'t use my authenticator app".\n\nIf this wasn\'t you, reset your password now: that cancels the request and logs out everyone using your account. Logging in with your authenticator app also cancels it. If you need help, call us.',
} as const;
