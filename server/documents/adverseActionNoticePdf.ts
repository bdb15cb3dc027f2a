// The written adverse-action notice (Reg B 12 CFR 1002.9(a)(2) and (b); FCRA 615(a)): the action taken, the
// decision's principal reasons (the real factors, given by the caller), the creditor's legal name and address per
// brand, the ECOA statement of 1002.9(b)(1) with the federal agency, and, when a consumer report was used, the
// bureau's name, address and phone, that it did not decide, the free-report and dispute rights and the score. The
// brand's notice period (7 days short-term, 30 installment) is stated. English or Spanish.
import type { BrandKey } from '../../brands/catalog';
import { toUsDate } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { brandPdf } from './brandPdf';
import { partyLine, type Party } from './creditors';
import { bullets, heading, paragraph } from './pdf';

export interface ConsumerReportUsed {
  bureau: Party;
  /** The credit score used, when one was (FCRA 615(a)(2)). */
  score?: { value: number; low: number; high: number; date: string; keyFactors: string[] } | null;
}

export interface AdverseActionNoticeInput {
  brand: BrandKey;
  lang: Lang;
  applicantName: string;
  applicationNumber: string;
  /** The application's date, YYYY-MM-DD. */
  applicationDate: string;
  /** The decision's principal reasons, already in `lang`. */
  reasons: readonly string[];
  consumerReport?: ConsumerReportUsed | null;
  /** The notice's date as the PDF records it (the decision's instant). */
  createdAt?: Date;
}

export async function adverseActionNoticePdf(input: AdverseActionNoticeInput): Promise<Buffer> {
  return brandPdf(
    {
      brand: input.brand,
      lang: input.lang,
      titleKey: 'application.agreements.notice.title',
      createdAt: input.createdAt,
    },
    (doc, { t, creditor }) => {
      paragraph(doc, t('application.agreements.notice.greeting', { name: input.applicantName }));
      paragraph(
        doc,
        t('application.agreements.notice.action', {
          date: toUsDate(input.applicationDate),
          number: input.applicationNumber,
          product: t(`application.agreements.notice.product.${creditor.productKind}`),
        }),
      );
      heading(doc, t('application.agreements.notice.reasons'));
      bullets(doc, input.reasons);
      paragraph(
        doc,
        t('application.agreements.notice.creditor', {
          creditor: creditor.legalName,
          address: creditor.address,
          phone: creditor.phone,
        }),
        { bold: true },
      );
      if (input.consumerReport) {
        const { bureau, score } = input.consumerReport;
        paragraph(doc, t('application.agreements.notice.reportUsed'));
        paragraph(
          doc,
          t('application.agreements.notice.bureau', {
            name: bureau.name,
            address: bureau.addressLines.join(', '),
            phone: bureau.phone ?? '',
          }),
          { bold: true },
        );
        if (score)
          paragraph(
            doc,
            t('application.agreements.notice.score', {
              score: String(score.value),
              low: String(score.low),
              high: String(score.high),
              date: toUsDate(score.date),
              factors: score.keyFactors.join('; '),
            }),
          );
      }
      paragraph(doc, t('application.agreements.notice.ecoa'), { size: 9 });
      paragraph(doc, partyLine(creditor.agency), { bold: true, size: 9 });
      paragraph(
        doc,
        t('application.agreements.notice.period', {
          days: creditor.noticeDays,
          phone: creditor.phone,
          // The hours in the notice's language, as the screens say them.
          hours: t('brand.contactHours'),
        }),
      );
    },
  );
}
