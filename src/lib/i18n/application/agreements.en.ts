// English words of the application's agreements screens and of the documents the server makes for them,
// spread into ../en.ts. Keys start `application.agreements.`. The documents' words are here too (server/documents
// renders them into PDFs), so a Spanish-speaking applicant gets the same documents in Spanish (Civ. Code 1632).
export const agreementsEn = {
  // The agreements screen
  'application.agreements.heading': 'Review and agree',
  'application.agreements.intro':
    'Open each document, read it, and tell us whether you agree. Start with the consent to electronic records: it lets us give you the rest electronically.',
  'application.agreements.mustAgree':
    'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents',
  'application.agreements.open': 'Read {title}',
  'application.agreements.agreedStatus': 'Agreed',
  'application.agreements.notAgreedStatus': 'Not yet agreed',
  'application.agreements.checkbox': 'I have read and agree to the {title}',
  'application.agreements.openFirst': 'Open and read the document first.',
  'application.agreements.esignFirst': 'Agree to the consent to electronic records first.',
  'application.agreements.allAgreed': 'You have agreed to every document.',
  'application.agreements.documentsLoading': 'Loading your documents',
  'application.agreements.documentsFailed': 'We could not load your documents. Please try again.',
  'application.agreements.retry': 'Try again',
  'application.agreements.submit': 'Agree and continue',
  'application.agreements.resubmit': 'Save and submit again',
  'application.agreements.resubmitNote':
    'Your new choice is saved with your agreements and your application is submitted again.',
  'application.agreements.esignHeading': 'Before you agree: electronic records',
  'application.agreements.esignSummary':
    'You may ask for paper copies of any document at no charge, and you may withdraw this consent at any time by calling {phone}. Withdrawing ends the online application; you can finish it in a store or by phone. To open our documents you need a device with a current web browser that can show PDF files, and an email address.',

  // Repayment and funding
  'application.agreements.methods.heading': 'How you receive and repay your loan',
  'application.agreements.funding.legend': 'How would you like to receive your money?',
  'application.agreements.funding.eft': 'Deposit to my bank account (next business day)',
  'application.agreements.funding.debitCard': 'To my debit card (as soon as 30 minutes)',
  'application.agreements.repayment.legend': 'How would you like to repay?',
  'application.agreements.repayment.ach': 'Automatic payments from my bank account',
  'application.agreements.repayment.debitCard': 'Automatic payments from my debit card',
  'application.agreements.repayment.ndd': 'I will make each payment myself (online, by phone or in a store)',
  'application.agreements.repayment.optional':
    'Automatic payments are optional: choosing to pay yourself does not affect whether you are approved.',
  'application.agreements.choiceRequired': 'Choose one',
  'application.agreements.recurringNote':
    'Automatic payments need your authorization for recurring debits. It is added to the documents above; open and agree to it as well.',

  // The document viewers: the agreement as text, and a PDF
  'application.agreements.viewer.loading': 'Loading the document',
  'application.agreements.viewer.error': 'An error occurred while loading the PDF',
  'application.agreements.viewer.download': 'Download {title} (PDF)',
  'application.agreements.viewer.frameTitle': '{title}, PDF document',
  'application.agreements.viewer.agree': 'I agree',
  'application.agreements.viewer.disagree': 'I do not agree',
  'application.agreements.viewer.textLabel': '{title}, full text',
  'application.agreements.viewer.readToEnd': 'Scroll to the end of the document to agree to it.',
  'application.agreements.viewer.readDone': 'You have reached the end of the document.',
  'application.agreements.viewer.close': 'Close',

  // Upload documents
  'application.agreements.upload.heading': 'Upload your documents',
  'application.agreements.upload.intro':
    'We need a copy of the documents below to finish your application. Photos (JPEG or PNG) and PDF files up to {size} each are accepted.',
  'application.agreements.upload.kind.bankStatement': 'A recent bank statement for the account you entered',
  'application.agreements.upload.kind.proofOfIncome':
    'Proof of your income (a recent tax return, invoice or bank deposit record)',
  'application.agreements.upload.choose': 'Choose a file for: {kind}',
  'application.agreements.upload.uploading': 'Uploading {name}',
  'application.agreements.upload.uploaded': '{name} was uploaded.',
  'application.agreements.upload.received': 'Received: {names}',
  'application.agreements.upload.wrongType': '{name} is not a PDF, JPEG or PNG file. Choose another file.',
  'application.agreements.upload.tooLarge': '{name} is larger than {size}. Choose a smaller file.',
  'application.agreements.upload.empty': '{name} is empty. Choose another file.',
  'application.agreements.upload.failed': 'We could not upload {name}. Please try again.',
  'application.agreements.upload.missing': 'Upload a file for each document listed.',
  'application.agreements.upload.tooMany': 'You have uploaded the most files we accept. Please call us.',
  'application.agreements.upload.submit': 'Continue',

  // The documents the server makes (server/documents). {brand} is the brand's name, {creditor} its legal name.
  'application.agreements.doc.footer': '{creditor} · {address} · {phone}',
  'application.agreements.doc.preparedFor': 'Prepared for {name}, application {number}, on {date}.',
  'application.agreements.doc.esignConsent.title': 'Consent to Electronic Records and Signatures',
  'application.agreements.doc.esignConsent.p1':
    'This consent covers every disclosure, agreement, notice and record about your application and any loan with {brand} ({creditor}), including the loan agreement, payment schedules, notices of action taken on your application and privacy notices.',
  'application.agreements.doc.esignConsent.p2':
    'You have the right to receive these records on paper. To get a paper copy of any record at no charge, call {phone} ({hours}) or ask in any of our stores.',
  'application.agreements.doc.esignConsent.p3':
    'You may withdraw this consent at any time by calling {phone}. Withdrawing consent is free, but it ends the online application: you may then finish it by phone or in a store, and we will send later records on paper.',
  'application.agreements.doc.esignConsent.p4':
    'To update your email address or other contact details, sign in to your account or call {phone}.',
  'application.agreements.doc.esignConsent.p5':
    'To open and keep these records you need a computer, tablet or phone with a current web browser (Chrome, Edge, Firefox or Safari) that can display PDF files, an email address, and a way to save or print the files. Every signed document can be downloaded from your account.',
  'application.agreements.doc.esignConsent.p6':
    'By agreeing you confirm that you were able to open this document, which shows that you can access records in the form we will use.',
  'application.agreements.doc.privacyNotice.title': 'Privacy Notice',
  'application.agreements.doc.privacyNotice.p1':
    'Federal law gives you the right to limit some but not all sharing of your personal information. This notice explains how {creditor} collects, shares and protects it.',
  'application.agreements.doc.privacyNotice.p2':
    'We collect your name, address, Social Security number, income, bank account details and payment history when you apply for or have a loan with us.',
  'application.agreements.doc.privacyNotice.p3':
    'We share information to process your application and loans, to comply with the law, and with companies that perform services for us. We do not share it with other companies for their own marketing.',
  'application.agreements.doc.privacyNotice.p4':
    'We protect your information with physical, electronic and procedural safeguards that comply with federal law. Questions: call {phone}.',
  'application.agreements.doc.creditReport.title': 'Authorization to Obtain Consumer Reports',
  'application.agreements.doc.creditReport.p1':
    'You authorize {creditor} to obtain consumer reports about you from consumer reporting agencies, and to verify the information in your application, to decide on this application and to review, service or collect any loan you receive.',
  'application.agreements.doc.creditReport.p2':
    'If we take adverse action based on a consumer report, we will tell you the name, address and phone number of the agency that provided it, and your right to a free copy and to dispute its accuracy.',
  'application.agreements.doc.textMessages.title': 'Consent to Text Messages',
  'application.agreements.doc.textMessages.p1':
    'You agree that {brand} may send text messages about your application and loan (verification codes, status updates and payment reminders) to the mobile number in your application. Message and data rates may apply.',
  'application.agreements.doc.textMessages.p2':
    'We do not send marketing texts under this consent. Reply STOP to stop messages at any time, or HELP for help, or call {phone}.',
  'application.agreements.doc.caPrivacy.title': 'California Privacy Notice',
  'application.agreements.doc.caPrivacy.p1':
    'This notice is for residents of California and is given in addition to the Privacy Notice of {creditor}.',
  'application.agreements.doc.caPrivacy.p2':
    'Under the California Financial Information Privacy Act we will not share information about you with companies outside our corporate family, other than as the law permits, unless you first agree.',
  'application.agreements.doc.caPrivacy.p3':
    'Under the California Consumer Privacy Act you may ask what personal information we collect and why, ask us to delete or correct it, and limit its use. We do not sell your personal information. To make a request call {phone}.',
  'application.agreements.doc.recurringDebit.title': 'Authorization for Recurring Payments',
  'application.agreements.doc.recurringDebit.p1':
    'You authorize {creditor} to debit your {method} for each scheduled payment of your loan, in the amounts and on the dates of your payment schedule, and to credit it to correct any error.',
  'application.agreements.doc.recurringDebit.p2':
    'This authorization is optional and is not a condition of your loan: you may instead make each payment yourself. You may cancel it by calling {phone} at least three business days before a payment date. A copy of this authorization is kept in your account.',
  'application.agreements.doc.recurringDebit.method.ach': 'bank account (ACH)',
  'application.agreements.doc.recurringDebit.method.debitCard': 'debit card',

  // The loan agreement (Truth in Lending disclosure, 12 CFR 1026.18)
  'application.agreements.loan.title': 'Loan Agreement and Truth in Lending Disclosure',
  'application.agreements.loan.parties':
    'Borrower: {name}, {address}. Creditor: {creditor}, {creditorAddress}. {reference, select, loan {Loan number: {number}.} application {Application number: {number}; your loan number is given when you sign.} other {Your loan number is given when you sign.}} Date: {date}.',
  'application.agreements.loan.replaces':
    'This loan pays off and replaces loan {loanNumber}, whose payoff today is {payoff}.',
  'application.agreements.loan.dueToday': 'You pay {amount} today toward that payoff.',
  'application.agreements.loan.fedBox': 'Federal Truth in Lending Disclosure',
  'application.agreements.loan.apr': 'Annual Percentage Rate',
  'application.agreements.loan.aprHelp': 'The cost of your credit as a yearly rate.',
  'application.agreements.loan.financeCharge': 'Finance Charge',
  'application.agreements.loan.financeChargeHelp': 'The dollar amount the credit will cost you.',
  'application.agreements.loan.amountFinanced': 'Amount Financed',
  'application.agreements.loan.amountFinancedHelp': 'The amount of credit provided to you or on your behalf.',
  'application.agreements.loan.totalOfPayments': 'Total of Payments',
  'application.agreements.loan.totalOfPaymentsHelp':
    'The amount you will have paid after you have made all payments as scheduled.',
  'application.agreements.loan.schedule': 'Your payment schedule',
  'application.agreements.loan.scheduleLine':
    '{count, plural, one {# payment} other {# payments}} of {amount}, {frequency}, beginning {first}',
  'application.agreements.loan.singlePayment': 'One payment of {amount} on {date}',
  'application.agreements.loan.finalLine': 'Final payment of {amount} on {date}',
  'application.agreements.loan.frequency.WK': 'every week',
  'application.agreements.loan.frequency.BI': 'every two weeks',
  'application.agreements.loan.frequency.BIM': 'twice a month',
  'application.agreements.loan.frequency.MON': 'every month',
  'application.agreements.loan.lateCharge':
    'Late charge: if a payment is more than {days, plural, one {# day} other {# days}} late, you will be charged {amount}.',
  'application.agreements.loan.noLateCharge': 'Late charge: none.',
  'application.agreements.loan.prepayment':
    'Prepayment: if you pay off early, you will not have to pay a penalty, and you will not be charged finance charges for the days after you pay.',
  'application.agreements.loan.prepaymentSingle':
    'Prepayment: if you pay off early, you will not have to pay a penalty, and you will not be entitled to a refund of any part of the finance charge.',
  'application.agreements.loan.security': 'Security: you are not giving a security interest in any property.',
  'application.agreements.loan.contractReference':
    'See the terms below for any additional information about nonpayment, default, any required repayment in full before the scheduled date, and prepayment refunds and penalties.',
  'application.agreements.loan.itemization': 'Itemization of the Amount Financed: paid to you directly {amount}.',
  'application.agreements.loan.itemizationReplacing':
    'Itemization of the Amount Financed: paid on your loan {loanNumber} {onAccount}; paid to you directly {toYou}.',
  'application.agreements.loan.scheduleTable': 'Payment schedule',
  'application.agreements.loan.column.number': 'No.',
  'application.agreements.loan.column.date': 'Due date',
  'application.agreements.loan.column.payment': 'Payment',
  'application.agreements.loan.column.interest': 'Interest',
  'application.agreements.loan.column.principal': 'Principal',
  'application.agreements.loan.column.balance': 'Balance',
  'application.agreements.loan.promise':
    'Promise to pay: you promise to pay {creditor} the Amount Financed plus the finance charge, as the payment schedule shows.',
  'application.agreements.loan.signature': 'Signed electronically by {name} on {date} at {time}.',
  'application.agreements.loan.unsigned': 'Not yet signed.',

  // The adverse-action notice (Reg B 12 CFR 1002.9, FCRA 615(a))
  'application.agreements.notice.title': 'Notice of Action Taken',
  'application.agreements.notice.greeting': 'Dear {name},',
  'application.agreements.notice.action':
    'Thank you for your application of {date} ({number}) for a {product}. We are unable to approve your application at this time.',
  'application.agreements.notice.reasons': 'The principal reasons for our decision:',
  'application.agreements.notice.creditor': 'Creditor: {creditor}, {address}, {phone}.',
  'application.agreements.notice.ecoa':
    'The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor is:',
  'application.agreements.notice.reportUsed':
    'Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you. You have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
  'application.agreements.notice.bureau': '{name}, {address}, {phone}',
  'application.agreements.notice.score':
    'Your credit score: {score} (scores range from {low} to {high}), dated {date}. Key factors: {factors}.',
  'application.agreements.notice.period':
    'This written notice is sent within {days, plural, one {# day} other {# days}} of our decision. Questions about this notice: call {phone} ({hours}).',
  'application.agreements.notice.product.short': 'short-term loan',
  'application.agreements.notice.product.installment': 'installment loan',
} as const;
