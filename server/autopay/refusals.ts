// Autopay's refusals: BAD_USER_INPUT with the English the server writes (the refusal's id: it leaves in the caller's
// language through server/content/refusalWords.ts) and the catalogue key the screen shows in `fieldErrors`. Each is
// thrown before anything is written, so a refused call changes nothing.
import { toUsDate } from '../../src/lib/application/dates';
import { gqlError } from '../graphql/errors';

const refuse = (key: string, field: string, message: string) =>
  gqlError('BAD_USER_INPUT', message, { fieldErrors: [{ field, key: `account.autopay.problem.${key}` }] });

export const autopayRefusals = {
  notPayable: (phone: string) =>
    refuse(
      'notPayable',
      'loanNumber',
      `Autopay cannot be turned on for this loan because it cannot take payments right now. Please call us at ${phone}.`,
    ),
  alreadyOn: () =>
    refuse(
      'alreadyOn',
      'loanNumber',
      'Autopay is already on for this loan. To pay from another account, turn it off first, then on again.',
    ),
  authorizeRequired: () =>
    refuse('authorizeRequired', 'authorizationAccepted', 'Check the box to agree to the autopay authorization.'),
  staleText: () =>
    refuse(
      'staleText',
      'authorizationVersion',
      'The autopay authorization has changed. Reload the page, read it again and agree to it.',
    ),
  noSuchMethod: () => refuse('noSuchMethod', 'method', 'Choose the debit card or bank account on file for autopay.'),
  noSuchAccount: () =>
    refuse(
      'noSuchAccount',
      'paymentAccountId',
      'That bank account is not one you linked. Choose a bank account shown in the list, or link a new one.',
    ),
  notOn: () => refuse('notOn', 'loanNumber', 'Autopay is not on for this loan.'),
  pastCutoff: (runDate: string, cutoff: string, phone: string) =>
    refuse(
      'pastCutoff',
      'dueDate',
      `It is too late to stop the autopay payment on ${toUsDate(runDate)}: changes closed on ${toUsDate(cutoff)}, 3 business days before it. Please call us at ${phone}.`,
    ),
  notADueDate: (dueDate: string) =>
    refuse(
      'notADueDate',
      'dueDate',
      `There is no autopay payment to skip on ${dueDate}. Choose the next payment shown in your account.`,
    ),
};
