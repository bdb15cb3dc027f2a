// The English catalogue: every user-facing word of the portal, one flat object keyed `feature.what`. The screens' fixed
// texts are here word for word (test/unit/i18n/specTexts.test.ts). Messages use ICU syntax: `{name}` placeholders,
// `{n, plural, ...}`; `<tag>...</tag>` marks the part a screen wraps in a link or emphasis (src/components/RichText).
// Production builds replace these values with Lingui's compiled form (src/lib/i18n/precompile.ts): read them only
// through translate()/useT(), never as `en[key]`.
import { accountEn } from './account/account.en';
import { payoffLetterEn } from './account/payoffLetter.en';
import { autopayEn } from './account/autopay.en';
import { autopayLinkEn } from './account/autopayLink.en';
import { autopayNoticesEn } from './account/autopayNotices.en';
import { preferencesEn } from './account/preferences.en';
import { textRepliesEn } from './account/textReplies.en';
import { scheduledEn } from './account/scheduled.en';
import { messagesEn } from './messages/messages.en';
import { recheckEn } from './security/recheck.en';
import { securityPageEn } from './security/securityPage.en';
import { adverseEn } from './application/adverse.en';
import { afterDecisionEn } from './application/afterDecision.en';
import { agreementsEn } from './application/agreements.en';
import { bankEn } from './application/bank.en';
import { decisionEn } from './application/decision.en';
import { finalStepsEn } from './application/finalSteps.en';
import { personalEn } from './application/personal.en';
import { footerEn } from './content/footer.en';
import { conversionEn } from './conversion/conversion.en';
import { refusalsEn } from './refusals/refusals.en';
import { passkeysEn } from './security/passkeys.en';
import { signUpEn } from './signUp/signUp.en';
import { layoutEn } from './shell/layout.en';
import { noticesEn } from './notices/notices.en';
import { codeMessagesEn } from './notices/codes.en';
import { limitsEn } from './shell/limits.en';
import { otpAppEn } from './mfa/otpApp.en';
import { authenticatorEn } from './security/authenticator.en';
import { passwordSectionEn } from './security/password.en';
import { applicationFieldMessagesEn } from './application/fieldMessages.en';
import { enrollmentEn } from './enrollment/enrollment.en';
import { brandWordingEn } from './brands/brandWording.en';
import { applicationFlowEn } from './application/flow.en';

