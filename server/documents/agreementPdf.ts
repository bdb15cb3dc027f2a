// One application agreement as a PDF (E-SIGN consent, privacy notices, consumer-report authorization, text-message
// consent, the recurring-debit authorization), per brand and in the customer's language, naming the customer and
// their application so the copy they keep is theirs.
import type { BrandKey } from '../../brands/catalog';
import type { AgreementId } from '../../src/lib/application/agreements';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { brandPdf } from './brandPdf';
import { paragraph } from './pdf';
import { wordsIn } from './words';

/** Each agreement's catalogue segment and its paragraphs, in order. */
const DOCUMENTS: Record<AgreementId, { segment: string; paragraphs: number }> = {
  ESIGN_CONSENT: { segment: 'esignConsent', paragraphs: 6 },
  PRIVACY_NOTICE: { segment: 'privacyNotice', paragraphs: 4 },
  CREDIT_REPORT_AUTHORIZATION: { segment: 'creditReport', paragraphs: 2 },
  TEXT_MESSAGE_CONSENT: { segment: 'textMessages', paragraphs: 2 },
  CA_PRIVACY_NOTICE: { segment: 'caPrivacy', paragraphs: 3 },
  RECURRING_DEBIT_AUTHORIZATION: { segment: 'recurringDebit', paragraphs: 2 },
};

const docKey = (id: AgreementId, part: string) =>
  `application.agreements.doc.${DOCUMENTS[id].segment}.${part}` as MessageKey;

/** The agreement's title in `lang` (the screen's list and the PDF's heading say the same). */
export const agreementTitle = (id: AgreementId, lang: Lang) => wordsIn(lang)(docKey(id, 'title'));

export interface AgreementPdfInput {
  id: AgreementId;
  brand: BrandKey;
  lang: Lang;
  customerName: string;
  applicationNumber: string;
  /** MM/DD/YYYY (Eastern). */
  date: string;
  /** For the recurring-debit authorization: what is debited. */
  repaymentMethod?: 'ACH' | 'DEBIT_CARD' | null;
}

export function agreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  return brandPdf(
    { brand: input.brand, lang: input.lang, titleKey: docKey(input.id, 'title') },
    (doc, { t, creditor }) => {
      const values = {
        brand: creditor.brandName,
        creditor: creditor.legalName,
        phone: creditor.phone,
        hours: creditor.hours,
        method:
          input.repaymentMethod === 'DEBIT_CARD'
            ? t('application.agreements.doc.recurringDebit.method.debitCard')
            : t('application.agreements.doc.recurringDebit.method.ach'),
      };
      paragraph(doc, `${creditor.brandName} · ${creditor.legalName}`, { bold: true });
      for (let i = 1; i <= DOCUMENTS[input.id].paragraphs; i += 1) paragraph(doc, t(docKey(input.id, `p${i}`), values));
      paragraph(
        doc,
        t('application.agreements.doc.preparedFor', {
          name: input.customerName,
          number: input.applicationNumber,
          date: input.date,
        }),
        { size: 9 },
      );
    },
  );
}
