// The signed agreement of a loan made outside the portal (the loan system's own loans, such as the demo loans): the
// same loan agreement and Truth in Lending disclosure a portal loan is signed with (server/documents/loanAgreementPdf.ts),
// from the loan's own figures, kept as a document the loan owns so it is listed with the account's signed documents.
import { brandOrDefault } from '../../brands/catalog';
import { todayEastern } from '../../src/lib/application/dates';
import type { FedBoxFigures } from '../../src/lib/lending';
import type { Db } from '../db/client';
import { loanAgreementPdf } from '../documents/loanAgreementPdf';
import { insertDocument } from '../documents/store';
import type { LoanRow } from './repository';

export const loanAgreementFileName = (loanNumber: string) => `loan-agreement-${loanNumber}.pdf`;

export async function keepLoanAgreement(
  db: Db,
  loan: LoanRow,
  figures: FedBoxFigures,
  /** Who signed, with the address on file, on one line; they signed when the loan was made. */
  borrower: { name: string; address: string },
): Promise<string> {
  const signedAt = loan.originatedAt;
  const bytes = await loanAgreementPdf({
    brand: brandOrDefault(loan.brand),
    lang: 'en',
    borrower,
    loanNumber: loan.loanNumber,
    date: todayEastern(signedAt),
    figures,
    signed: { name: borrower.name, at: signedAt.toISOString() },
  });
  const row = await insertDocument(db, {
    loanId: loan.id,
    category: 'LOAN_AGREEMENT',
    kind: 'LOAN',
    lang: 'en',
    fileName: loanAgreementFileName(loan.loanNumber),
    contentType: 'application/pdf',
    bytes,
    signedAt,
  });
  return row.id;
}
