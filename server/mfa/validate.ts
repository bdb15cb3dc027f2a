// Input rules of the multi-factor operations (spec 001 section 5 for the code). Each answers the message to show,
// or null when the value is acceptable; messages never repeat the value.

/** A browser fingerprint is a few hundred characters; anything far beyond is not one. */
export const BLACK_BOX_MAX_LENGTH = 4096;
export const CODE_MAX_LENGTH = 10;

export function blackBoxProblem(blackBox: string): string | null {
  if (blackBox.trim() === '') return 'The device fingerprint (blackBox) is required.';
  if (blackBox.length > BLACK_BOX_MAX_LENGTH)
    return `The device fingerprint (blackBox) is longer than ${BLACK_BOX_MAX_LENGTH} characters.`;
  return null;
}

/** The verification code as typed: required, at most 10 characters, digits only (surrounding spaces ignored). */
export function codeProblem(code: string): string | null {
  const value = code.trim();
  if (value === '') return 'Required.';
  if (value.length > CODE_MAX_LENGTH) return 'Max characters exceeded.';
  if (!/^\d+$/.test(value)) return 'Enter numbers only.';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** mfaIds are UUIDs; anything else cannot name a check (and must not reach a uuid column as a query error). */
export const isMfaId = (value: string) => UUID.test(value);
