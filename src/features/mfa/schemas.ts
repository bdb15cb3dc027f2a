// Verification code rules of spec 001 section 5, word for word.
import { object, string } from 'yup';

export const verificationCodeSchema = object({
  code: string().required('Required.').max(10, 'Max characters exceeded.'),
});

/** Number inputs strip non-digits (spec 001 section 5), so a pasted "123 456" or "123-456" still works. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
