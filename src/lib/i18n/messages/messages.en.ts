// English words of the reminders and payment notices the server sends by e-mail and text (server/messages/): the
// reminder before a due date, payment received, payment failed or returned, and the short texts that go with the
// autopay notices. A text is one SMS-sized line: the brand, what, the amount, the day, the phone and how to stop.
// Spread into ../en.ts. Keys start `account.message.`.
export const messagesEn = {
  'account.message.reminder.subject': 'Reminder: {amount} is due on {date} for loan {loanNumber}',
  'account.message.reminder.body': 'This is a reminder from {brand}: {amount} is due on {date} for loan {loanNumber}.',
  'account.message.reminder.howToPay':
    'To pay, sign in to your account and choose Make a payment, or pay on a date of your choice. If you have already paid, thank you: you can ignore this message.',
  'account.message.reminderAutopay.subject': 'Reminder: autopay will pay {amount} due on {date} for loan {loanNumber}',
  'account.message.reminderAutopay.body':
    'This is a reminder from {brand}: autopay will pay the {amount} due on {date} for loan {loanNumber} from your account on file. Please make sure the money is in your account by then.',
  'account.message.received.subject': 'Payment received: {amount} for loan {loanNumber}',
  'account.message.received.body':
    'Thank you. {brand} received your payment of {amount} on {date} for loan {loanNumber}. It is in your payment history.',
  'account.message.failed.subject': 'Your payment of {amount} for loan {loanNumber} did not go through',
  'account.message.failed.body':
    'Your payment of {amount} for loan {loanNumber} could not be made on {date}: your bank or card issuer declined it.',
  'account.message.failed.whatToDo':
    'The amount is still owed. Please pay another way: sign in and make a payment with another card or bank account, or call {brand} at {phone} and we will help you.',
  'account.message.returned.body':
    'Your payment of {amount} for loan {loanNumber} was not applied on {date}, because the loan was closed or owed less than the payment, and the money is being returned to you.',
  'account.message.returned.whatToDo': 'To see what you owe now, sign in to your account, or call {brand} at {phone}.',
  'account.message.contact': 'Questions? Call {brand} at {phone}.',
  'account.message.choices':
    'You get this e-mail about your loan with {brand}. To choose the messages you get, sign in and open Messages and preferences.',
  'account.message.text.reminder':
    '{brand}: {amount} is due {date} on loan {loanNumber}. Pay in your account or call {phone}. Reply STOP to stop.',
  'account.message.text.reminderAutopay':
    '{brand}: autopay will pay {amount} due {date} on loan {loanNumber}. Questions? {phone}. Reply STOP to stop.',
  'account.message.text.received':
    '{brand}: we received your {amount} payment on loan {loanNumber} on {date}. Thank you! {phone}. Reply STOP to stop.',
  'account.message.text.failed':
    '{brand}: your {amount} payment on loan {loanNumber} failed on {date}. Pay another way or call {phone}. Reply STOP to stop.',
  'account.message.text.returned':
    '{brand}: your {amount} payment on loan {loanNumber} was not applied and is being returned. Call {phone}. Reply STOP to stop.',
  'account.message.text.autopayScheduled':
    '{brand}: autopay will debit {amount} on {date} for loan {loanNumber}. To stop it, call {phone}. Reply STOP to stop.',
  'account.message.text.autopayStopped':
    '{brand}: autopay on loan {loanNumber} is stopped after 2 failed payments. Sign in to pay or call {phone}. Reply STOP to stop.',
} as const;
