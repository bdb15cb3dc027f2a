// English words of the application's adverse screens, spread into ../en.ts. Keys start `application.adverse.`.
// The notice's words follow Reg B 12 CFR 1002.9 and its model forms (Appendix C) and FCRA 615(a).
export const adverseEn = {
  'application.adverse.identifying': 'Identifying your State configuration.',
  'application.adverse.entry.heading': 'Your application',
  'application.adverse.keepInMind.heading': 'Keep in mind',
  'application.adverse.keepInMind.body':
    'We could not approve your application online, but you have another option: you can apply in one of our stores, where a team member can look at your whole situation with you.',
  'application.adverse.keepInMind.choose': 'Choose this option',
  'application.adverse.retail.heading': 'Visit one of our stores',
  'application.adverse.retail.body':
    'We could not approve your application online. Our stores in your state may still be able to help.',
  'application.adverse.retail.findStore': 'Find a store near you',
  'application.adverse.thankYou.heading': 'Thank you for applying',
  'application.adverse.thankYou.body': 'We are unable to approve your application at this time.',
  'application.adverse.toAccount': 'Go to my account',
  // the notice
  'application.adverse.notice.heading': 'Notice of action taken',
  'application.adverse.notice.date': 'Date: {date}',
  'application.adverse.notice.applicationNumber': 'Application number: {number}',
  'application.adverse.notice.action.creditDenied': 'We have declined your application for credit.',
  'application.adverse.notice.action.conversionDenied':
    'We have declined your request to convert your loan to an installment loan.',
  'application.adverse.notice.reasons': 'Principal reasons for our decision:',
  'application.adverse.reason.income': 'Income insufficient for amount of credit requested',
  'application.adverse.reason.identity': 'Unable to verify identity',
  'application.adverse.reason.creditExperience': 'Limited credit experience',
  'application.adverse.reason.bankAge': 'Length of banking relationship',
  'application.adverse.reason.notLent': 'We do not offer credit in your state',
  'application.adverse.reason.age': 'Applicant does not meet the minimum age',
  'application.adverse.reason.conversionDenied': 'Conversion option is no longer available.',
  'application.adverse.notice.noReasons':
    'You have the right to a statement of the specific reasons for this decision. To get it, contact us within 60 days of this notice; we will give you the statement within 30 days of your request.',
  'application.adverse.notice.creditor': 'Creditor',
  'application.adverse.notice.ecoa':
    'The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor is:',
  'application.adverse.notice.report.heading': 'Your consumer report',
  'application.adverse.notice.report.body':
    'Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you. You also have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
  'application.adverse.notice.report.score':
    'Your credit score: {score} (scores range from {low} to {high}), as of {date}.',
  'application.adverse.notice.report.factors': 'Key factors that adversely affected your score:',
  'application.adverse.notice.period':
    'A written copy of this notice will be sent to you within {days, plural, one {# day} other {# days}}.',
  'application.adverse.notice.download': 'Download this notice (PDF)',
  'application.adverse.notice.print': 'Print this notice',
  'application.adverse.notice.phone': 'Phone: {phone}',
  'application.adverse.notice.loading': 'Loading your notice',
  // the conversion denial
  'application.adverse.conversionDenied.title': 'Conversion unavailable',
  'application.adverse.conversionDenied.body': 'Conversion option is no longer available.',
  'application.adverse.conversionDenied.ok': 'OK',
} as const;
