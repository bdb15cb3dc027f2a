// The application's agreements and documents as rules shared by the screens and the server: which agreements an
// applicant must agree to (the brand's base agreements, the state's, and a recurring-debit authorization when they
// choose automatic payments), the repayment and funding choices, and what an upload may be (type read from the file's
// first bytes, never from its name; size limit). The server enforces every rule; the screens check first.

export type AgreementId =
  | 'ESIGN_CONSENT'
  | 'PRIVACY_NOTICE'
  | 'CREDIT_REPORT_AUTHORIZATION'
  | 'TEXT_MESSAGE_CONSENT'
  | 'CA_PRIVACY_NOTICE'
  | 'RECURRING_DEBIT_AUTHORIZATION';

/** E-SIGN (15 U.S.C. 7001(c)): consent to electronic records comes first, before anything else is agreed. */
export const ESIGN_CONSENT: AgreementId = 'ESIGN_CONSENT';

/** Every applicant, every brand, in this order (E-SIGN consent first). */
export const BASE_AGREEMENTS: readonly AgreementId[] = [
  'ESIGN_CONSENT',
  'PRIVACY_NOTICE',
  'CREDIT_REPORT_AUTHORIZATION',
  'TEXT_MESSAGE_CONSENT',
];

/** California is a special-notice state with its own privacy notice per brand. */
export function stateAgreements(stateCode: string | null | undefined): AgreementId[] {
  return stateCode?.toUpperCase() === 'CA' ? ['CA_PRIVACY_NOTICE'] : [];
}

export type PaymentMethod = 'EFT' | 'DEBIT_CARD' | 'ACH' | 'NDD';

/** Funding: a deposit to the bank account (EFT) or to a debit card (as soon as 30 minutes). */
export const FUNDING_METHODS = ['EFT', 'DEBIT_CARD'] as const;
/**
 * Repayment: automatic debits from the bank account (ACH) or the debit card, or no direct debit (NDD: the customer
 * pays each payment). NDD is always offered: credit cannot be conditioned on automatic payments (Reg E 1005.10(e)).
 */
export const REPAYMENT_METHODS = ['ACH', 'DEBIT_CARD', 'NDD'] as const;
export type FundingMethod = (typeof FUNDING_METHODS)[number];
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];

export const isFundingMethod = (value: unknown): value is FundingMethod =>
  FUNDING_METHODS.includes(value as FundingMethod);
export const isRepaymentMethod = (value: unknown): value is RepaymentMethod =>
  REPAYMENT_METHODS.includes(value as RepaymentMethod);

/** Recurring debits need the customer's written authorization, kept with a copy to them (Reg E 1005.10(b)). */
export const needsRecurringDebitAuthorization = (repayment: string | null | undefined) =>
  repayment === 'ACH' || repayment === 'DEBIT_CARD';

/** Every agreement this applicant must agree to, E-SIGN consent first. */
export function requiredAgreements(stateCode: string | null | undefined, repayment?: string | null): AgreementId[] {
  return [
    ...BASE_AGREEMENTS,
    ...stateAgreements(stateCode),
    ...(needsRecurringDebitAuthorization(repayment) ? (['RECURRING_DEBIT_AUTHORIZATION'] as const) : []),
  ];
}

/** The ids required but not agreed (a value of true) in `answers`. */
export function missingAgreements(
  required: readonly string[],
  answers: readonly { idTag: string; value: boolean }[],
): string[] {
  const agreed = new Set(answers.filter((a) => a.value).map((a) => a.idTag));
  return required.filter((id) => !agreed.has(id));
}

// ---- uploads -----------------------------------------------------------------------------------------------------

export type UploadKind = 'BANK_STATEMENT' | 'PROOF_OF_INCOME';
export const UPLOAD_KINDS: readonly UploadKind[] = ['BANK_STATEMENT', 'PROOF_OF_INCOME'];
export const isUploadKind = (value: unknown): value is UploadKind => UPLOAD_KINDS.includes(value as UploadKind);

/** 5 MB: a phone photo of a statement or a scanned PDF fits; the database keeps every byte. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';
/** Per application, so a loop cannot fill the database. */
export const MAX_UPLOADS_PER_APPLICATION = 10;

export type UploadType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The type a file's first bytes say it is (PDF, JPEG or PNG), or null: names and browser-given types are not trusted. */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

export const UPLOAD_EXTENSIONS: Record<UploadType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Which uploads this applicant owes: a bank statement for a hand-entered account, proof of income if self-employed. */
export function requiredUploads(facts: { manualBank: boolean; selfEmployed: boolean }): UploadKind[] {
  return [
    ...(facts.manualBank ? (['BANK_STATEMENT'] as const) : []),
    ...(facts.selfEmployed ? (['PROOF_OF_INCOME'] as const) : []),
  ];
}
