// Verification code rules (messages are catalogue keys; the field shows them translated).
import { object, string } from 'yup';

export const verificationCodeSchema = object({
  code: string().required('verification.required').max(10, 'verification.maxCharacters'),
});

/** Number inputs strip non-digits, so a pasted "123 456" or "123-456" still works. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
