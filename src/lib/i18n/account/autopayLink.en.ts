// Words of paying autopay from a newly linked bank account (the dialog's choice, Link's progress, the refusals) and of
// the authorization on the documents page. Spread into ../en.ts. Keys start `account.autopay.` or `account.documents.`.
export const autopayLinkEn = {
  'account.autopay.linkedMethod': '{institution} account',
  'account.autopay.dialog.linkedOption': '{institution} account ending in {last4}',
  'account.autopay.dialog.linkNew': 'Link a new bank account',
  'account.autopay.dialog.linkHint': 'You sign in to your bank in a secure window. We never see your bank password.',
  'account.autopay.dialog.linking': 'Opening your bank…',
  'account.autopay.dialog.linked': 'We added your {institution} account ending in {last4}. It is chosen below.',
  'account.autopay.dialog.linkFailed':
    "We couldn't link that bank account. Try again, or choose a card or account on file.",
  'account.autopay.problem.noSuchAccount':
    'That bank account is not one you linked. Choose a bank account shown in the list, or link a new one.',
  'account.autopay.problem.linkSpent':
    'This bank link has expired or was already used. Please link your bank account again.',
  'account.autopay.problem.linkLoginRequired':
    'Your bank asks you to sign in again. Please link your bank account again.',
  'account.autopay.problem.linkNoChecking':
    'That bank gave us no checking account we can debit. Link a checking account, or use the one on file.',
  'account.documents.autopayAuthorization': 'Autopay authorization for loan {loanNumber}, signed {date}',
} as const;
