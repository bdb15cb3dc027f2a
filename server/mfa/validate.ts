// Input rules of the multi-factor operations (the code's own rules are server/verification/input.ts). Each answers
// the message to show, or null when the value is acceptable; messages never repeat the value.
import { isUuid } from '../verification/input';

export { codeProblem } from '../verification/input';

/** A browser fingerprint is a few hundred characters; anything far beyond is not one. */
export const BLACK_BOX_MAX_LENGTH = 4096;

export function blackBoxProblem(blackBox: string): string | null {
  if (blackBox.trim() === '') return 'The device fingerprint (blackBox) is required.';
  if (blackBox.length > BLACK_BOX_MAX_LENGTH)
    return `The device fingerprint (blackBox) is longer than ${BLACK_BOX_MAX_LENGTH} characters.`;
  return null;
}

/** mfaIds are UUIDs; anything else cannot name a check (and must not reach a uuid column as a query error). */
export const isMfaId = isUuid;
