// Reads the loosely-typed JSON bodies of Cognito requests into typed values, answering bad input with the
// InvalidParameterException shapes Cognito uses instead of letting a TypeError become a 500.
import { findControlCharacter } from '../http/inputs';
import { invalidParameter, missingAuthParameter, missingMember } from './errors';

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cognito names members in error messages in camelCase ("clientId"), the request uses PascalCase. */
function memberName(field: string): string {
  return field.charAt(0).toLowerCase() + field.slice(1);
}

/** Cognito's user-name pattern is [\p{L}\p{M}\p{S}\p{N}\p{P}]+; spaces are tolerated here (names are trimmed). */
const FORBIDDEN_IN_USERNAMES = /[\p{C}\p{Zl}\p{Zp}]/u;
const USERNAME_FIELDS = new Set(['Username', 'USERNAME']);

/**
 * Refuses a body with a NUL or another control character in any member name or string value (the edge check every
 * REST route has, server/http/inputs.ts), so no operation has to remember to and no NUL reaches the database.
 */
export function assertNoControlCharacters(body: JsonObject): void {
  const where = findControlCharacter(body, '', memberName);
  if (where) {
    const shown = where.length > 80 ? `${where.slice(0, 80)}…` : where;
    throw invalidParameter(
      `1 validation error detected: Value at '${shown}' failed to satisfy constraint: Member must not contain control characters`,
    );
  }
}

/** Refuses a user name Cognito's pattern would refuse for its control or separator characters. */
function checkUsername(field: string, value: string): string {
  if (USERNAME_FIELDS.has(field) && FORBIDDEN_IN_USERNAMES.test(value)) {
    throw invalidParameter(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+",
    );
  }
  return value;
}

/** An own member only: a body can never reach Object.prototype through a member name. */
function member(input: JsonObject, field: string): unknown {
  return Object.hasOwn(input, field) ? input[field] : undefined;
}

export function requireString(input: JsonObject, field: string): string {
  const value = member(input, field);
  if (value === undefined || value === null) throw missingMember(memberName(field));
  if (typeof value !== 'string') throw invalidParameter(`Value at '${memberName(field)}' must be a string`);
  if (value.length === 0) {
    throw invalidParameter(
      `1 validation error detected: Value at '${memberName(field)}' failed to satisfy constraint: Member must have length greater than or equal to 1`,
    );
  }
  return checkUsername(field, value);
}

export function optionalString(input: JsonObject, field: string): string | undefined {
  const value = member(input, field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`Value at '${memberName(field)}' must be a string`);
  return checkUsername(field, value);
}

/** A `{ [name]: string }` member such as AuthParameters, ChallengeResponses or ClientMetadata. */
export function stringMap(input: JsonObject, field: string, required = false): Record<string, string> | undefined {
  const value = member(input, field);
  if (value === undefined || value === null) {
    if (required) throw missingMember(memberName(field));
    return undefined;
  }
  if (!isObject(value)) throw invalidParameter(`Value at '${memberName(field)}' must be a map of strings`);
  // No prototype: a "__proto__" member is an ordinary key here, never the map's prototype.
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') throw invalidParameter(`Value at '${memberName(field)}.${k}' must be a string`);
    out[k] = v;
  }
  return out;
}

/** Cognito's `[{ Name, Value }]` attribute lists, returned as a name→value map. */
export function attributeList(input: JsonObject, field: string, required = false): Record<string, string> | undefined {
  const value = member(input, field);
  if (value === undefined || value === null) {
    if (required) throw missingMember(memberName(field));
    return undefined;
  }
  if (!Array.isArray(value)) throw invalidParameter(`Value at '${memberName(field)}' must be a list of attributes`);
  const out = Object.create(null) as Record<string, string>;
  for (const item of value) {
    if (!isObject(item) || typeof item.Name !== 'string' || item.Name === '') {
      throw invalidParameter(`Value at '${memberName(field)}' contains an attribute without a Name`);
    }
    const v = item.Value ?? '';
    if (typeof v !== 'string') throw invalidParameter(`Value of attribute ${item.Name} must be a string`);
    out[item.Name] = v;
  }
  return out;
}

/** A key inside AuthParameters / ChallengeResponses. */
export function requireParam(params: Record<string, string>, name: string): string {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (value === undefined || value === '') throw missingAuthParameter(name);
  return checkUsername(name, value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Cognito's masked destination in CodeDeliveryDetails, e.g. "j***@e***". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}
