// The documents a customer signed, each downloadable (E-SIGN 7001(c): records must be retainable). The signature
// itself is recorded by the decision room's esignApplication (`data.esign { signedAt, agreements }`); the PDFs are
// served by the agreements room's documents route. SEAM: signedDocumentUrl is the one place that names that route.
import type { ApplicationRow } from '../applications/openApplications';

export interface SignedDocument {
  idTag: string;
  title: string;
  url: string;
}

interface StoredEsign {
  signedAt?: string | null;
  agreements?: { idTag: string; value: boolean; title?: string | null }[] | null;
}

export const esignOf = (row: Pick<ApplicationRow, 'data'>): StoredEsign | null =>
  (row.data as { esign?: StoredEsign | null }).esign ?? null;

/** SEAM (agreements room): the download route of one stored document. */
export const signedDocumentUrl = (applicationId: string, idTag: string) =>
  `/documents/applications/${encodeURIComponent(applicationId)}/${encodeURIComponent(idTag)}.pdf`;

export function signedDocumentsOf(row: ApplicationRow): SignedDocument[] {
  return (esignOf(row)?.agreements ?? [])
    .filter((a) => a.value)
    .map((a) => ({ idTag: a.idTag, title: a.title ?? a.idTag, url: signedDocumentUrl(row.id, a.idTag) }));
}
