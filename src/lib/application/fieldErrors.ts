// The one shape a refused application field takes, on the client's forms and in the server's BAD_USER_INPUT answer
// (`extensions.fieldErrors`): the input path as the form names it and the catalogue key of its message.
import type { MessageKey } from '../i18n/en';

/** Keys of the application's field messages (`application.validation.*`, and each part-2 room's `application.<room>.validation.*`). */
export type ValidationKey = Extract<
  MessageKey,
  `application.validation.${string}` | `application.${string}.validation.${string}`
>;

/** A rule's answer: null when the value is fine, else the message key. */
export type RuleResult = ValidationKey | null;

export interface FieldError {
  /** The input path as the form names it, e.g. `personalInformation.dateOfBirth`, `address.zipCode`. */
  field: string;
  key: ValidationKey;
}

/** Collects the failing rules of a section, in form order, under their field paths. */
export function collect(checks: readonly (readonly [field: string, result: RuleResult])[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, key] of checks) if (key) errors.push({ field, key });
  return errors;
}

export const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';
