// Words of enrollment: finding and linking an existing customer record to an online account
// (src/features/enrollment); spread into ../en.ts.
export const enrollmentEn = {
  'enrollment.search.heading': 'Set up your online account',
  'enrollment.search.intro':
    "Already a customer in one of our stores or by phone? Tell us who you are and we'll find your record. All fields are required.",
  'enrollment.sessionExpired': 'Your enrollment session expired. Please start again.',
  'enrollment.sessionUnavailable': "We can't start your enrollment right now. Please try again in a few minutes.",
  'enrollment.search.formLabel': 'Find my record',
  'common.ssn': 'Social Security number',
  'enrollment.search.email': 'Email for your online account',
  'enrollment.search.submit': 'Find My Account',
  'enrollment.search.searching': 'Searching...',
  'enrollment.search.haveAccount': 'Already have an online account?',
  'enrollment.emailCode.heading': 'Verify your email',
  'enrollment.phoneCode.sendHeading': 'Verify your phone',
  'enrollment.phoneCode.heading': 'Enter the code we texted you',
  'enrollment.phoneCode.sendIntro':
    "We'll text a 6-digit code to the phone number on your record, {phone}. Message and data rates may apply.",
  'common.tryAgain': 'Try Again',
  'enrollment.links.forgotPassword': 'Forgot your password?',
  'enrollment.links.forgotEmail': 'Forgot your email?',
  'enrollment.noRecord.heading': "We couldn't find your record",
  'enrollment.noRecord.body':
    "We couldn't locate a customer record matching the information you entered. Please check your details and try again. If you have never borrowed from us, you don't need to enroll: you can apply for a loan instead.",
  'enrollment.customerInUse.heading': 'You already have an online account',
  'enrollment.customerInUse.body':
    'Your customer record is already linked to an online account. Please log in with it.',
  'enrollment.emailInUse.heading': 'That email is already in use',
  'enrollment.emailInUse.body':
    'The email address you entered already belongs to an online account. Log in with it, or enroll with a different email address.',
  'enrollment.emailInUse.tryAgain': 'Use a Different Email',
  'enrollment.codeFailed.email': "We couldn't verify your email",
  'enrollment.codeFailed.phone': "We couldn't verify your phone",
  'enrollment.codeFailed.body': "The code could not be verified, so we can't finish setting up your account online.",
  'enrollment.notEligible.heading': "Let's verify you another way",
  'enrollment.notEligible.body':
    "{email} isn't the email address we have on file, so we can't verify you with it alone. Confirm your home address and we'll text a code to the phone number on your record. Then we'll send a code to your new email address.",
  'enrollment.notEligible.theEmail': 'The email you entered',
  'enrollment.residential.heading': 'Confirm your home address',
  'enrollment.residential.intro': 'Enter the address we have on file for you.',
  'enrollment.residential.formLabel': 'Home address',
  'common.addressLine1': 'Street address',
  'common.addressLine2': 'Apartment or suite (optional)',
  'common.city': 'City',
  'common.state': 'State',
  'enrollment.residential.checking': 'Checking...',
  'enrollment.addressNotMatched':
    "The address you entered doesn't match our records. You have {left, plural, one {# try} other {# tries}} left.",
  'enrollment.addressNotMatchedLast': "The address you entered doesn't match our records. You have 1 try left.",
  'enrollment.personal.heading': 'Create your password',
  'enrollment.personal.welcome': "Welcome, {name}. You'll log in with {email}.",
  'common.confirmPassword': 'Confirm password',
  'enrollment.personal.submit': 'Create Account',
  'enrollment.progress.label': 'Enrollment progress',
  'enrollment.progress.find': 'Find your record',
  'enrollment.progress.verify': "Verify it's you",
  'enrollment.progress.password': 'Create your password',
  'enrollment.progress.done': 'Done',
  'enrollment.customerCheckError': "We couldn't confirm your enrollment. It may have expired; please start again.",
  'enrollment.passwordlessError':
    'This account signs in with a code we email you, not a password. Please log in with your email instead.',
  'enrollment.success.heading': 'Your account is ready',
  'enrollment.success.body': "You're enrolled. Log in with your email and new password to see your account.",
  'enrollment.success.bodyAs':
    "You're enrolled as {email}. Log in with your email and new password to see your account.",
  'enrollment.thankYou.heading': 'Thank you for enrolling',
  'enrollment.thankYou.body': 'Your online account is set up. Log in with your email and password.',
} as const;
