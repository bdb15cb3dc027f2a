// Issuing the application agreements: each one the applicant must agree to is made as a PDF for them (their name,
// application number, today's Eastern date, their language), stored, and offered by its download address. An
// unsigned copy made today is reused; what the customer agrees to is signed in place and kept unchanged.
import { and, eq, isNull } from 'drizzle-orm';
import { BRANDS, brandOrDefault, type BrandKey } from '../../brands/catalog';
import { todayEastern, toUsDate } from '../../src/lib/application/dates';
import type { AgreementId } from '../../src/lib/application/agreements';
import { isLang, type Lang } from '../../src/lib/i18n/lang';
import { dataOf } from '../applications/data';
import type { ApplicationRow } from '../applications/openApplications';
import type { Db } from '../db/client';
import { applicationDocuments } from '../db/schema';
import { agreementPdf } from './agreementPdf';
import { agreementTitle, isAgreementId, type AgreementInput } from './agreementText';
import { documentUrl, insertDocument, replaceDocumentBytes, type DocumentRow } from './store';

export interface IssuedAgreement {
  id: AgreementId;
  title: string;
  documentId: string;
  url: string;
}

export const brandOf = (row: ApplicationRow): BrandKey => brandOrDefault(row.brand);

/** The applicant's name as the documents print it (their e-mail until the personal step is saved). */
export function applicantName(row: ApplicationRow): string {
  const p = dataOf(row).customerInformation?.personalInformation;
  const name = [p?.firstName, p?.lastName].filter(Boolean).join(' ');
  return name || row.email;
}

/** Names the copy by everything it depends on (brand, agreement, debit method, language): the reuse key. */
const fileNameOf = (brand: BrandKey, id: AgreementId, lang: Lang, repayment: string | null | undefined) =>
  [
    brand,
    id.toLowerCase().replace(/_/g, '-'),
    id === 'RECURRING_DEBIT_AUTHORIZATION' ? repayment?.toLowerCase().replace(/_/g, '-') : null,
    lang,
  ]
    .filter(Boolean)
    .join('-') + '.pdf';

const DEBITED = ['ACH', 'DEBIT_CARD'] as const;

/**
 * What an issued copy was made from, read back from its row (agreement, language, date, and the brand and debit
 * method its file name was made of) and its application (the applicant's name and number), so its text says what
 * its PDF says. Null for any other document.
 */
export function issuedAgreementInput(doc: DocumentRow, row: ApplicationRow): AgreementInput | null {
  const id = doc.kind;
  if (doc.category !== 'AGREEMENT' || !isAgreementId(id) || !isLang(doc.lang)) return null;
  const lang = doc.lang;
  const made = (Object.keys(BRANDS) as BrandKey[])
    .flatMap((brand) => DEBITED.map((repaymentMethod) => ({ brand, repaymentMethod })))
    .find((m) => fileNameOf(m.brand, id, lang, m.repaymentMethod) === doc.fileName);
  return {
    id,
    brand: made?.brand ?? brandOf(row),
    lang,
    customerName: applicantName(row),
    applicationNumber: row.applicationNumber,
    date: toUsDate(todayEastern(doc.createdAt)),
    repaymentMethod: made?.repaymentMethod ?? 'ACH',
  };
}

/** Makes (or reuses today's copy of) each agreement for this application, in order. */
export async function issueAgreements(
  db: Db,
  row: ApplicationRow,
  lang: Lang,
  ids: readonly AgreementId[],
  repaymentMethod?: string | null,
  now = new Date(),
): Promise<IssuedAgreement[]> {
  const today = todayEastern(now);
  const issued: IssuedAgreement[] = [];
  for (const id of ids) {
    const fileName = fileNameOf(brandOf(row), id, lang, repaymentMethod);
    const [existing] = await db
      .select({ id: applicationDocuments.id, createdAt: applicationDocuments.createdAt })
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, row.id),
          eq(applicationDocuments.category, 'AGREEMENT'),
          eq(applicationDocuments.fileName, fileName),
          isNull(applicationDocuments.signedAt),
        ),
      )
      .limit(1);
    let documentId = existing?.id;
    if (!existing || todayEastern(existing.createdAt) !== today) {
      const bytes = await agreementPdf({
        id,
        brand: brandOf(row),
        lang,
        customerName: applicantName(row),
        applicationNumber: row.applicationNumber,
        date: toUsDate(today),
        repaymentMethod: repaymentMethod === 'DEBIT_CARD' ? 'DEBIT_CARD' : 'ACH',
      });
      if (existing) await replaceDocumentBytes(db, existing.id, bytes);
      else
        documentId = (
          await insertDocument(db, {
            applicationId: row.id,
            category: 'AGREEMENT',
            kind: id,
            lang,
            fileName,
            contentType: 'application/pdf',
            bytes,
          })
        ).id;
    }
    issued.push({ id, title: agreementTitle(id, lang), documentId: documentId!, url: documentUrl(documentId!) });
  }
  return issued;
}
