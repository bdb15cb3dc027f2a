// English words of the notices the payment scheduler sends about autopay debits (server/autopay/notices.ts): the
// notice before a first or unusual withdrawal or a debit above the range agreed, and the consumer-rights notice after
// two failed withdrawals. Spread into ../en.ts. Keys start `account.autopayNotice.`.
export const autopayNoticesEn = {
  'account.autopayNotice.withdrawal.subject': 'Autopay: {amount} will be debited on {date} for loan {loanNumber}',
  'account.autopayNotice.withdrawal.body':
    '{brand} will debit {amount} from your {method} ending in {last4} on {date} for loan {loanNumber}, under the autopay authorization you agreed to.',
  'account.autopayNotice.kind.firstWithdrawal': 'This is the first autopay payment on this loan.',
  'account.autopayNotice.because.AMOUNT': 'This payment is a different amount from your regular payment of {regular}.',
  'account.autopayNotice.because.DATE':
    'This payment is on a different day from its due date of {dueDate}, which is not a business day.',
  'account.autopayNotice.because.CHANNEL': 'This payment is from a different account than the last one.',
  'account.autopayNotice.because.RETRY':
    'This is a new try at a payment that could not be made on {failedOn}. Please make sure the money is in your account.',
  'account.autopayNotice.kind.varyingAmount':
    'This payment is more than the {regular} you agreed to without notice, so we are telling you its amount and date in advance.',
  'account.autopayNotice.stop':
    'To stop this payment, turn autopay off in your account or call us, at least 3 business days before it.',
  'account.autopayNotice.contact': 'Questions? Call {brand} at {phone}.',
  'account.autopayNotice.rights.subject': 'Notice: {brand} can no longer withdraw payments from your account',
  'account.autopayNotice.rights.heading': 'Alert: Consumer Rights Notice',
  'account.autopayNotice.rights.body':
    '{brand} tried twice to withdraw payments for loan {loanNumber} from your account, and both tries failed. Federal law does not allow us to try to withdraw payment again from your account without your new permission.',
  'account.autopayNotice.rights.attempt': '{date}: {amount} from your {method} ending in {last4}, failed ({reason}).',
  'account.autopayNotice.reason.insufficientFunds': 'insufficient funds',
  'account.autopayNotice.rights.next':
    'Autopay on loan {loanNumber} is stopped. You do not need to do anything to keep us from trying again. To pay automatically again, sign in and authorize autopay again; you can also make a payment yourself at any time.',
  'account.autopayNotice.rights.cfpb':
    'If you have questions about your rights, you can contact the Consumer Financial Protection Bureau at 1-855-411-2372 or consumerfinance.gov/payday-rule.',
} as const;
