// A save that fails validation: BAD_USER_INPUT with every refused field (`extensions.fieldErrors`, the contract the
// forms read) and the English text of the first as the message.
import type { FieldError } from '../../src/lib/application/fieldErrors';
import { serverText } from '../content/catalogues';
import { gqlError } from '../graphql/errors';

export function refuseFields(errors: readonly FieldError[]): never {
  const first = errors[0];
  const message = first ? serverText('en', first.key) : 'Some information is missing or incorrect.';
  throw gqlError('BAD_USER_INPUT', message, { fieldErrors: errors.map(({ field, key }) => ({ field, key })) });
}

/** Refuses when any field failed; returns otherwise. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) refuseFields(errors);
}
