// English words of the payoff letter: the request form on the documents page, its refusals, the letter in the list,
// and the letter's own words (server/payoff/letterPdf.ts draws them). Spread into ../en.ts; keys start
// `account.payoffLetter.`.
export const payoffLetterEn = {
  'account.payoffLetter.heading': 'Payoff letter',
  'account.payoffLetter.intro':
    'A letter with the amount that pays off your loan in full if we receive it by the day you choose: today or up to 10 days ahead. Give it to another lender or keep it for your records.',
  'account.payoffLetter.loan': 'Loan',
  'account.payoffLetter.loanOption': 'Loan {loanNumber}',
  'account.payoffLetter.oneLoan': 'For loan {loanNumber}.',
  'account.payoffLetter.goodThrough': 'Good through',
  'account.payoffLetter.goodThroughHint': 'Any day from {earliest} to {latest}, weekends included.',
  'account.payoffLetter.submit': 'Request a payoff letter',
  'account.payoffLetter.submitting': 'Preparing your payoff letter...',
  'account.payoffLetter.ready':
    'Your payoff letter for loan {loanNumber} is ready: {amount}, good through {date}. Download it from the list of documents.',
  'account.payoffLetter.noLoans': 'You have no open loan with a balance, so there is no payoff to quote.',
  'account.payoffLetter.failed': 'We could not prepare the letter. Please try again.',
  'account.payoffLetter.problem.required': 'Choose the day the payoff should be good through.',
  'account.payoffLetter.problem.invalid': 'Enter a real date as MM/DD/YYYY.',
  'account.payoffLetter.problem.past': 'That day has passed. Choose today or a later day.',
  'account.payoffLetter.problem.tooFar': 'Choose a day no more than 10 days from today.',
  'account.payoffLetter.problem.loanRequired': 'Choose the loan the letter is for.',
  'account.payoffLetter.problem.notOpen': 'This loan is not open, so it has no payoff to quote.',
  'account.payoffLetter.problem.nothingOwed': 'Nothing is owed on this loan, so there is nothing to pay off.',
  // the letter in the documents list
  'account.payoffLetter.document': 'Payoff letter for loan {loanNumber}, good through {date} (PDF)',
  'account.payoffLetter.requested': 'Requested {date}',
  // the letter itself
  'account.payoffLetter.pdf.title': 'Payoff letter',
  'account.payoffLetter.pdf.phone': 'Phone: {phone}',
  'account.payoffLetter.pdf.date': 'Date: {date}',
  'account.payoffLetter.pdf.re': 'Re: Loan {loanNumber}',
  'account.payoffLetter.pdf.greeting': 'Dear {name},',
  'account.payoffLetter.pdf.lead':
    'As you asked, this is the amount that pays off loan {loanNumber} in full if we receive it on or before {date}.',
  'account.payoffLetter.pdf.figures': 'Payoff good through {date}',
  'account.payoffLetter.pdf.principal': 'Principal outstanding',
  'account.payoffLetter.pdf.interest': 'Interest accrued to {date}',
  'account.payoffLetter.pdf.fee': 'Finance charge (fee) unpaid',
  'account.payoffLetter.pdf.payoff': 'Payoff amount',
  'account.payoffLetter.pdf.perDiem': 'Daily interest (per diem)',
  'account.payoffLetter.pdf.perDiemNote':
    'Interest accrues every calendar day, {perDiem} a day on the principal outstanding. If we receive your payment after {date}, add {perDiem} for each day later (the total rounded to the nearest cent), or ask for a new letter.',
  'account.payoffLetter.pdf.flatNote':
    'The finance charge on this loan is a flat fee, included above: the payoff does not change from day to day.',
  'account.payoffLetter.pdf.pendingNone': 'Payments pending on the date of this letter are not included.',
  'account.payoffLetter.pdf.pending':
    'Payments pending on the date of this letter are not included: {amount} is pending today. If it is received, the payoff falls by at least that amount; ask for a new letter once your payment history shows it received.',
  'account.payoffLetter.pdf.howToPay': 'How to pay',
  'account.payoffLetter.pdf.online':
    'Online: sign in to your {brand} account, choose Make a payment, then Payoff. A payment made online is applied on the day you make it, any day of the week.',
  'account.payoffLetter.pdf.store': 'In a store: pay at any {brand} store during its opening hours.',
  'account.payoffLetter.pdf.mail':
    'By mail: send a check or money order for the payoff amount to {address}, with loan number {loanNumber} written on it. A mailed payment is applied on the business day we receive it.',
  'account.payoffLetter.pdf.mailBy':
    '{date} is a weekend day or a bank holiday, when no mail is received: a mailed payment must reach us by {businessDay}.',
  'account.payoffLetter.pdf.questions': 'Questions? Call us at {phone}, {hours}.',
  'account.payoffLetter.pdf.produced':
    'This letter was produced on {date} from the payments we had received that day. It does not change the terms of your loan agreement.',
};
