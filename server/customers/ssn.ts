// SSN handling: normalise user input to 9 digits, and the keyed digest used to find a customer without decrypting.
import type { Cipher } from '../db/cipher';

export function normaliseSsn(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

export const ssnDigest = (cipher: Cipher, ssnDigits: string) => cipher.digest(`ssn:${ssnDigits}`);
