// The server's refusals as it writes them, spread into ../en.ts. Each text is exactly the message a refusal is thrown
// with: the text is the refusal's id (server/content/refusalWords.ts), so it changes here and there together
// (test/unit/content/refusalWords.test.ts). `{placeholders}` stand for the values a message carries. Only the server
// reads these keys.
export const refusalsEn = {
  // Signing in, access, and the limits every form shares
  'refusals.signIn': 'Sign in to continue.',
  'refusals.notAllowed': 'You are not allowed to do that.',
  'refusals.mfaFirst': 'Confirm it is you with the multi-factor check before seeing your account.',
  'refusals.mfaFirstShort': 'Confirm it is you with the multi-factor check first.',
  'refusals.ownInformation': 'You can only see your own information.',
  'refusals.internal': 'Internal server error. Reference: {reference}',
  'refusals.wentWrong': 'Something went wrong. Reference: {reference}',
  'refusals.code.digits': 'Enter numbers only.',
  'refusals.code.tooMany': 'Too many codes were sent. Please try again in an hour.',
  'refusals.phoneOnFile': 'For your security, we can only text a code to the phone number on file.',
  'refusals.mfa.noMobile': 'We have no mobile number on file to text a code to. Please call us for help signing in.',
  // The identity service's own limits (Cognito's standard messages stay as Cognito writes them: the client reads them)
  'refusals.identity.resetWait':
    'Please wait {minutes, plural, one {# minute} other {# minutes}} before asking for another reset.',
  'refusals.identity.signUpWait':
    'Please wait {minutes, plural, one {# minute} other {# minutes}} before signing up again.',
  // Forgot e-mail, reset links
  'refusals.auth.email': 'Email is required.',
  'refusals.auth.emailLike': 'Enter a valid email address, like name@example.com.',
  'refusals.auth.ssnLast4': 'Enter the last 4 digits of your Social Security number.',
  'refusals.auth.zip': 'Enter your 5-digit ZIP code.',
  'refusals.auth.dateOfBirth': 'Enter your date of birth as MM/DD/YYYY.',
  'refusals.auth.findEmailOff': 'Finding your email online is not available. Please call us for help.',
  'refusals.auth.findEmailLimit':
    'Too many attempts to find an email. For your security, please wait 15 minutes and try again, or call us for help.',
  'refusals.auth.linkLimit': 'Too many link checks. For your security, please wait a few minutes and try again.',
  // Enrollment
  'refusals.enrollment.notFound': 'We could not find your enrollment. It may have expired; please start again.',
  'refusals.enrollment.searchLimit':
    'You have reached the limit of searches for this session. Please call us and we will help you enroll.',
  'refusals.enrollment.lookUpLimit':
    'You have reached the limit of look-ups for this enrollment. Please call us and we will help you enroll.',
  'refusals.enrollment.noMobile':
    'We have no mobile number on file to text a code to. Please call us and we will help you enroll.',
  'refusals.enrollment.unavailable':
    'Enrolling online is not available right now. Please try again later or call us for help.',
  'refusals.enrollment.deviceLimit':
    'Too many attempts to start enrolling from this device. Please wait 10 minutes and try again, or call us for help.',
  'refusals.enrollment.zip': 'Enter a 5-digit ZIP code.',
  'refusals.enrollment.ssn': 'Enter a 9-digit Social Security number.',
  'refusals.enrollment.realDateOfBirth': 'Enter a real date of birth.',
  'refusals.enrollment.email': 'Enter a valid email address.',
  'refusals.enrollment.dateOfBirth': 'Enter your date of birth as YYYY-MM-DD.',
  'refusals.enrollment.state': 'Choose your state.',
  'refusals.enrollment.city': 'Enter your city.',
  'refusals.enrollment.street': 'Enter your street address.',
  // The account
  'refusals.account.noRecord': 'No loan-system record is linked to this account yet.',
  // The application
  'refusals.application.notYours': 'This application is not yours.',
  'refusals.application.closed': 'This application has been submitted or withdrawn and can no longer be changed.',
  'refusals.application.resubmitting':
    'This application is waiting to be submitted again; its funding and repayment methods change only when the decision asks for a new one.',
  'refusals.application.missing': 'Some information is missing or incorrect.',
  'refusals.application.noAmount': 'No loan amount has been chosen on this application yet.',
  'refusals.application.noAgreement': 'This application has no loan agreement to read yet.',
  'refusals.application.nothingToSign': 'This application has no loan agreement ready to sign.',
  'refusals.application.withdrawn': 'This application was withdrawn.',
  'refusals.application.phoneOnApplication':
    'For your security, we can only text a code to the phone number on the application.',
  'refusals.application.phoneToCheck': 'Enter the phone number to check.',
  // The bank step
  'refusals.bank.linkFailed':
    'The bank link could not be completed. Please try again or enter your bank account by hand.',
  'refusals.bank.noLink': 'There is no bank link to sign in to again. Please link your bank.',
  'refusals.bank.linkUsed': 'This bank link has expired or was already used. Please link your bank again.',
  'refusals.bank.verificationExpired': 'This verification request has expired. Please start the verification again.',
  'refusals.bank.nothingToVerify': 'This application has no bank account waiting for verification.',
  // Communication preferences
  'refusals.preferences.noAccount': 'There is no loan account to keep preferences for.',
  'refusals.preferences.language': 'Choose English or Spanish.',
  'refusals.preferences.required': 'This notice is required by law and is always sent by e-mail.',
  'refusals.preferences.noPhone': 'Add a mobile phone number to your account before agreeing to text messages.',
  'refusals.preferences.wordingChanged':
    'The wording on this page has changed. Reload the page to read it before you agree.',
  'refusals.preferences.customerOnly':
    'Only the customer can give consent. You can read it, and record a withdrawal when the customer asks.',
  // Documents
  'refusals.documents.type': 'Only PDF, JPEG and PNG files are accepted.',
  'refusals.documents.empty': 'The file is empty.',
  'refusals.documents.tooLarge': 'The file is larger than {size} MB.',
  'refusals.documents.enough': 'This application has as many uploads as we accept.',
  'refusals.documents.closed': 'This application is closed.',
  'refusals.documents.notYours': 'This document is not yours.',
  'refusals.documents.none': 'No such document.',
  // Stores
  'refusals.stores.unknownZip':
    'We could not find that ZIP code. Check it and try again, or search for another ZIP code.',
};
