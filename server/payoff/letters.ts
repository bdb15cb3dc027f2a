// Reading payoff letters back: a letter as the request answers it, and every letter of a customer's loans as the
// documents page lists it (beside the signed agreements, server/loans/signedDocuments.ts). The PDF itself is served by
// GET /documents/:id, which checks that its loan is the caller's (or the customer a CSR acts as, audited).
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { applicationDocuments, loans, payoffLetters } from '../db/schema';
import { documentUrl } from '../documents/store';

export type PayoffLetterRow = typeof payoffLetters.$inferSelect;

export const payoffLetterFileName = (loanNumber: string, goodThrough: string) =>
  `payoff-letter-${loanNumber}-${goodThrough}.pdf`;

/** A letter as GraphQL's PayoffLetter answers it; its id is its document's, the one the download names. */
export const toPayoffLetter = (row: PayoffLetterRow, loanNumber: string) => ({
  id: row.documentId,
  loanNumber,
  goodThrough: row.goodThrough,
  issuedOn: row.issuedOn,
  payoffAmount: row.payoffCents,
  principal: row.principalCents,
  interest: row.interestCents,
  perDiemMills: row.perDiemMills,
  pendingAmount: row.pendingCents,
  fileName: payoffLetterFileName(loanNumber, row.goodThrough),
  url: documentUrl(row.documentId),
});

/** The letter already made today for the same loan, day, figures and language, if any: asking again answers it. */
export async function sameLetterToday(
  db: Db | Tx,
  letter: Omit<PayoffLetterRow, 'id' | 'documentId' | 'createdAt' | 'requestedBy'>,
): Promise<PayoffLetterRow | null> {
  const [row] = await db
    .select()
    .from(payoffLetters)
    .where(
      and(
        eq(payoffLetters.loanId, letter.loanId),
        eq(payoffLetters.goodThrough, letter.goodThrough),
        eq(payoffLetters.issuedOn, letter.issuedOn),
        eq(payoffLetters.payoffCents, letter.payoffCents),
        eq(payoffLetters.pendingCents, letter.pendingCents),
        eq(payoffLetters.lang, letter.lang),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every payoff letter of the customer's loans, newest first, as the account's documents list them. */
export async function payoffLettersOf(db: Db, customerId: string) {
  const rows = await db
    .select({
      id: applicationDocuments.id,
      fileName: applicationDocuments.fileName,
      kind: applicationDocuments.kind,
      createdAt: payoffLetters.createdAt,
      loanNumber: loans.loanNumber,
      goodThrough: payoffLetters.goodThrough,
    })
    .from(payoffLetters)
    .innerJoin(applicationDocuments, eq(applicationDocuments.id, payoffLetters.documentId))
    .innerJoin(loans, eq(loans.id, payoffLetters.loanId))
    .where(eq(loans.customerId, customerId))
    .orderBy(desc(payoffLetters.createdAt));
  return rows.map((r) => ({
    ...r,
    signedAt: null,
    createdAt: r.createdAt.toISOString(),
    applicationNumber: null,
    url: documentUrl(r.id),
  }));
}

/** The account's documents in one list, newest first: an agreement by when it was signed, a letter by when made. */
export const newestDocumentsFirst = <T extends { signedAt: string | null; createdAt: string }>(documents: T[]): T[] =>
  [...documents].sort((a, b) => (b.signedAt ?? b.createdAt).localeCompare(a.signedAt ?? a.createdAt));
