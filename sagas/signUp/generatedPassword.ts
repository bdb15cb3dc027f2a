// A passwordless customer is never asked for a password, but an account must have one: the portal makes one nobody
// ever sees, keeps it as `transient` for the first sign-in after the e-mailed code, then forgets it. From then on the
// customer signs in with a code (/resume).
import { NEW_PASSWORD_PATTERN } from '../../src/lib/validation/rules';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 40;
// The largest multiple of the alphabet's size a byte can hold: bytes above it are drawn again, so every character is
// equally likely (no modulo bias).
const FAIR_LIMIT = 256 - (256 % ALPHABET.length);

type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** 40 characters from 62 (about 238 bits) that meet the portal's password rule. */
export function generatedPassword(random: RandomBytes = cryptoBytes): string {
  for (;;) {
    let password = '';
    while (password.length < LENGTH) {
      for (const byte of random(new Uint8Array(LENGTH))) {
        if (byte < FAIR_LIMIT && password.length < LENGTH) password += ALPHABET[byte % ALPHABET.length];
      }
    }
    // A draw with no digit or no letter (about 1 in 1,000) is drawn again rather than patched.
    if (NEW_PASSWORD_PATTERN.test(password)) return password;
  }
}
