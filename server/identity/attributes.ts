// The user-pool attribute schema: which attributes exist (named exactly as in Cognito) and which a signed-in user
// may change about themselves. The links to loan-system records are not self-service once an account exists.
import { CognitoError, invalidParameter } from './errors';

export const CUSTOM_ATTRIBUTES = [
  'custom:boCode',
  'custom:retailBoCode',
  'custom:loanProCustomerId',
  'custom:qFundCustomerId',
  'custom:source',
  'custom:brand',
  'custom:isPasswordless',
] as const;

/** Standard profile attributes copied into the ID token. */
export const PROFILE_ATTRIBUTES = ['name', 'family_name'] as const;

const KNOWN = new Set<string>(['email', ...PROFILE_ATTRIBUTES, ...CUSTOM_ATTRIBUTES]);

/**
 * Attributes a user may not change with UpdateUserAttributes (Cognito's app-client write permissions): they tie the
 * account to loan records, so only server-side code (adminUpdateUserAttributes, enrollment) sets them after sign-up.
 * `email` is the username here, so it is not self-service either.
 */
const NOT_SELF_WRITABLE = new Set<string>([
  'email',
  'custom:boCode',
  'custom:retailBoCode',
  'custom:loanProCustomerId',
  'custom:qFundCustomerId',
]);

const MAX_VALUE_LENGTH = 2048;

export function assertKnownAttributes(attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (!KNOWN.has(name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: Type for attribute {${name}} could not be determined`,
      );
    }
    if (value.length > MAX_VALUE_LENGTH) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${name}: String must be no longer than ${MAX_VALUE_LENGTH} characters`,
      );
    }
  }
}

/**
 * Sign-up may set profile, brand and source, but never the loan-record links: a new account is tied to a customer
 * record only by server-side enrollment checks (a PostConfirmation or admin update), never by what a client claims.
 */
export function assertSignUpWritable(attributes: Record<string, string>): void {
  assertKnownAttributes(attributes);
  for (const name of Object.keys(attributes)) {
    if (name !== 'email' && NOT_SELF_WRITABLE.has(name))
      throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
}

export function assertSelfWritable(attributes: Record<string, string>): void {
  assertKnownAttributes(attributes);
  for (const name of Object.keys(attributes)) {
    if (NOT_SELF_WRITABLE.has(name))
      throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
}

/** Applies updates the way Cognito does: an empty value removes the attribute. */
export function mergeAttributes(
  current: Record<string, string>,
  updates: Record<string, string>,
): Record<string, string> {
  const next = { ...current };
  for (const [name, value] of Object.entries(updates)) {
    if (name === 'email') continue; // kept in its own column
    if (value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}
