// English words of the application's afterDecision screens, spread into ../en.ts. Keys start `application.afterDecision.`.
export const afterDecisionEn = {
  'application.afterDecision.checkAgain': 'Check again',
  'application.afterDecision.checking': 'Checking…',
  // agreements/not-ready
  'application.afterDecision.notReady.heading': 'Your documents are being prepared',
  'application.afterDecision.notReady.body':
    'Your loan documents are not ready yet. This usually takes less than a minute; this page checks again by itself.',
  'application.afterDecision.notReady.stillWaiting': 'Still preparing your documents. We will check again shortly.',
  // the loan summary around the shared Fed box (src/components/lending/FedBox.tsx)
  'application.afterDecision.summary.heading': 'Your loan',
  'application.afterDecision.summary.schedule':
    '{count, plural, one {{count} payment} other {{count} payments}} of {payment}, the first due {date}.',
  'application.afterDecision.summary.loanNumber': 'Loan number {number}',
  'application.afterDecision.summary.converted': 'Pays off loan {number} ({payoff}).',
  // esign
  'application.afterDecision.esign.heading': 'Review and sign your loan agreement',
  'application.afterDecision.esign.intro':
    'Read your loan agreement, then sign it by typing your full name. Nothing is final until you sign.',
  'application.afterDecision.esign.agreementLink': 'Read your loan agreement (PDF)',
  'application.afterDecision.esign.agreementTitle': 'Your loan agreement',
  'application.afterDecision.esign.consent':
    'I have read the loan agreement and its disclosures, and I agree to sign it electronically.',
  'application.afterDecision.esign.consentRequired': 'Please confirm that you have read the loan agreement.',
  'application.afterDecision.esign.signature': 'Type your full name to sign',
  'application.afterDecision.esign.signatureHint': 'As it appears on your application: {name}',
  'application.afterDecision.esign.signatureRequired': 'Please type your full name to sign.',
  'application.afterDecision.esign.signatureMismatch':
    'The name you typed does not match the name on your application.',
  'application.afterDecision.esign.date': 'Date of signature: {date}',
  'application.afterDecision.esign.submit': 'Sign my loan agreement',
  'application.afterDecision.esign.signing': 'Signing…',
  'application.afterDecision.esign.loading': 'Loading your loan terms',
  // hold-esign
  'application.afterDecision.hold.heading': 'Signing is on hold for now',
  'application.afterDecision.hold.body': 'We need a little more time before you can sign your loan agreement.',
  'application.afterDecision.hold.reasons': 'Why:',
  'application.afterDecision.hold.until': 'You can sign after {date}.',
  'application.afterDecision.hold.noDate': 'We will let you know as soon as you can sign.',
  'application.afterDecision.hold.ready': 'Signing is open again.',
  'application.afterDecision.hold.toEsign': 'Go to signing',
  // thank-you
  'application.afterDecision.thankYou.heading': 'Thank you! Your loan is on its way',
  'application.afterDecision.thankYou.pending': 'Thank you! We are finishing your loan',
  'application.afterDecision.thankYou.pendingBody':
    'Your loan agreement is signed. We will tell you here when your loan is funded.',
  'application.afterDecision.thankYou.debitCard':
    'Your money is on its way to your debit card and can arrive in as little as {minutes, plural, one {# minute} other {# minutes}}.',
  'application.afterDecision.thankYou.ach': 'Your money will be deposited in your bank account by {date}.',
  'application.afterDecision.thankYou.achRule':
    'Bank deposits signed by 8:00 pm Eastern on a business day arrive the next business day; otherwise they take two business days.',
  'application.afterDecision.documents.heading': 'Your signed documents',
  'application.afterDecision.documents.intro': 'Download a copy of each document to keep.',
  'application.afterDecision.documents.download': 'Download {title} (PDF)',
  'application.afterDecision.documents.none': 'Your signed documents will appear here once they are stored.',
  'application.afterDecision.toAccount': 'Go to my account',
  // approved/agreements
  'application.afterDecision.approved.heading': 'You are approved',
  'application.afterDecision.approved.body':
    'Here are the terms of your loan. On the next page you will read your loan agreement and sign it.',
  'application.afterDecision.approved.continue': 'Continue to sign',
  // another-option-selected
  'application.afterDecision.anotherOption.heading': 'Continue at a store',
  'application.afterDecision.anotherOption.body':
    'You chose to continue your application at one of our stores. A store team member can finish it with you.',
  'application.afterDecision.anotherOption.bring': 'Bring these with you:',
  'application.afterDecision.anotherOption.id': 'A valid government-issued photo ID',
  'application.afterDecision.anotherOption.income': 'Proof of income',
  'application.afterDecision.anotherOption.checking': 'An active checking account',
  'application.afterDecision.anotherOption.address': 'Proof of address and phone',
  'application.afterDecision.anotherOption.findStore': 'Find a store near you',
  // leads
  'application.afterDecision.lead.agreements.heading': 'Your offer is approved',
  'application.afterDecision.lead.agreements.body':
    'Our partner sent us your approved request. Continue to review your loan terms and sign your agreement.',
  'application.afterDecision.lead.agreements.continue': 'Continue to my agreements',
  'application.afterDecision.lead.agreements.missing':
    'We could not find the offer this link is for. Please open the link from your partner again.',
  'application.afterDecision.lead.welcome.heading': 'Welcome',
  'application.afterDecision.lead.welcome.body':
    'Your request through our partner was not approved, but you can still apply with us directly. It takes a few minutes.',
  'application.afterDecision.lead.welcome.start': 'Start my application',
} as const;
