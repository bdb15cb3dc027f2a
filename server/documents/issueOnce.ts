// One stored document per owner (an application or a loan conversion), category and kind (the loan agreement before
// and after signing, the adverse-action notice), made on first request and safe when two API processes ask at once:
// the check and the write run in one transaction under a Postgres advisory lock on that key
// (server/auth/keyLock.ts), so the second caller waits and then finds the first one's row. A row that is still
// unsigned is brought up to date in place when what it was made from has changed (the PDF is deterministic: same
// inputs, same bytes, same sha256); a signed row never is.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withKeyLock } from '../auth/keyLock';
import type { Db } from '../db/client';
import { applicationDocuments } from '../db/schema';
import { documentUrl, insertDocument, replaceDocumentBytes, type DocumentCategory, type DocumentOwner } from './store';

export type DocumentKey = DocumentOwner & {
  category: DocumentCategory;
  kind: string;
};

const ownerOf = (key: DocumentKey) =>
  key.conversionId !== undefined
    ? { lockId: `conversion:${key.conversionId}`, match: eq(applicationDocuments.conversionId, key.conversionId) }
    : { lockId: key.applicationId, match: eq(applicationDocuments.applicationId, key.applicationId) };

export interface MadeDocument {
  lang: string;
  fileName: string;
  bytes: Buffer;
  signedAt?: Date | null;
}

export interface IssuedDocument {
  id: string;
  category: string;
  kind: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  signedAt: Date | null;
  createdAt: Date;
  url: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The stored document for `key`, made by `make` when there is none. With `refresh`, an unsigned row whose bytes
 * differ from what `make` gives now is replaced (an offer priced on another day, in another language).
 */
export async function issueOnce(
  db: Db,
  key: DocumentKey,
  make: () => Promise<MadeDocument>,
  options: { refresh?: boolean } = {},
): Promise<IssuedDocument> {
  const owner = ownerOf(key);
  const row = await withKeyLock(db, `document:${owner.lockId}:${key.category}:${key.kind}`, async (tx) => {
    const [existing] = await tx
      .select({
        id: applicationDocuments.id,
        sha256: applicationDocuments.sha256,
        signedAt: applicationDocuments.signedAt,
      })
      .from(applicationDocuments)
      .where(and(owner.match, eq(applicationDocuments.category, key.category), eq(applicationDocuments.kind, key.kind)))
      .limit(1);
    if (existing && !(options.refresh && !existing.signedAt)) return existing.id;
    const made = await make();
    if (!existing) {
      const inserted = await insertDocument(tx, { ...key, ...made, contentType: 'application/pdf' });
      return inserted.id;
    }
    if (existing.sha256 !== sha256(made.bytes))
      await replaceDocumentBytes(tx, existing.id, made.bytes, { lang: made.lang, fileName: made.fileName });
    return existing.id;
  });
  const [doc] = await db
    .select({
      id: applicationDocuments.id,
      category: applicationDocuments.category,
      kind: applicationDocuments.kind,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      byteSize: applicationDocuments.byteSize,
      signedAt: applicationDocuments.signedAt,
      createdAt: applicationDocuments.createdAt,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.id, row))
    .limit(1);
  if (!doc) throw new Error('issued document vanished');
  return { ...doc, url: documentUrl(doc.id) };
}
