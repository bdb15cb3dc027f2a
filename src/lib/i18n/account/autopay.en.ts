// English words of autopay (the account page's autopay section and dialog, the authorization, its e-mailed and PDF
// copies, and the refusals a screen shows by key), spread into ../en.ts. Keys start `account.autopay.`.
export const autopayEn = {
  'account.autopay.heading': 'Autopay',
  'account.autopay.status.ON':
    'Autopay is on: the amount due is paid from your {method} ending in {last4} on each due date.',
  'account.autopay.status.OFF': 'Autopay is off. You can pay each due date yourself, or turn autopay on.',
  'account.autopay.status.STOPPED':
    'Autopay is stopped: two payments in a row could not be made, so we will not try again. To pay automatically again, read and agree to a new authorization.',
  'account.autopay.optional': 'Autopay is optional. You can always make a payment yourself.',
  'account.autopay.next':
    'Next autopay payment: about {amount} on {date}. You can turn autopay off or skip it until {cutoff}.',
  'account.autopay.nextClosed':
    'Next autopay payment: about {amount} on {date}. Changes to it closed on {cutoff}, 3 business days before.',
  'account.autopay.skipped': 'Skipped: the payment due {date}.',
  'account.autopay.turnOn': 'Turn on autopay',
  'account.autopay.turnOnAgain': 'Authorize autopay again',
  'account.autopay.turnOff': 'Turn off autopay',
  'account.autopay.skip': 'Skip the payment on {date}',
  'account.autopay.download': 'Download your autopay authorization (PDF)',
  'account.autopay.working': 'Saving…',
  'account.autopay.turnedOn': 'Autopay is on. We e-mailed you a copy of the authorization.',
  'account.autopay.turnedOff': 'Autopay is off. Nothing more will be debited automatically.',
  'account.autopay.didSkip': 'The payment due {date} will not be debited. Remember to pay it another way.',
  'account.autopay.failed': "We couldn't save that just now. Please try again, or call us at {phone}.",
  'account.autopay.dialog.heading': 'Turn on autopay',
  'account.autopay.dialog.method': 'Pay from',
  'account.autopay.dialog.authorizationHeading': 'Autopay authorization',
  'account.autopay.dialog.agree': 'I have read and agree to this autopay authorization',
  'account.autopay.dialog.agreeRequired': 'Check the box to agree to the autopay authorization.',
  'account.autopay.dialog.submit': 'Turn on autopay',
  'account.autopay.dialog.cancel': 'Cancel',
  'account.autopay.dialog.noMethods': 'No card or bank account is on file for this loan. Please call us at {phone}.',
  'account.autopay.authorization':
    'I authorize {brand} to debit my {method} ending in {last4} on each due date of loan {loanNumber} for the amount due on that date, up to {max} and never more than the payoff, until the loan is paid or I turn autopay off. A due date that is not a business day is debited on the next business day. If a debit will be more than {max}, {brand} will tell me its amount and date at least 10 days before it. I can turn autopay off, or skip one debit, in my account or by calling {phone}, up to 3 business days before the debit. Autopay is optional: I can always pay my loan another way. A copy of this authorization is e-mailed to me and kept in my account.',
  'account.autopay.email.subject': 'Your autopay authorization for loan {loanNumber}',
  'account.autopay.email.body':
    'Autopay is on for loan {loanNumber} with {brand}. This is your copy of the authorization you agreed to on {date}:',
  'account.autopay.email.contact':
    'To turn autopay off or skip a payment, visit your account or call {brand} at {phone}.',
  'account.autopay.pdf.title': 'Autopay authorization',
  'account.autopay.pdf.loan': 'Loan {loanNumber}',
  'account.autopay.pdf.agreed': 'Agreed electronically on {date} at {time} (US Eastern), from the portal.',
  'account.autopay.pdf.method': 'Payment method: {method} ending in {last4}.',
  'account.autopay.problem.notPayable':
    'Autopay cannot be turned on for this loan because it cannot take payments right now. Please call us at {phone}.',
  'account.autopay.problem.alreadyOn':
    'Autopay is already on for this loan. To pay from another account, turn it off first, then on again.',
  'account.autopay.problem.authorizeRequired': 'Check the box to agree to the autopay authorization.',
  'account.autopay.problem.staleText':
    'The autopay authorization has changed. Reload the page, read it again and agree to it.',
  'account.autopay.problem.noSuchMethod': 'Choose the debit card or bank account on file for autopay.',
  'account.autopay.problem.notOn': 'Autopay is not on for this loan.',
  'account.autopay.problem.pastCutoff':
    'It is too late to stop the autopay payment on {runDate}: changes closed on {cutoff}, 3 business days before it. Please call us at {phone}.',
  'account.autopay.problem.notADueDate':
    'There is no autopay payment to skip on {dueDate}. Choose the next payment shown in your account.',
} as const;
