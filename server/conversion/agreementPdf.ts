// The new loan agreement a conversion or refinance signs: kept small on purpose, built from server/documents/pdf.ts's
// shared helpers (the loan agreement of applications is server/documents/loanAgreementPdf.ts). It carries the Fed
// box figures and the schedule exactly as the ESign step showed them (Reg Z 1026.17/1026.18) and the signature.
import type { BrandKey } from '../../brands/catalog';
import { formatCents } from '../../src/lib/money';
import type { Lang } from '../../src/lib/i18n/lang';
import { creditorFor } from '../documents/creditors';
import { heading, paragraph, renderPdf, title } from '../documents/pdf';
import { wordsIn } from '../documents/words';
import type { ConversionTerms } from './flow';

export interface ConversionAgreementInput {
  brand: BrandKey;
  lang: Lang;
  borrowerName: string;
  type: 'CONVERSION' | 'REFINANCE';
  originalLoanNumber: string;
  originalPayoffCents: number;
  terms: ConversionTerms;
  signedAt: Date;
}

export function conversionAgreementPdf(input: ConversionAgreementInput): Promise<Buffer> {
  const w = wordsIn(input.lang);
  const creditor = creditorFor(input.brand);
  const docTitle = w(input.type === 'CONVERSION' ? 'conversion.pdf.title' : 'conversion.pdf.refinanceTitle');
  const d = input.terms.loanDetails;
  return renderPdf(
    {
      title: docTitle,
      author: creditor.legalName,
      lang: input.lang,
      footer: `${creditor.legalName}, ${creditor.address}, ${creditor.phone}`,
    },
    (doc) => {
      title(doc, docTitle);
      paragraph(doc, w('conversion.pdf.parties', { name: input.borrowerName, creditor: creditor.legalName }));
      paragraph(
        doc,
        w('conversion.pdf.replaces', {
          loanNumber: input.originalLoanNumber,
          payoff: formatCents(input.originalPayoffCents),
        }),
      );
      heading(doc, w('conversion.pdf.fedBox'));
      paragraph(doc, `${w('application.finalSteps.fedBox.apr')}: ${(d.apr ?? 0).toFixed(2)}%`, { bold: true });
      paragraph(doc, `${w('application.finalSteps.fedBox.financeCharge')}: ${formatCents(d.financeCharge)}`, {
        bold: true,
      });
      paragraph(doc, `${w('application.finalSteps.fedBox.amountFinanced')}: ${formatCents(d.loanAmount)}`);
      paragraph(doc, `${w('application.finalSteps.fedBox.totalOfPayments')}: ${formatCents(d.totalOfPayments)}`);
      heading(doc, w('conversion.pdf.schedule'));
      for (const row of d.paymentSchedule)
        doc.text(`${row.installmentNumber}. ${row.dueDate}  ${formatCents(row.paymentAmount)}`);
      doc.moveDown(1);
      paragraph(doc, w('conversion.pdf.signed', { name: input.borrowerName, date: input.signedAt.toISOString() }), {
        bold: true,
      });
    },
  );
}
