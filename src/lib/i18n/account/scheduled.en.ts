// English words of scheduled payments (the payment screen's "Pay on a date", the history's scheduled rows and the
// server's refusals of them), spread into ../en.ts. Keys start `account.schedule.` and `account.scheduled.`.
export const scheduledEn = {
  // the payment screen
  'account.schedule.when.legend': 'When do you want to pay?',
  'account.schedule.when.now': 'Pay now',
  'account.schedule.when.later': 'Pay on a date',
  'account.schedule.date': 'Payment date',
  'account.schedule.dateHelp':
    'A business day (Monday to Friday, not a bank holiday) from {first} up to your due date, {due}.',
  'account.schedule.noDates':
    'No business day is left before your due date to schedule a payment. Pay now instead, or call us at {phone}.',
  'account.schedule.amountHelp':
    'From $1.00 up to {max}: what is left to pay after your pending and scheduled payments.',
  'account.schedule.authorization':
    'I authorize {brand} to make a one-time electronic debit of {amount} from my {method} ending in {last4} on {date} to pay loan {loanNumber}. I can change or cancel this payment in my payment history, or by calling {phone}, until 11:59 pm Eastern time on {cutoff}. A copy of this authorization is kept with my payment history.',
  'account.schedule.submit': 'Schedule {amount} for {date}',
  'account.schedule.submitting': 'Scheduling…',
  'account.schedule.done':
    'Your payment of {amount} is scheduled for {date}. You can change or cancel it in your payment history until 11:59 pm Eastern time on {cutoff}.',
  'account.schedule.toHistory': 'See my scheduled payments',
  // refusals (the screen's checks and the server's alike)
  'account.schedule.problem.dateRequired': 'Choose the date of the payment.',
  'account.schedule.problem.dateNotAfterToday': 'Choose a date after today. To pay today, choose Pay now.',
  'account.schedule.problem.dateAfterDueDate': 'Choose a date on or before your due date, {due}.',
  'account.schedule.problem.dateNotBusinessDay': 'That day is a weekend or a bank holiday. Choose a business day.',
  'account.schedule.problem.amountRequired': 'Enter the amount you want to pay.',
  'account.schedule.problem.amountTooSmall': 'The smallest payment is $1.00.',
  'account.schedule.problem.aboveWhatIsLeft':
    'That is more than is left to pay after your pending and scheduled payments. The most you can schedule is {max}.',
  'account.schedule.problem.nothingLeft':
    'Your pending and scheduled payments already pay everything owed on this loan.',
  'account.schedule.problem.notPayable': 'This loan cannot take a payment right now. Please call us at {phone}.',
  'account.schedule.problem.noSuchMethod': 'Choose a payment method on file.',
  'account.schedule.problem.keyReused': 'This payment was already scheduled with other details. Please start again.',
  'account.schedule.problem.pastCutoff':
    'This payment can no longer be changed or cancelled: that was possible until 11:59 pm Eastern time on {cutoff}. Please call us at {phone}.',
  'account.schedule.problem.notScheduled': 'This payment is no longer scheduled, so it cannot be changed or cancelled.',
  // the history's scheduled payments
  'account.scheduled.heading': 'Scheduled payments',
  'account.scheduled.runsOn': 'Date',
  'account.scheduled.actions': 'Change or cancel',
  'account.scheduled.status.SCHEDULED': 'Scheduled',
  'account.scheduled.status.CANCELLED': 'Cancelled',
  'account.scheduled.status.TAKEN': 'Taken, confirmation {confirmation}',
  'account.scheduled.status.SKIPPED': 'Not taken',
  'account.scheduled.skip.abovePayoff': 'Less was owed on the day than this payment, so it was not taken.',
  'account.scheduled.skip.notPayable': 'The loan could no longer take a payment on the day, so it was not taken.',
  'account.scheduled.skip.nothingDue': 'Nothing was owed on the day, so it was not taken.',
  'account.scheduled.skip.noMethod': 'The payment method was no longer on file, so it was not taken.',
  'account.scheduled.skip.missedDay': 'It could not be run on its day, so it was not taken.',
  'account.scheduled.nothingCharged': 'Nothing was charged.',
  'account.scheduled.until': 'Until 11:59 pm Eastern time on {date}',
  'account.scheduled.change': 'Change',
  'account.scheduled.changeNamed': 'Change the payment of {amount} on {date}',
  'account.scheduled.cancel': 'Cancel',
  'account.scheduled.cancelNamed': 'Cancel the payment of {amount} on {date}',
  'account.scheduled.cancelDialog.heading': 'Cancel this scheduled payment?',
  'account.scheduled.cancelDialog.body':
    'The payment of {amount} on {date} from your {method} ending in {last4} will not be taken.',
  'account.scheduled.cancelDialog.confirm': 'Cancel the payment',
  'account.scheduled.cancelDialog.keep': 'Keep it',
  'account.scheduled.cancelled': 'The payment of {amount} on {date} is cancelled. Nothing will be taken.',
  'account.scheduled.changeDialog.heading': 'Change this scheduled payment',
  'account.scheduled.changeDialog.save': 'Save the change',
  'account.scheduled.changeDialog.close': 'Keep it as it was',
  'account.scheduled.changed': 'The payment is now {amount} on {date}.',
  'account.scheduled.failed': 'We could not save that. Please try again.',
};
