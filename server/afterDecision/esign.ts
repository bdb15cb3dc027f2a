// The signature as the decision room's esignApplication records it on the application (`data.esign`).
import type { ApplicationRow } from '../applications/openApplications';

export interface StoredEsign {
  /** The name the customer typed to sign. */
  signatureName?: string | null;
  /** ISO instant of the signature. */
  signedAt?: string | null;
  /** The tags signed (the e-sign screen's `loanAgreement`), as tags or as the screen's answers. */
  agreements?: (string | { idTag: string; value: boolean; title?: string | null })[] | null;
}

export const esignOf = (row: Pick<ApplicationRow, 'data'>): StoredEsign | null =>
  (row.data as { esign?: StoredEsign | null }).esign ?? null;

/** The tags the customer agreed to when signing. */
export const signedTagsOf = (row: Pick<ApplicationRow, 'data'>): string[] =>
  (esignOf(row)?.agreements ?? [])
    .map((a) => (typeof a === 'string' ? { idTag: a, value: true } : a))
    .filter((a) => a.value)
    .map((a) => a.idTag);
