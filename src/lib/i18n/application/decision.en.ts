// English words of the application's decision screens, spread into ../en.ts. Keys start `application.decision.`.
export const decisionEn = {
  'application.decision.transition.heading': 'We are reviewing your application',
  'application.decision.transition.intro':
    'This usually takes less than a minute. Keep this page open: it moves on by itself as soon as there is news.',
  'application.decision.status.connecting': 'Connecting to get your application status…',
  'application.decision.status.submitting': 'Your application has been submitted.',
  'application.decision.status.scoring': 'Checking the information you gave us…',
  'application.decision.status.underwriting': 'Your application is being reviewed.',
  'application.decision.status.review':
    'An underwriter is taking a closer look at your application. This can take a little longer; please wait here.',
  'application.decision.status.approved': 'Good news: your application is approved. Preparing your loan documents…',
  'application.decision.status.recalculating':
    'Your approved amount differs from the one you asked for. Updating your offer…',
  'application.decision.status.signing': 'Thank you for signing. We are setting up your loan…',
  'application.decision.status.reconnecting': 'The connection was interrupted. Reconnecting…',
  'application.decision.status.moving': 'Your application has moved on. Taking you to the next page…',
  'application.decision.error.heading': 'We cannot show your application status right now',
  'application.decision.error.body':
    'Your application is safe and is still being processed. Try again, or come back later from your account.',
  'application.decision.error.retry': 'Try again',
  'application.decision.toAccount': 'Go to my account',
  'application.decision.duplicate.heading': 'You already have an application in progress',
  'application.decision.duplicate.body':
    'We are already processing another application of yours, so this one was not submitted. You can follow the other one from your account.',
  'application.decision.submitError.heading': 'We could not process your application',
  'application.decision.submitError.body':
    'Something went wrong while we processed your application. Review it and submit it again.',
  'application.decision.submitError.action': 'Review my application',
  'application.decision.message.cardError1':
    'We could not send your loan to the debit card you chose. Choose another way to receive your money, then submit again.',
  'application.decision.message.cardError2':
    'Your debit card was declined again. Choose another way to receive your money, such as your bank account, then submit again.',
  'application.decision.message.needsNewFunding':
    'We cannot send your loan the way you chose. Choose another way to receive your money, then submit again.',
  'application.decision.message.needsNewRepayment':
    'We cannot set up repayment the way you chose. Choose another way to repay, then submit again.',
  'application.decision.message.recalculated':
    'Your loan was approved for a different amount than you asked for. Review the updated terms before you sign.',
  'application.decision.message.esignError': 'Your signature could not be recorded. Please sign again.',
  'application.decision.missing.personalInformation': 'Your personal information is missing.',
  'application.decision.missing.incomeInformation': 'Your income is missing.',
  'application.decision.missing.bankingInformation': 'Your bank account is missing.',
  'application.decision.missing.agreements': 'The agreements and how you are paid and repay are missing.',
  'application.decision.missing.otpResponse': 'The code we texted to your phone has not been confirmed.',
  'application.decision.missing.product': 'Choose a product.',
  'application.decision.missing.loanRequest': 'Choose the amount you want to borrow.',
  'application.decision.esign.signatureMismatch': 'Type your full name as it appears on the application to sign.',
} as const;
