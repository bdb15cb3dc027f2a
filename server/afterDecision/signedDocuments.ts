// The documents a customer signed, each downloadable (E-SIGN 7001(c): records must be retainable). The signature
// itself is recorded by the decision room's esignApplication (`data.esign { signedAt, agreements }`); the PDFs are
// served by the agreements room's documents route. SEAM: signedDocumentUrl is the one place that names that route.
import type { ApplicationRow } from '../applications/openApplications';

export interface SignedDocument {
  idTag: string;
  title: string;
  url: string;
}

/** What esignApplication records (the decision room: `{ signatureName, agreements: idTags, signedAt }`). */
interface StoredEsign {
  signedAt?: string | null;
  agreements?: (string | { idTag: string; value: boolean; title?: string | null })[] | null;
}

export const esignOf = (row: Pick<ApplicationRow, 'data'>): StoredEsign | null =>
  (row.data as { esign?: StoredEsign | null }).esign ?? null;

/** SEAM (agreements room): the download route of one stored document. */
export const signedDocumentUrl = (applicationId: string, idTag: string) =>
  `/documents/applications/${encodeURIComponent(applicationId)}/${encodeURIComponent(idTag)}.pdf`;

/** "loanAgreement" → "Loan agreement": a readable name when the signature kept only the document's tag. */
const titleOf = (idTag: string) => {
  const words = idTag
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function signedDocumentsOf(row: ApplicationRow): SignedDocument[] {
  return (esignOf(row)?.agreements ?? [])
    .map((a) => (typeof a === 'string' ? { idTag: a, value: true, title: null } : a))
    .filter((a) => a.value)
    .map((a) => ({ idTag: a.idTag, title: a.title ?? titleOf(a.idTag), url: signedDocumentUrl(row.id, a.idTag) }));
}
