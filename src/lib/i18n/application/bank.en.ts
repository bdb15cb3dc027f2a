// English words of the application's bank screens, spread into ../en.ts. Keys start `application.bank.`.
export const bankEn = {
  'application.bank.heading': 'Your bank account',
  'application.bank.intro':
    'We deposit your loan into your checking account and take your payments from it. Link your bank to fill this in securely, or enter your account by hand.',
  'application.bank.rule': 'Your checking account must be active and open at least 30 days.',
  'application.bank.link': 'Link my bank',
  'application.bank.manualLink': 'Enter my account by hand',
  'application.bank.saved': 'Saved account: {bank}, account ending in {last4}.',
  'application.bank.savedManual': 'Saved account: routing number ending in {routing4}, account ending in {last4}.',
  'application.bank.continue': 'Continue',
  'application.bank.tryAgain': 'Try again',
  'application.bank.linkAnother': 'Link another bank',
  'application.bank.back': 'Back',
  'application.bank.working': 'Working on it…',
  'application.bank.consent.heading': 'Link your bank securely',
  'application.bank.consent.text':
    'We use Plaid to link your bank. You sign in to your bank in a secure window over this page. We receive your checking account’s routing and account numbers, its balance and the name on the account, and use them only to deposit your loan and take your payments. We never see your bank password.',
  'application.bank.consent.agree': 'Agree and continue',
  'application.bank.plaid.heading': 'Connecting to your bank',
  'application.bank.plaid.text': 'Getting the secure bank window ready…',
  'application.bank.open.heading': 'Sign in to your bank',
  'application.bank.open.text': 'Finish in the secure bank window over this page.',
  'application.bank.open.again': 'Open the bank window',
  'application.bank.verify.heading': 'Checking your accounts',
  'application.bank.verify.text': 'We are reading your checking accounts from your bank…',
  'application.bank.select.heading': 'Choose your checking account',
  'application.bank.select.legend': 'Checking accounts at {bank}',
  'application.bank.select.legendPlain': 'Your checking accounts',
  'application.bank.select.account': '{name}, account ending in {last4}',
  'application.bank.select.balance': 'Available balance: ${balance}',
  'application.bank.select.use': 'Use this account',
  'application.bank.select.none': 'There is no linked checking account to choose. Please link your bank again.',
  'application.bank.errorInitializing.heading': 'We couldn’t start the bank link',
  'application.bank.errorInitializing.text':
    'Something went wrong while getting the secure bank window ready. You can try again or enter your account by hand.',
  'application.bank.invalidCredentials.heading': 'Your bank did not accept the sign-in',
  'application.bank.invalidCredentials.text':
    'Your bank did not accept the username or password. You can try linking again or enter your account by hand.',
  'application.bank.noAuth.heading': 'Your bank can’t share account numbers',
  'application.bank.noAuth.text':
    'This bank does not share routing and account numbers through a bank link. Please link another bank or enter your account by hand.',
  'application.bank.noData.heading': 'No accounts were found',
  'application.bank.noData.text':
    'Your bank returned no accounts we can use. Please link another bank or enter your account by hand.',
  'application.bank.noChecking.heading': 'We need a checking account',
  'application.bank.noChecking.text':
    'The bank you linked has no checking account. Your loan is deposited into an active checking account open at least 30 days. Link another bank or enter a checking account by hand.',
  'application.bank.relogin.title': 'Institution Requirement',
  'application.bank.relogin.text':
    '{bank} needs you to sign in again before it can share your account. You can sign in again or enter your account by hand.',
  'application.bank.relogin.yourBank': 'Your bank',
  'application.bank.relogin.signIn': 'Sign in again',
  'application.bank.manual.heading': 'Enter your bank account',
  'application.bank.manual.intro':
    'Enter your checking account as it appears on your checks. We will ask you to confirm it with your bank next.',
  'application.bank.manual.holder': 'Account holder’s name',
  'application.bank.manual.routing': 'Routing number',
  'application.bank.manual.routingHint': 'The 9-digit number at the bottom left of a check.',
  'application.bank.manual.account': 'Account number',
  'application.bank.manual.accountHint': '4 to 17 digits.',
  'application.bank.manual.openDate': 'Date the account was opened (MM/DD/YYYY)',
  'application.bank.manual.bankName': 'Bank name (optional)',
  'application.bank.manual.save': 'Save and continue',
  'application.bank.verification.heading': 'Confirm your bank account',
  'application.bank.verification.text':
    'Because you entered your account by hand, please confirm it by signing in to your bank. We check that the account you entered is there. We never see your bank password.',
  'application.bank.verification.account':
    'Account to confirm: routing number ending in {routing4}, account ending in {last4}.',
  'application.bank.verification.start': 'Sign in to my bank',
  'application.bank.verification.change': 'Change my account',
  'application.bank.verification.approved': 'Your bank account is confirmed.',
  'application.bank.verification.noMatch':
    'The bank you signed in to does not hold the account you entered. Please sign in to the right bank or change your account.',
  'application.bank.verification.loginRequired': 'Your bank asked you to sign in again. Please try once more.',
  'application.bank.verification.expired': 'This verification has expired. Please enter your account again.',
  'application.bank.validation.routingRequired': 'Enter the routing number.',
  'application.bank.validation.routingLength': 'The routing number has 9 digits.',
  'application.bank.validation.routingChecksum':
    'This routing number is not valid. Please check the 9-digit number at the bottom left of your check.',
  'application.bank.validation.accountRequired': 'Enter the account number.',
  'application.bank.validation.accountLength': 'The account number has 4 to 17 digits.',
  'application.bank.validation.holderRequired': 'Enter the account holder’s name.',
  'application.bank.validation.holderInvalid':
    'Enter the name as it appears on the account (letters, spaces, hyphens and apostrophes).',
  'application.bank.validation.openDateRequired': 'Enter the date the account was opened.',
  'application.bank.validation.openDateInvalid': 'Enter a real date as MM/DD/YYYY.',
  'application.bank.validation.openDateFuture': 'The open date cannot be in the future.',
  'application.bank.validation.clientName': 'The bank link could not be started.',
  'application.bank.validation.linkedAccountUnknown':
    'That account is no longer available. Please link your bank again.',
  'application.bank.validation.checkingOnly': 'Choose a checking account.',
} as const;
