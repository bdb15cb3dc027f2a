// What a new customer's own sign-up (one that names no enrollment) must carry, and how its refusals read. Pure:
// ./triggers.ts applies them in the pool's PreSignUp and PostConfirmation triggers.
import { BRANDS, isBrandKey } from '../../brands/catalog';
import type { StringMap } from '../identity/triggerEvents';

/** The longest first or last name the portal keeps (the application's and enrollment's limit). */
export const NAME_MAX_LENGTH = 50;

/**
 * The JSON flags a refused sign-up carries, as the client's error catalogue reads them: a customer record already
 * holds this e-mail (customerExists, with isPasswordless when that customer signs in by code); the check could not
 * be made (customerCheckError); the confirmed account could not be finished (customerConfirmationError).
 */
export interface SignUpFlags {
  customerExists?: true;
  isPasswordless?: true;
  customerCheckError?: true;
  customerConfirmationError?: true;
}

/** The message a trigger throws; Cognito renders it as "PreSignUp failed with error {json}.". */
export const flagsMessage = (flags: SignUpFlags): string => JSON.stringify(flags);

// Letters of any script, spaces, apostrophes, hyphens and full stops: how names are written, and nothing that could
// pass for markup or a control character in an e-mail or a document.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

function nameProblem(attribute: string, value: string | undefined): string | null {
  const name = (value ?? '').trim();
  if (name === '') return `${attribute} is required.`;
  if (name.length > NAME_MAX_LENGTH) return `${attribute} must be at most ${NAME_MAX_LENGTH} characters.`;
  if (!NAME_PATTERN.test(name)) return `${attribute} may hold only letters, spaces, apostrophes, hyphens and periods.`;
  return null;
}

/**
 * The first thing wrong with a new customer's sign-up attributes, in Cognito's words for a refused parameter; null
 * when they are whole: both names, a brand the portal serves, that brand's own source, and a passwordless flag that
 * is "true" or "false" when present.
 */
export function attributeProblem(attributes: StringMap): string | null {
  const names = nameProblem('name', attributes.name) ?? nameProblem('family_name', attributes.family_name);
  if (names) return names;
  const brand = attributes['custom:brand'];
  if (!isBrandKey(brand)) return 'custom:brand must name one of the portal’s brands.';
  if (attributes['custom:source'] !== BRANDS[brand].cognitoSource)
    return `custom:source must be ${BRANDS[brand].cognitoSource} for brand ${brand}.`;
  const passwordless = attributes['custom:isPasswordless'];
  if (passwordless !== undefined && passwordless !== 'true' && passwordless !== 'false')
    return 'custom:isPasswordless must be "true" or "false".';
  return null;
}

/** The flags for a customer record on file under the e-mail being signed up. */
export const existingCustomerFlags = (record: { isPasswordless: boolean }): SignUpFlags =>
  record.isPasswordless ? { customerExists: true, isPasswordless: true } : { customerExists: true };
