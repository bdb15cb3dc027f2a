// The words of one application agreement (E-SIGN consent, privacy notices, consumer-report authorization, text-message
// consent, the recurring-debit authorization), per brand and in the customer's language, naming the customer and
// their application: the PDF draws exactly these (agreementPdf.ts) and the viewer shows them as text.
import type { BrandKey } from '../../brands/catalog';
import type { AgreementId } from '../../src/lib/application/agreements';
import type { AgreementText } from '../../src/lib/application/agreementText';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { documentFooter } from './brandPdf';
import { creditorFor } from './creditors';
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

export const isAgreementId = (value: string): value is AgreementId => Object.hasOwn(DOCUMENTS, value);

export const agreementDocKey = (id: AgreementId, part: string) =>
  `application.agreements.doc.${DOCUMENTS[id].segment}.${part}` as MessageKey;

/** The agreement's title in `lang` (the screen's list and the PDF's heading say the same). */
export const agreementTitle = (id: AgreementId, lang: Lang) => wordsIn(lang)(agreementDocKey(id, 'title'));

export interface AgreementInput {
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

export function agreementText(input: AgreementInput): AgreementText {
  const t = wordsIn(input.lang);
  const creditor = creditorFor(input.brand);
  const values = {
    brand: creditor.brandName,
    creditor: creditor.legalName,
    phone: creditor.phone,
    // The hours in the agreement's language, as the screens say them.
    hours: t('brand.contactHours'),
    method:
      input.repaymentMethod === 'DEBIT_CARD'
        ? t('application.agreements.doc.recurringDebit.method.debitCard')
        : t('application.agreements.doc.recurringDebit.method.ach'),
  };
  const count = DOCUMENTS[input.id].paragraphs;
  return {
    lang: input.lang,
    title: t(agreementDocKey(input.id, 'title')),
    parties: `${creditor.brandName} · ${creditor.legalName}`,
    paragraphs: Array.from({ length: count }, (_, i) => t(agreementDocKey(input.id, `p${i + 1}`), values)),
    preparedFor: t('application.agreements.doc.preparedFor', {
      name: input.customerName,
      number: input.applicationNumber,
      date: input.date,
    }),
    footer: documentFooter(t, creditor),
  };
}
