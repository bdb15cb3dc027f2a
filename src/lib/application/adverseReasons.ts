// Reg B 1002.9: the specific principal reasons a decision gives, as the decision records them (English, the demo
// engine's words) and as the notice shows them in the customer's language. Stored decisions keep the English text, the
// record the lender keeps; the screen and the PDF look each reason up here, and show a reason they do not know as it
// is.
import type { MessageKey } from '../i18n/en';

export const ADVERSE_REASONS = {
  income: 'Income insufficient for amount of credit requested',
  // Kept for decisions recorded before the demo's credit decline cited its credit file rather than the identity.
  identity: 'Unable to verify identity',
  creditExperience: 'Limited credit experience',
  bankAge: 'Length of banking relationship',
  notLent: 'We do not offer credit in your state',
  age: 'Applicant does not meet the minimum age',
  conversionDenied: 'Conversion option is no longer available.',
} as const;

export type AdverseReasonCode = keyof typeof ADVERSE_REASONS;

const KEYS: Record<string, MessageKey> = Object.fromEntries(
  Object.entries(ADVERSE_REASONS).map(([code, text]) => [text, `application.adverse.reason.${code}` as MessageKey]),
);

/** The catalogue key of a recorded reason, or null for one this table does not know. */
export const adverseReasonKey = (reason: string): MessageKey | null => KEYS[reason] ?? null;
