// A save that fails validation: refused with every refused field (the forms read their catalogue keys) and the
// English text of the first as the message.
import type { FieldError } from '../../src/lib/application/fieldErrors';
import { serverText } from '../content/catalogues';
import { RequestRefused } from '../domainErrors';

export function refuseFields(errors: readonly FieldError[]): never {
  const first = errors[0];
  const message = first ? serverText('en', first.key) : 'Some information is missing or incorrect.';
  throw new RequestRefused(
    message,
    errors.map(({ field, key }) => ({ field, key })),
  );
}

/** Refuses when any field failed; returns otherwise. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) refuseFields(errors);
}
