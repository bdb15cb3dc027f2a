// A conversion's loan agreement as stored documents (application_documents rows owned by the conversion, served by
// GET /documents/:id): the unsigned copy the ESign step offers to read from the moment the choice is saved, and the
// signed copy (with the new loan's number and the signature) written in the transaction that makes the loan. Only
// the signed copy is listed among the account's documents (server/loans/signedDocuments.ts lists signed rows).
import { brandOrDefault } from '../../brands/catalog';
import { todayEastern } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { insertDocument } from '../documents/store';
import type { ConversionRow, CustomerRow, LoanRow } from './access';
import { conversionAgreementPdf } from './agreementPdf';
import { conversionAgreementFileName, termsOf } from './flow';

/** The borrower as the agreement names them: the name on the loan and the address on file, on one line. */
export function borrowerOf(customer: CustomerRow): { name: string; address: string } {
  const street = [customer.addressLine1, customer.addressLine2].filter(Boolean).join(', ');
  const place = [customer.city, [customer.stateCode, customer.zipCode].filter(Boolean).join(' ')].filter(Boolean);
  return {
    name: `${customer.firstName} ${customer.lastName}`,
    address: [street, ...place].filter(Boolean).join(', '),
  };
}

const offerFileName = (conversion: ConversionRow) => `loan-agreement-offer-${conversion.id.slice(0, 8)}.pdf`;

function pdfOf(
  conversion: ConversionRow,
  loan: LoanRow,
  customer: CustomerRow,
  lang: Lang,
  signed: { loanNumber: string; name: string; at: Date } | null,
) {
  return conversionAgreementPdf({
    brand: brandOrDefault(loan.brand),
    lang,
    borrower: borrowerOf(customer),
    type: conversion.type as 'CONVERSION' | 'REFINANCE',
    originalLoanNumber: loan.loanNumber,
    originalPayoffCents: loan.payoffCents,
    terms: termsOf(conversion),
    date: todayEastern(conversion.createdAt),
    signed,
  });
}

/** Stores the unsigned agreement of a choice just saved; answers its document id. */
export async function issueOfferAgreement(
  db: Db,
  conversion: ConversionRow,
  loan: LoanRow,
  customer: CustomerRow,
  lang: Lang,
): Promise<string> {
  const row = await insertDocument(db, {
    conversionId: conversion.id,
    category: 'LOAN_AGREEMENT',
    kind: conversion.type,
    lang,
    fileName: offerFileName(conversion),
    contentType: 'application/pdf',
    bytes: await pdfOf(conversion, loan, customer, lang, null),
    signedAt: null,
  });
  return row.id;
}

/** The signed copy, drawn before the loan's transaction (drawing a PDF takes a while; the lock should not). */
export function signedAgreementPdf(
  conversion: ConversionRow,
  loan: LoanRow,
  customer: CustomerRow,
  lang: Lang,
  signed: { loanNumber: string; name: string; at: Date },
) {
  return pdfOf(conversion, loan, customer, lang, signed);
}

/**
 * In the loan's transaction: the signed copy, a row of its own beside the unsigned one (a signed document never
 * changes, and a download of the unsigned copy cached under its address stays what it was).
 */
export async function keepSignedAgreement(
  tx: Tx,
  conversion: ConversionRow,
  lang: Lang,
  signed: { loanNumber: string; at: Date; bytes: Buffer },
): Promise<void> {
  await insertDocument(tx, {
    conversionId: conversion.id,
    category: 'LOAN_AGREEMENT',
    kind: conversion.type,
    lang,
    fileName: conversionAgreementFileName(signed.loanNumber),
    contentType: 'application/pdf',
    bytes: signed.bytes,
    signedAt: signed.at,
  });
}
