// Texted one-time codes, whatever flow sends them (enrollment, multi-factor): the phone they go to (only the one on
// file) and how a check's outcome reads in the contract (OtpResult).
import type { OtpResult } from '../graphql/generated/resolvers';
import type { VerifyOutcome } from './codeChallenges';

/** A US phone number's 10 digits (a leading country code 1 dropped); null when it is not one. */
export function phoneDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? national : null;
}

/** Codes go only to the phone on file: true when the customer typed a number (not blank) that is not it. */
export function isOtherPhone(onFile: string, requested: string | null | undefined): boolean {
  const typed = requested?.trim();
  return !!typed && phoneDigits(typed) !== onFile;
}

/** "(***) ***-0901": only the last 4 digits show. */
export function maskPhone(digits: string): string {
  return `(***) ***-${digits.slice(-4)}`;
}

/** How a texted code's check reads in the contract. */
export function otpResultOf(outcome: VerifyOutcome): OtpResult {
  if (outcome.status === 'APPROVED') return 'OTP_VALID';
  // A wrong code after the right one (or racing it) is just wrong; a challenge denied for good is exceeded.
  if (outcome.status === 'DENIED') return outcome.challengeStatus === 'APPROVED' ? 'OTP_INVALID' : 'OTP_EXCEEDED';
  return outcome.reason === 'mismatch' ? 'OTP_INVALID' : 'OTP_EXPIRED';
}
