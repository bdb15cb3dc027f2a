// Per-brand wording (brands/content.ts). Brand names stay as they are in every language; spread into ../en.ts.
export const brandWordingEn = {
  'brand.contactHours': 'Monday to Friday 8am to 5pm Eastern',
  'brand.adverseActionNotice':
    'Within {days, plural, one {# day} other {# days}}, {creditor} will send you a written notice explaining why.',
  'brand.documents.photoId': 'A valid government-issued photo ID',
  'brand.documents.income': 'Proof of income, such as your most recent pay stub',
  'brand.documents.checking': 'An active checking account open at least 30 days',
  'brand.documents.address': 'Proof of address, such as a utility bill',
  'brand.documents.phone': 'A working phone number',
  'brand.documents.payStubs': 'Your two most recent pay stubs',
  'brand.documents.bankStatement': 'A bank statement from the last 30 days',
  'brand.documents.ssn': 'Your Social Security number',
  'brand.lumen.adverseActionLead': 'Lumen Cash is unable to approve your online loan application at this time.',
  'brand.lumen.productDisclosure':
    'Lumen Cash offers short-term loans online in selected states. Rates, fees and terms vary by state. Short-term loans are not intended as a long-term financial solution.',
  'brand.lumen.thankYouTitle': 'Thank you for choosing Lumen Cash!',
  'brand.lumen.thankYouBody':
    "Your loan is approved. We've emailed your signed agreement, and your funds are on their way.",
  'brand.lumen.documentsIntro': 'Have these ready to apply with Lumen Cash:',
  'brand.lumen.payByCheck': 'Write your loan number on the check and mail it at least 7 days before your due date.',
  'brand.harbor.adverseActionLead': 'Harbor Check & Loan is unable to approve your loan application at this time.',
  'brand.harbor.productDisclosure':
    'Harbor Check & Loan offers payday loans and check cashing in its stores and online. Availability, rates and fees vary by state and are disclosed before you sign.',
  'brand.harbor.thankYouTitle': 'Thanks for choosing Harbor Check & Loan!',
  'brand.harbor.thankYouBody':
    'Your application is complete. Bring your photo ID to your selected store to sign and pick up your cash.',
  'brand.harbor.documentsIntro': 'Bring these to your Harbor Check & Loan store:',
  'brand.harbor.payByCheck': 'Write your loan number on the check, or pay in person at any Harbor Check & Loan store.',
  'brand.pinecrest.adverseActionLead':
    'Pinecrest Cash Advance is unable to approve your cash advance request at this time.',
  'brand.pinecrest.productDisclosure':
    'Pinecrest Cash Advance offers cash advances in selected states. Fees and repayment terms vary by state and are shown before you sign.',
  'brand.pinecrest.thankYouTitle': 'Thank you for choosing Pinecrest Cash Advance!',
  'brand.pinecrest.thankYouBody':
    "Approved! We've emailed your agreement, and funds arrive as soon as the next business day.",
  'brand.pinecrest.documentsIntro': 'To request a Pinecrest cash advance, have ready:',
  'brand.pinecrest.payByCheck':
    'Write your advance number on the check and mail it at least 7 days before your due date.',
  'brand.meridian.adverseActionLead':
    'Meridian Installment Loans are made by Ridgeway State Bank, which cannot approve your application at this time.',
  'brand.meridian.productDisclosure':
    "Meridian Installment Loans are made by Ridgeway State Bank, Member FDIC. Approval depends on the bank's eligibility and underwriting criteria; rates and terms vary by state.",
  'brand.meridian.thankYouTitle': 'Thank you for choosing Meridian Installment Loans!',
  'brand.meridian.thankYouBody':
    'Ridgeway State Bank has your signed agreement. Your funds are deposited as soon as the next business day.',
  'brand.meridian.documentsIntro': 'Ridgeway State Bank may ask you to upload:',
  'brand.meridian.payByCheck': 'Make the check payable to Ridgeway State Bank and write your loan number on it.',
  'brand.keel.adverseActionLead': 'Keel Financial is unable to open a Keel Card account for you at this time.',
  'brand.keel.productDisclosure':
    'Keel Card is a credit-building account from Keel Financial, LLC. Payments are reported to the major credit bureaus; late payments may lower your score.',
  'brand.keel.thankYouTitle': 'Welcome to Keel Card!',
  'brand.keel.thankYouBody':
    'Your account is open. Sign in any time to see your balance, make payments and track your progress.',
  'brand.keel.documentsIntro': 'To open a Keel Card account, have ready:',
  'brand.keel.payByCheck': 'Write your Keel Card account number on the check; allow 7 days for it to post.',
} as const;
