// What a new customer's own sign-up (one that names no enrollment) must carry, and how its refusals read. Pure:
// ./triggers.ts applies them in the pool's PreSignUp and PostConfirmation triggers.
import { BRANDS, isBrandKey } from '../../brands/catalog';
import { firstNameRule, lastNameRule } from '../../src/lib/application/personal';
import { serverText } from '../content/catalogues';
import type { StringMap } from '../identity/triggerEvents';

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

/**
 * The first thing wrong with a new customer's sign-up attributes, named by attribute, in English (the words of a
 * refused parameter); null when they are whole: both names, a brand the portal serves, that brand's own source, and a
 * passwordless flag that is "true" or "false" when present.
 */
export function attributeProblem(attributes: StringMap): string | null {
  // The application's own name rules: the names an account starts with are the ones its application will carry.
  const first = firstNameRule(attributes.name);
  if (first) return `name: ${serverText('en', first)}`;
  const last = lastNameRule(attributes.family_name);
  if (last) return `family_name: ${serverText('en', last)}`;
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
