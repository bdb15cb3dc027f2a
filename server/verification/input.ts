// Input rules shared by every code check: each answers the message to show, or
// null when the value is acceptable; messages never repeat the value.

export const CODE_MAX_LENGTH = 10;

/** The verification code as typed: required, at most 10 characters, digits only (surrounding spaces ignored). */
export function codeProblem(code: string): string | null {
  const value = code.trim();
  if (value === '') return 'Required.';
  if (value.length > CODE_MAX_LENGTH) return 'Max characters exceeded.';
  if (!/^\d+$/.test(value)) return 'Enter numbers only.';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Check, enrollment and verification ids are UUIDs; anything else names nothing (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);