export const en = {
  // Shared words
  'common.loading': 'Loading',
  'login.step.authenticating': 'Authenticating',
  'login.startFailed': "We couldn't load what the portal needs to sign you in. Check your connection, then try again.",
  'login.formLoading': 'Loading the log-in form...',
  'common.logInButton': 'Log In',
  'common.logIn': 'Log in',
  'common.logOut': 'Log Out',
  'common.email': 'Email',
  'common.password': 'Password',
  'common.continue': 'Continue',
  'common.stepOf': 'Step {step} of {total}',
  'common.stepCompleted': 'completed',
  'common.goBack': 'Go Back',
  'common.goToLogin': 'Go to login',
  'common.backToLogin': 'Back to log in',
  'common.enrollNow': 'Enroll Now',
  'common.applyNow': 'Apply now',
  'common.noAccount': "Don't have an account?",
  'common.noAccountEnroll': "Don't have an account? <link>Enroll Now</link>",
  'common.firstName': 'First name',
  'common.lastName': 'Last name',
  'common.dateOfBirth': 'Date of birth (MM/DD/YYYY)',
  'common.zipCode': 'ZIP code',
  'common.choose': 'Choose...',
  'common.processing': 'Processing',
  'common.callUs': 'Please call us at <phone>{phone}</phone>, {hours}.',

  // Page header, footer and the language switch
  'shell.title': 'Customer Portal',
  'shell.description': 'Customer portal: sign in, apply for a loan and manage your account.',
  'shell.help': 'Help: {phone}',
  'shell.footer': 'Footer',
  'shell.copyright': '© {year} {name}. All rights reserved.',
  // The server-rendered brand pages (server/http/pages.ts): legal documents, 404 and maintenance
  'pages.updated': 'Last updated {date}',
  'pages.contents': 'Contents',
  'pages.otherLanguage': 'Español',
  'pages.home': 'Go to the home page',
  'pages.notFound.title': 'Page not found',
  'pages.notFound.heading': "We can't find that page",
  'pages.notFound.body': 'The page you asked for does not exist or has moved.',
  'pages.maintenance.title': 'Down for maintenance',
  'pages.maintenance.heading': "We'll be right back",
  'pages.maintenance.body':
    '{brand} is down for scheduled maintenance. Your information is safe. Please try again shortly.',

  // The dev-only components page (/devtools/components, src/features/devtools): not in production builds
  'devtools.components.title': 'Components',
  'devtools.components.intro': 'Every shared component in every brand, side by side. Development builds only.',
  'devtools.components.buttons': 'Buttons',
  'devtools.components.actions': 'Actions that lead on',
  'devtools.components.figures': 'Summary figures',
  'devtools.components.disabled': 'Not available',
  'devtools.components.fields': 'Fields on a card',
  'devtools.components.fieldError': 'Enter a valid email address.',
  'devtools.components.alerts': 'Alerts',
  'devtools.components.alertError': "That code isn't right. Check it and try again.",
  'devtools.components.alertSuccess': 'Your password was changed.',
  'devtools.components.alertInfo': 'We sent a code to your email.',
  'devtools.components.progress': 'Progress',
  'devtools.components.step1': 'Find you',
  'devtools.components.step2': 'Verify',
  'devtools.components.step3': 'Password',
  'devtools.components.dialog': 'Dialog',
  'devtools.components.openDialog': 'Open the dialog',
  'devtools.components.dialogTitle': 'A question for the customer',
  'devtools.components.dialogBody': 'Dialogs take the brand of the page that opens them.',
  'devtools.components.close': 'Close',
  // The store locator and Find a Store (src/components/storeLocator)
  'stores.heading': 'Find a Store',
  'stores.intro': 'Enter a ZIP code to see the stores nearest to it, then choose your store.',
  'stores.zipHint': '5 digits. We search as soon as you finish typing.',
  'stores.searching': 'Searching for stores…',
  'stores.results':
    '{total, plural, =0 {No stores found near {zip}.} one {Showing 1 store near {zip}.} other {Showing {shown} of {total} stores nearest to {zip}.}}',
  'stores.foundByNumber': 'Showing store {number}.',
  'stores.notFoundByNumber': 'Store {number} was not found.',
  'stores.listLabel': 'Stores, nearest first',
  'stores.distance': '{miles} miles away',
  'stores.storeNumber': 'Store {number}',
  'stores.choose': 'Choose this store',
  'stores.chosen': 'Your store',
  'stores.loadMore': 'Load more stores',
  'stores.map.label': 'Map of the stores shown',
  'stores.map.zoomIn': 'Zoom in',
  'stores.map.zoomOut': 'Zoom out',
  'stores.yourStore.heading': 'Your store',
  'stores.yourStore.call': 'Call {phone}',
  'stores.hours.heading': 'Hours',
  'stores.hours.closed': 'Closed',
  'stores.hours.range': '{open} to {close}',
  'stores.day.MONDAY': 'Monday',
  'stores.day.TUESDAY': 'Tuesday',
  'stores.day.WEDNESDAY': 'Wednesday',
  'stores.day.THURSDAY': 'Thursday',
  'stores.day.FRIDAY': 'Friday',
  'stores.day.SATURDAY': 'Saturday',
  'stores.day.SUNDAY': 'Sunday',
  'stores.bring.heading': 'What to bring',
  'stores.bring.id': 'Valid ID',
  'stores.bring.income': 'Proof of income',
  'stores.bring.checking': 'Active checking account (open at least 30 days)',
  'stores.bring.address': 'Proof of address and phone',
  'stores.error.failed': "We couldn't search for stores just now. Please try again in a moment.",
  'stores.error.unknownZip': "We couldn't find ZIP code {zip}. Check it and try again.",
  'stores.error.tooMany': 'Too many store searches. Please wait a few minutes and try again.',

  'shell.language': 'Language',
  'shell.languageName.en': 'English',
  'shell.languageName.es': 'Español',
  'shell.acting.region': 'Acting as a customer',
  'shell.acting.text': 'You ({admin}) are acting as <strong>{email}</strong>. Everything you do is recorded.',
  'shell.acting.back': 'Back to Admin',
  'shell.transfer.heading': 'Taking you to {brand}',
  'shell.transfer.body': "Your online account is now managed on the {brand} site. We're taking you there now.",
  'shell.transfer.link': 'Continue to {brand}',
  'shell.skipToMain': 'Skip to main content',

  // Page titles (<title>, "Log in | Lumen Cash"; src/app/RouteFrame.tsx) where a page has no fixed heading to use
  'shell.pageTitle.notFound': 'Page not found',
  'shell.pageTitle.account': 'Your account',
  'shell.pageTitle.application': 'Loan application',
  'shell.pageTitle.conversion': 'Loan conversion',

  // Login, single sign-on and passwordless sign-in
  'login.heading': 'Log in',
  'login.header': 'Please enter your email address and password to log in.',
  'login.submitting': 'Logging In...',
  'login.step.establishing': 'Establishing Credentials',
  'login.step.authenticated': 'You were authenticated',
  'login.handOff': "Your account is with {brand}. We're taking you to its site, where you're already signed in.",
  'login.forgotPassword': 'Forgot password?',
  'login.forgotEmail': 'Forgot email?',
  'login.forgotEmailCall': 'Forgot your email? Call us at <phone>{phone}</phone> for help.',
  'login.incorrectCredentials': 'Incorrect username or password.',
  'login.notAdmin': 'Not admin',
  'login.locked':
    'Too many failed attempts. For your security, sign-in is locked for 15 minutes. You can <reset>reset your password</reset> or try again later.',
  'login.lastAttempt':
    'Incorrect username or password. One more wrong password will lock sign-in for 15 minutes; you can <reset>reset your password</reset> instead.',
  'login.signInError': 'SignIn Error',
  'login.sso.heading': 'Single sign-on',
  'login.sso.loggingIn': 'Logging in via SSO...',
  'login.sso.error': 'SSO Error',
  'login.sso.noData': 'No SSO data found',
  'login.sso.goToLogin': 'Go to log in',
  'login.code.heading': 'Log in with a code',
  'login.code.intro': "We'll e-mail you a one-time code to log in with.",
  'login.code.requestLabel': 'Request a code',
  'login.code.send': 'Send Code',
  'login.code.entryLabel': 'Enter the code',
  'login.code.sent': 'We sent a code to {email}. It expires in 10 minutes.',
  'login.code.label': 'Code',
  'login.code.failed': 'Verification failed. Please make sure the code was entered correctly and try again.',

  // Forgot password, change password, forgot email
  'password.forgot.heading': 'Forgot your password?',
  'password.forgot.intro':
    "Enter the email address you use to log in and we'll send you a link to reset your password.",
  'password.forgot.formLabel': 'Forgot password',
  'password.forgot.submit': 'Send Password',
  'password.forgot.sent': 'Please check your email and click on the provided link to reset your password.',
  'password.forgot.notFound':
    "We couldn't find an account matching the email address you entered. Please review and try again.",
  'password.forgot.notFoundEnroll': "Don't have an account? <link>Enroll now.</link>",
  'password.forgot.notFoundLegacy':
    'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.',
  'password.forgot.tryLater': 'We could not send the reset link right now. Please try again in a few minutes.',
  'password.forgotFail.heading': "We can't reset your password online",
  'password.forgotFail.body': "For your security we couldn't reset your password from this device.",
  'password.change.heading': 'Change your password',
  'password.change.linkInvalid': 'This link is no longer valid.',
  'password.change.linkInvalidHelp': 'Reset links work once and for an hour. We can email you a new one.',
  'password.change.sendNewLink': 'Send a new link',
  'password.change.checkingLink': 'Checking your link…',
  'password.change.intro': 'Choose a new password for {email}.',
  'password.change.formLabel': 'Change password',
  'password.change.newPassword': 'New password',
  'password.change.confirm': 'Confirm new password',
  'password.field.show': 'Show password',
  'password.change.submit': 'Change Password',
  'password.change.done': 'Your password has been changed. Please log in with your new password.',
  'password.forgotEmail.heading': 'Forgot your email?',
  'password.forgotEmail.intro': "Tell us a few details and we'll show you the email address you log in with.",
  'password.forgotEmail.found': "Your account's email address is <strong>{email}</strong>. <link>Log in</link>",
  'password.forgotEmail.notFound':
    "We couldn't find an email address matching the information you entered. Please review and try again.",
  'password.forgotEmail.formLabel': 'Find my email',
  'password.forgotEmail.ssnLast4': 'Last 4 digits of your SSN',
  'password.forgotEmail.submit': 'Find My Email',
  'password.forgotEmailFail.heading': "We couldn't look up your email",
  'password.forgotEmailFail.body': "For your security we've paused email look-ups from this device.",

  // Field messages of the Yup schemas (the rest ours)
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Invalid email address',
  'validation.emailPattern': 'Invalid email value',
  'validation.passwordRequired': 'Password is required',
  'validation.newPasswordRequired': 'A password is required',
  'validation.passwordRule':
    'Password must be at least 8 characters, contain at least one number and at least one letter',
  'validation.confirmRequired': 'Password Confirmation is required',
  'validation.passwordsMatch': 'Passwords must match',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.firstNameTooLong': 'First name must be 50 characters or fewer',
  'validation.lastNameTooLong': 'Last name must be 50 characters or fewer',
  'validation.dobRequired': 'Date of birth is required',
  'validation.dobFormat': 'Enter your date of birth as MM/DD/YYYY',
  'validation.minimumAge': 'You must be at least 18 years old',
  'validation.ssnLast4Required': 'The last 4 digits of your SSN are required',
  'validation.ssnLast4Format': 'Enter the last 4 digits of your SSN',
  'validation.ssnRequired': 'Social Security number is required',
  'validation.ssnFormat': 'Enter your 9-digit Social Security number',
  'validation.zipRequired': 'ZIP code is required',
  'validation.zipFormat': 'Enter a 5-digit ZIP code',
  'validation.streetRequired': 'Street address is required',
  'validation.streetTooLong': 'Street address is too long',
  'validation.line2TooLong': 'Apartment or suite is too long',
  'validation.cityRequired': 'City is required',
  'validation.cityTooLong': 'City is too long',
  'validation.stateRequired': 'State is required',
  'validation.stateChoose': 'Choose your state',
  // Admin login and "auth as"
  'admin.landing.heading': 'Admin',
  'admin.landing.signedInAs': 'Signed in as {email}.',
  'admin.landing.actingAs': 'You are acting as {email}.',
  'admin.landing.actAsHeading': 'Act as a customer',
  'admin.landing.actAsIntro': "Enter the customer's email to see the portal as they do. Every action is recorded.",
  'admin.landing.customerEmail': 'Customer email',
  'admin.landing.working': 'Working...',
  'admin.landing.submit': 'Act as Customer',
  'admin.login.heading': 'Admin log in',
  'admin.login.intro': 'For customer-service staff. Use your work account.',
  'admin.failed': 'Something went wrong. Please try again.',

  // Error, not-found and pending pages
  'errors.page.heading': 'Something went wrong',
  'errors.generic': "Hmmm... something's not working at the moment. Please try again later.",
  'errors.notFound': 'Page not found',
  'errors.supportFile': 'Download a support file',
  'errors.pending.heading': "We're reviewing your application",
  'errors.pending.body': "Your application is pending. We'll e-mail you as soon as there's an update.",

  // Session timeout
  'session.timedOut':
    'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.',
  'session.prompt.heading': 'Are you still there?',
  'session.prompt.body':
    'For your security, we end sessions after a period of inactivity. Choose Continue to stay logged in.',
  'session.prompt.countdown':
    '{seconds, plural, one {Your session will end in # second.} other {Your session will end in # seconds.}}',
  'session.prompt.ending': 'Ending your session…',
  'session.prompt.endingAnnounced': 'Ending your session.',

  // Pages of routes later issues build
  'placeholder.signedInAs': 'Signed in as <strong>{email}</strong>',
  'placeholder.signedInAsNamed': 'Signed in as <strong>{email}</strong> ({name})',
  'placeholder.notSignedIn': 'Not signed in.',

  'placeholder.actingAs': 'Customer: <strong>{email}</strong>',
  'placeholder.actingAsNamed': 'Customer: <strong>{email}</strong> ({name})',
  // Code entry shared by multi-factor and enrollment
  'verification.failed': 'Verification failed. Please make sure the code was entered correctly and try again.',
  'verification.resent': 'A new code has been resent. It may take up to 2 minutes to receive the new code.',
  'verification.required': 'Required.',
  'verification.maxCharacters': 'Max characters exceeded.',
  'verification.formLabel': 'Code entry',
  'verification.codeLabel': 'Verification code',
  'verification.verify': 'Verify',
  'verification.verifying': 'Verifying...',
  'verification.didNotGetIt': "Didn't get it?",
  'verification.resend': 'Resend code',
  'verification.resendWait': 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  'verification.resendReady': 'You can ask for a new code now.',
  'verification.sendCode': 'Send Code',
  'verification.sending': 'Sending...',
  'verification.codeExpired': 'This code has expired. Please send a new code.',
  'verification.resendRefused': 'Please wait a moment before asking for another code.',
  'verification.sentTo': 'We sent a 6-digit code to {destination}. It expires in 10 minutes.',
  'common.yourEmail': 'your email address',
  'common.yourPhone': 'your phone',
  'mfa.otpPhone.sendHeading': 'Verify your phone',
  'mfa.otpPhone.heading': 'Enter the code we texted you',

  // Multi-factor pages
  'mfa.start.heading': "Verifying it's you",
  'mfa.start.checking': 'Checking your device…',
  'mfa.start.backToLogin': 'Back to log in',
  'mfa.otpEmail.heading': 'Enter your verification code',
  'mfa.otpPhone.sendIntro':
    "We'll text a 6-digit code to the phone number on file, {phone}. Message and data rates may apply.",
  'mfa.otpPhoneEmail.heading': 'Enter your email verification code',
  'mfa.otpPhoneEmail.intro':
    'Your phone is verified. We also sent a 6-digit code to {destination}. It expires in 10 minutes.',
  'mfa.verified.heading': "You're verified",
  'mfa.passed.bypass': 'We recognized this device, so no code was needed.',
  'mfa.passed.approved': 'Thank you for verifying your identity.',
  'mfa.continueToAccount': 'Continue to your account',
  'mfa.remember.heading': 'Remember this device?',
  'mfa.remember.body': "If you trust this device, we won't ask for a code the next time you log in from it.",
  'mfa.remember.yes': 'Yes, remember this device',
  'mfa.remember.no': 'No, thanks',
  'mfa.remember.accepted': "We'll remember this device, so you won't need a code next time.",
  'mfa.remember.declined': "We won't remember this device; we'll send a code the next time you log in.",
  'mfa.fail.title': "We couldn't verify it's you",
  'mfa.fail.body': "For your security we couldn't complete verification. You can log in again.",

  ...personalEn,
  // The application's second part (bank step on), one file each so their words are found beside each other.
  ...bankEn,
  ...agreementsEn,
  ...finalStepsEn,
  ...conversionEn,
  ...decisionEn,
  ...afterDecisionEn,
  ...adverseEn,
  ...accountEn,
  ...payoffLetterEn,
  ...autopayEn,
  ...autopayLinkEn,
  ...autopayNoticesEn,
  ...preferencesEn,
  ...textRepliesEn,
  ...scheduledEn,
  ...messagesEn,
  ...recheckEn,
  ...securityPageEn,
  ...signUpEn,
  ...passkeysEn,
  ...layoutEn,
  ...footerEn,
  ...refusalsEn,
  ...noticesEn,
  ...codeMessagesEn,
  ...limitsEn,
  ...otpAppEn,
  ...authenticatorEn,
  ...passwordSectionEn,
  ...applicationFieldMessagesEn,
  ...enrollmentEn,
  ...brandWordingEn,
  ...applicationFlowEn,
} as const;

export type MessageKey = keyof typeof en;
