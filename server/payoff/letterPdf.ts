// The payoff letter as a PDF: the brand's letterhead (name, the creditor's legal name, address and phone, as every
// document the portal issues names them: ../documents/creditors.ts), the date it was produced, the customer's name and
// address, the loan number, the payoff good through the chosen day with its parts (principal and interest accrued, or
// a payday loan's unpaid fee), the per diem of a loan that accrues daily interest, that payments pending are not
// included, and how to pay (the portal, a store where the brand has stores, by mail). Every figure comes in from the
// ledger's quote (src/lib/account/payoffLetter.ts); nothing is worked out here. English or Spanish.
import type { BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { toUsDate } from '../../src/lib/application/dates';
import { formatMills, type PayoffQuote } from '../../src/lib/account/payoffLetter';
import type { Lang } from '../../src/lib/i18n/lang';
import { formatCents } from '../../src/lib/money';
import { documentFooter } from '../documents/brandPdf';
import { creditorFor, type Creditor } from '../documents/creditors';
import { bullets, contentWidth, heading, paragraph, renderPdf, title, BODY_SIZE, type Pdf } from '../documents/pdf';
import { wordsIn, type Words } from '../documents/words';

export interface PayoffLetterInput {
  brand: BrandKey;
  lang: Lang;
  customer: { name: string; addressLines: string[] };
  loanNumber: string;
  quote: PayoffQuote;
  /** Payments pending on the day it is produced: not in the quote. */
  pendingCents: number;
  /** The US Eastern day it is produced. */
  issuedOn: string;
  /** The last business day on or before the good-through day when that day is not one (mail is not received). */
  mailBy: string | null;
  /** Recorded as the PDF's creation date. */
  createdAt: Date;
}

function letterhead(doc: Pdf, t: Words, creditor: Creditor) {
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(creditor.brandName);
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    creditor.legalName,
    ...creditor.addressLines,
    t('account.payoffLetter.pdf.phone', { phone: creditor.phone }),
  ])
    doc.text(line);
  const y = doc.y + 6;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(1)
    .stroke('#000000');
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .text('', doc.page.margins.left, y + 12);
}

/** The figures as label and amount, the payoff last and bold. */
function figures(doc: Pdf, rows: readonly [label: string, value: string, bold: boolean][]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const valueWidth = 120;
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : BODY_SIZE);
    doc.text(label, left, y, { width: width - valueWidth, lineBreak: false });
    doc.text(value, left + width - valueWidth, y, { width: valueWidth, align: 'right', lineBreak: false });
    doc.text('', left, y + (bold ? 18 : 15));
  }
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .text('', left, doc.y + 6);
}

function figureRows(t: Words, quote: PayoffQuote): [string, string, boolean][] {
  const date = toUsDate(quote.goodThrough);
  const accrues = quote.perDiemMills !== null;
  return [
    [t('account.payoffLetter.pdf.principal'), formatCents(quote.principalCents), false],
    [
      accrues ? t('account.payoffLetter.pdf.interest', { date }) : t('account.payoffLetter.pdf.fee'),
      formatCents(quote.interestCents),
      false,
    ],
    [t('account.payoffLetter.pdf.payoff'), formatCents(quote.payoffCents), true],
    ...(accrues
      ? [
          [t('account.payoffLetter.pdf.perDiem'), formatMills(quote.perDiemMills ?? 0), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
  ];
}

function howToPay(t: Words, creditor: Creditor, input: PayoffLetterInput): string[] {
  const content = BRAND_CONTENT[input.brand];
  return [
    t('account.payoffLetter.pdf.online', { brand: creditor.brandName }),
    ...(content.hasStores ? [t('account.payoffLetter.pdf.store', { brand: creditor.brandName })] : []),
    t('account.payoffLetter.pdf.mail', {
      address: content.payByCheck.mailingAddress,
      loanNumber: input.loanNumber,
    }),
    ...(input.mailBy
      ? [
          t('account.payoffLetter.pdf.mailBy', {
            date: toUsDate(input.quote.goodThrough),
            businessDay: toUsDate(input.mailBy),
          }),
        ]
      : []),
  ];
}

export function payoffLetterPdf(input: PayoffLetterInput): Promise<Buffer> {
  const t = wordsIn(input.lang);
  const creditor = creditorFor(input.brand);
  const { quote } = input;
  const goodThrough = toUsDate(quote.goodThrough);
  const heading1 = t('account.payoffLetter.pdf.title');
  return renderPdf(
    {
      title: heading1,
      author: creditor.legalName,
      lang: input.lang,
      createdAt: input.createdAt,
      footer: documentFooter(t, creditor),
    },
    (doc) => {
      letterhead(doc, t, creditor);
      paragraph(doc, t('account.payoffLetter.pdf.date', { date: toUsDate(input.issuedOn) }));
      doc.text([input.customer.name, ...input.customer.addressLines].join('\n'), { lineGap: 2 }).moveDown(1);
      paragraph(doc, t('account.payoffLetter.pdf.re', { loanNumber: input.loanNumber }), { bold: true });
      title(doc, heading1);
      paragraph(doc, t('account.payoffLetter.pdf.greeting', { name: input.customer.name }));
      paragraph(doc, t('account.payoffLetter.pdf.lead', { loanNumber: input.loanNumber, date: goodThrough }));
      heading(doc, t('account.payoffLetter.pdf.figures', { date: goodThrough }));
      figures(doc, figureRows(t, quote));
      paragraph(
        doc,
        quote.perDiemMills !== null
          ? t('account.payoffLetter.pdf.perDiemNote', { perDiem: formatMills(quote.perDiemMills), date: goodThrough })
          : t('account.payoffLetter.pdf.flatNote'),
      );
      paragraph(
        doc,
        input.pendingCents > 0
          ? t('account.payoffLetter.pdf.pending', { amount: formatCents(input.pendingCents) })
          : t('account.payoffLetter.pdf.pendingNone'),
        { bold: true },
      );
      heading(doc, t('account.payoffLetter.pdf.howToPay'));
      bullets(doc, howToPay(t, creditor, input));
      paragraph(
        doc,
        t('account.payoffLetter.pdf.questions', { phone: creditor.phone, hours: t('brand.contactHours') }),
      );
      paragraph(doc, t('account.payoffLetter.pdf.produced', { date: toUsDate(input.issuedOn) }), { size: 9 });
    },
  );
}
