// The documents a customer signed, each downloadable from GET /documents/:id (E-SIGN 7001(c): records must be
// retainable): the signed loan agreement once the loan is made (loanAgreement.ts makes it on first request), then the
// application agreements they agreed to before submitting (the agreements room signs those copies in saveAgreements).
import type { AgreementId } from '../../src/lib/application/agreements';
import type { Lang } from '../../src/lib/i18n/lang';
import type { ApplicationRow } from '../applications/openApplications';
import type { Db } from '../db/client';
import { agreementTitle } from '../documents/agreementPdf';
import { documentUrl, listDocuments } from '../documents/store';
import { serverText } from '../content/catalogues';
import { signedTagsOf } from './esign';
import { LOAN_AGREEMENT_TAG, signedLoanAgreement } from './loanAgreement';

export interface SignedDocument {
  idTag: string;
  title: string;
  url: string;
}

export async function signedDocumentsOf(db: Db, row: ApplicationRow, lang: Lang): Promise<SignedDocument[]> {
  const documents: SignedDocument[] = [];
  if (signedTagsOf(row).includes(LOAN_AGREEMENT_TAG)) {
    const loan = await signedLoanAgreement(db, row, lang);
    if (loan)
      documents.push({
        idTag: LOAN_AGREEMENT_TAG,
        title: serverText(lang, 'application.agreements.loan.title'),
        url: loan.url,
      });
  }
  // Newest signature of each agreement (a second saveAgreements signs fresh copies).
  // AGREEMENT rows are kinded by the agreement's id (server/documents/agreements.ts).
  const agreed = new Map<AgreementId, string>();
  for (const doc of await listDocuments(db, row.id, 'AGREEMENT'))
    if (doc.signedAt) agreed.set(doc.kind as AgreementId, doc.id);
  for (const [kind, id] of agreed)
    documents.push({ idTag: kind, title: agreementTitle(kind, lang), url: documentUrl(id) });
  return documents;
}
