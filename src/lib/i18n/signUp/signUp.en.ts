// English words of a new customer's sign-up ("Apply now"), spread into ../en.ts. Keys start `signup.`; the words the
// login page's first paint shows ("Apply now") are in en.ts itself.
export const signUpEn = {
  'signup.heading': 'Create your account',
  'signup.intro':
    "Apply for a loan with {brand}. First, create your online account: we'll email you a code to confirm it.",
  'signup.introPasswordless':
    "Apply for a loan with {brand}. First, create your online account: we'll email you a code to confirm it, and you'll log in with a code each time.",
  'signup.formLabel': 'Create your account',
  'signup.consents': 'Your consents',
  'signup.terms':
    'I have read and agree to the {brand} <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>.',
  'signup.termsRequired': 'Please agree to the Terms of Use and Privacy Policy to create your account.',
  'signup.submit': 'Create Account',
  'signup.haveAccount': 'Already have an account? <login>Log in</login>',
  // The sign-up error catalogue ("SignUp Error" and "Authentication Error" are its own words)
  'signup.error.default': 'SignUp Error',
  'signup.error.customerCheck':
    "We couldn't check whether you already have an account with us. Please try again in a few minutes.",
  'signup.error.customerConfirmation': "We couldn't finish setting up your account. Please call us so we can help.",
  'signup.error.passwordless':
    'You already have an account, and it logs in with a code we email you. <resume>Log in with a code</resume> instead.',
  'signup.error.tooMany': "You've tried that too many times. Please wait a while and try again.",
  'signup.error.authentication': 'Authentication Error',
  // the e-mailed code
  'signup.code.heading': 'Confirm your email',
  'signup.code.intro': 'We sent a 6-digit code to {email}. Enter it to confirm your account.',
  'signup.code.expired': 'That code has expired. Ask for a new one below.',
  'signup.code.signingIn': 'Your account is confirmed. Logging you in...',
  // what to do instead when the e-mail is known
  'signup.thatEmail': 'that email address',
  'signup.otherEmail': 'Use a Different Email',
  'signup.accountExists.heading': 'You already have an account',
  'signup.accountExists.body':
    "An online account already uses {email}. Log in with it, or reset your password if you don't remember it.",
  'signup.accountExists.resetPassword': 'Reset your password',
  'signup.accountExists.codeLogIn': 'Log in with a code',
  'signup.customerExists.heading': "You're already our customer",
  'signup.customerExists.body':
    'We already have a customer record with {email}. Enroll to set up your online account with your record, or log in if you already have one.',
} as const;
