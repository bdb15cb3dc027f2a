// Reading and writing application_documents: the PDFs issued to a customer and the files they uploaded, each owned by
// one application, one loan conversion or (a loan made outside the portal) one loan. Every process reads the same
// rows, so a document issued by one API process downloads from any other.
import { createHash } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { applicationDocuments } from '../db/schema';

/** The database, or a transaction on it (issueOnce works inside its lock's transaction). */
type Conn = Db | Tx;

export type DocumentRow = typeof applicationDocuments.$inferSelect;
export type DocumentCategory =
  'AGREEMENT' | 'LOAN_AGREEMENT' | 'ADVERSE_ACTION' | 'UPLOAD' | 'PAYOFF_LETTER' | 'AUTOPAY_AUTHORIZATION';

/** The address a document is downloaded from (server/documents/routes.ts). */
export const DOCUMENTS_PATH = '/documents';
export const documentUrl = (id: string) => `${DOCUMENTS_PATH}/${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose document it is: an application's, or a loan conversion's (its signed agreement). */
export type DocumentOwner =
  { applicationId: string; conversionId?: never } | { conversionId: string; applicationId?: never };

/** A loan made outside the portal (no application, no conversion): its signed agreement is the loan's own. */
export type LoanOwner = { loanId: string; applicationId?: never; conversionId?: never };

export type NewDocument = (DocumentOwner | LoanOwner) & {
  category: DocumentCategory;
  kind: string;
  lang: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  signedAt?: Date | null;
};

export async function insertDocument(db: Conn, doc: NewDocument): Promise<DocumentRow> {
  const [row] = await db
    .insert(applicationDocuments)
    .values({
      ...doc,
      byteSize: doc.bytes.length,
      sha256: createHash('sha256').update(doc.bytes).digest('hex'),
      signedAt: doc.signedAt ?? null,
    })
    .returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, id)).limit(1);
  return row ?? null;
}

/** The application's documents of a category, oldest first, without their bytes. */
export async function listDocuments(db: Db, applicationId: string, category?: DocumentCategory) {
  return db
    .select({
      id: applicationDocuments.id,
      category: applicationDocuments.category,
      kind: applicationDocuments.kind,
      lang: applicationDocuments.lang,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      byteSize: applicationDocuments.byteSize,
      signedAt: applicationDocuments.signedAt,
      createdAt: applicationDocuments.createdAt,
    })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationId, applicationId),
        category ? eq(applicationDocuments.category, category) : undefined,
      ),
    )
    .orderBy(asc(applicationDocuments.createdAt));
}

export async function countDocuments(db: Db, applicationId: string, category: DocumentCategory): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.category, category)));
  return Number(row?.n ?? 0);
}

export async function replaceDocumentBytes(
  db: Conn,
  id: string,
  bytes: Buffer,
  names: { lang?: string; fileName?: string } = {},
) {
  await db
    .update(applicationDocuments)
    .set({
      ...names,
      bytes,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdAt: new Date(),
    })
    .where(eq(applicationDocuments.id, id));
}

/** Marks the issued agreements the customer agreed to as signed, now; signed rows never change again. */
export async function signAgreements(db: Db, applicationId: string, ids: readonly string[], at = new Date()) {
  for (const id of ids)
    await db
      .update(applicationDocuments)
      .set({ signedAt: at })
      .where(
        and(
          eq(applicationDocuments.id, id),
          eq(applicationDocuments.applicationId, applicationId),
          isNull(applicationDocuments.signedAt),
        ),
      );
}
