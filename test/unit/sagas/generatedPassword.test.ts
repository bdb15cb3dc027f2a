// The password made for a passwordless sign-up: always the portal's rule, always 40 characters of the alphabet, and
// no character likelier than another whatever bytes the random source gives (bytes that would bias it are skipped).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedPassword } from '../../../sagas/signUp/generatedPassword';
import { NEW_PASSWORD_PATTERN } from '../../../src/lib/validation/rules';

/** A random source that hands out the given bytes in turn, then the next ones fast-check makes up. */
const fromBytes = (bytes: number[]) => {
  let at = 0;
  return (out: Uint8Array) => {
    for (let i = 0; i < out.length; i += 1) out[i] = bytes[at++ % bytes.length] ?? 0;
    return out;
  };
};

describe('generatedPassword', () => {
  it('meets the password rule and is 40 letters and digits, from any random bytes', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 255 }), { minLength: 64, maxLength: 400 })
          // A source that can never give a letter, or never a digit, would never end: real randomness does.
          .filter((bytes) => bytes.some((b) => b < 248 && b % 62 < 52) && bytes.some((b) => b < 248 && b % 62 >= 52)),
        (bytes) => {
          const password = generatedPassword(fromBytes(bytes));
          expect(password).toMatch(NEW_PASSWORD_PATTERN);
          expect(password).toMatch(/^[A-Za-z0-9]{40}$/);
        },
      ),
    );
  });

  it('skips the bytes that would make some characters likelier (248 and up)', () => {
    // 248..255 would map onto the first 8 characters a second time; only byte 0 maps to "A".
    const password = generatedPassword(fromBytes([248, 255, 0, 52, 249]));
    expect(password).toBe('A0'.repeat(20));
  });

  it('differs from one sign-up to the next with the real source', () => {
    expect(generatedPassword()).not.toBe(generatedPassword());
  });
});
