// The loan agreement with its Truth in Lending disclosure (12 CFR 1026.18, model form H-2): creditor, Amount
// Financed with its itemization, Finance Charge, APR, payment schedule, Total of Payments, late charge, prepayment,
// security interest and the reference to the contract, grouped in a box set apart from the rest, APR and Finance
// Charge larger and bold (1026.17(a)(2)). The figures come in as integer cents from src/lib/lending's fedBox, so the
// amount screen, the e-sign screen and this PDF agree to the cent. English or Spanish (Civ. Code 1632).
import type { BrandKey } from '../../brands/catalog';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { LENDER_TIME_ZONE, todayEastern, toUsDate } from '../../src/lib/application/dates';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import type { FedBoxFigures } from '../../src/lib/lending';
import { assertCents, formatCents } from '../../src/lib/money';
import { brandPdf } from './brandPdf';
import { BODY_SIZE, contentWidth, heading, paragraph, type Pdf } from './pdf';
import type { Words } from './words';
import { formatPercent } from '../../src/lib/format/percent';

export interface LoanAgreementInput {
  brand: BrandKey;
  lang: Lang;
  borrower: { name: string; address: string };
  /** The loan's number once the loan is made (it goes where the loan number goes); null on an offer. */
  loanNumber: string | null;
  /** An offer of an application: the number it is known by until the loan has one. */
  applicationNumber?: string | null;
  /** A conversion or refinance: the loan it pays off, that loan's payoff, and what the customer pays or gets today. */
  replaces?: { loanNumber: string; payoffCents: number; dueTodayCents: number; cashBackCents: number } | null;
  /** The document's title; the loan agreement's by default. */
  titleKey?: MessageKey;
  /** The day the loan is made, YYYY-MM-DD (Eastern). */
  date: string;
  figures: FedBoxFigures;
  /** Late charge, when the state and product have one. */
  lateCharge?: { cents: number; afterDays: number } | null;
  /** Present once the customer has signed: the name they typed and the instant (ISO) they signed. */
  signed?: { name: string; at: string } | null;
}

const EASTERN = tz(LENDER_TIME_ZONE);
/** The signing time as the lender's clock reads it: "10:00 AM ET". */
const easternTimeOf = (at: string) => `${format(new Date(at), 'h:mm a', { in: EASTERN })} ET`;

/** The four boxed figures; the first two (APR and Finance Charge) more prominent than the rest. */
function fedBoxRow(doc: Pdf, t: Words, figures: FedBoxFigures) {
  const cells: [MessageKey, MessageKey, string, boolean][] = [
    ['application.agreements.loan.apr', 'application.agreements.loan.aprHelp', formatPercent(figures.aprPercent), true],
    [
      'application.agreements.loan.financeCharge',
      'application.agreements.loan.financeChargeHelp',
      formatCents(figures.financeChargeCents),
      true,
    ],
    [
      'application.agreements.loan.amountFinanced',
      'application.agreements.loan.amountFinancedHelp',
      formatCents(figures.amountFinancedCents),
      false,
    ],
    [
      'application.agreements.loan.totalOfPayments',
      'application.agreements.loan.totalOfPaymentsHelp',
      formatCents(figures.totalOfPaymentsCents),
      false,
    ],
  ];
  const left = doc.page.margins.left;
  const width = contentWidth(doc) / cells.length;
  const top = doc.y;
  const height = 112;
  cells.forEach(([label, help, value, prominent], i) => {
    const x = left + i * width;
    doc
      .lineWidth(prominent ? 2 : 1)
      .rect(x, top, width, height)
      .stroke('#000000');
    doc
      .font('Helvetica-Bold')
      .fontSize(prominent ? 12 : 10)
      .fillColor('#000000')
      .text(t(label).toUpperCase(), x + 6, top + 6, { width: width - 12 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(t(help), x + 6, doc.y + 2, { width: width - 12 });
    doc
      .font(prominent ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(prominent ? 16 : 12)
      .text(value, x + 6, top + height - (prominent ? 26 : 22), { width: width - 12 });
  });
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .text('', left, top + height + 8);
}

function scheduleLines(t: Words, figures: FedBoxFigures): string[] {
  const rows = figures.schedule;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return [];
  // A single payment has no pay cycle: it is one payment on one date, never "every two weeks".
  if (figures.frequency === null || rows.length === 1)
    return [
      t('application.agreements.loan.singlePayment', {
        amount: formatCents(first.paymentCents),
        date: toUsDate(first.dueDate),
      }),
    ];
  const regular = rows.filter((row) => row.paymentCents === first.paymentCents);
  const frequency = t(`application.agreements.loan.frequency.${figures.frequency}` as MessageKey);
  const lines = [
    t('application.agreements.loan.scheduleLine', {
      count: last.paymentCents === first.paymentCents ? rows.length : regular.length,
      amount: formatCents(first.paymentCents),
      frequency,
      first: toUsDate(first.dueDate),
    }),
  ];
  if (last.paymentCents !== first.paymentCents)
    lines.push(
      t('application.agreements.loan.finalLine', {
        amount: formatCents(last.paymentCents),
        date: toUsDate(last.dueDate),
      }),
    );
  return lines;
}

function scheduleTable(doc: Pdf, t: Words, figures: FedBoxFigures) {
  const columns: MessageKey[] = [
    'application.agreements.loan.column.number',
    'application.agreements.loan.column.date',
    'application.agreements.loan.column.payment',
    'application.agreements.loan.column.interest',
    'application.agreements.loan.column.principal',
    'application.agreements.loan.column.balance',
  ];
  const left = doc.page.margins.left;
  const widths = [36, 90, 90, 90, 90, 98];
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 16) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6, align: i === 0 ? 'left' : 'right', lineBreak: false });
      x += widths[i]!;
    });
    doc.text('', left, y + 13);
  };
  row(
    columns.map((key) => t(key)),
    true,
  );
  for (const payment of figures.schedule)
    row(
      [
        String(payment.number),
        toUsDate(payment.dueDate),
        formatCents(payment.paymentCents),
        formatCents(payment.interestCents),
        formatCents(payment.principalCents),
        formatCents(payment.balanceCents),
      ],
      false,
    );
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .text('', left, doc.y + 6);
}

/** Where the loan number goes: the loan's own, else the application's number, else that it comes at signing. */
function referenceOf(input: LoanAgreementInput): { reference: string; number: string } {
  if (input.loanNumber) return { reference: 'loan', number: input.loanNumber };
  if (input.applicationNumber) return { reference: 'application', number: input.applicationNumber };
  return { reference: 'none', number: '' };
}

function replacementLines(t: Words, replaces: NonNullable<LoanAgreementInput['replaces']>): string[] {
  return [
    t('application.agreements.loan.replaces', {
      loanNumber: replaces.loanNumber,
      payoff: formatCents(replaces.payoffCents),
    }),
    ...(replaces.dueTodayCents > 0
      ? [t('application.agreements.loan.dueToday', { amount: formatCents(replaces.dueTodayCents) })]
      : []),
  ];
}

/**
 * Itemization of the Amount Financed (1026.18(c)): all of it paid to the borrower, or, when the loan replaces
 * another, what goes to pay that loan and what (the cash back) to the borrower.
 */
function itemization(t: Words, figures: FedBoxFigures, replaces: LoanAgreementInput['replaces']): string {
  if (!replaces)
    return t('application.agreements.loan.itemization', { amount: formatCents(figures.amountFinancedCents) });
  return t('application.agreements.loan.itemizationReplacing', {
    loanNumber: replaces.loanNumber,
    onAccount: formatCents(figures.amountFinancedCents - replaces.cashBackCents),
    toYou: formatCents(replaces.cashBackCents),
  });
}

export async function loanAgreementPdf(input: LoanAgreementInput): Promise<Buffer> {
  const { figures, replaces } = input;
  const single = figures.frequency === null;
  for (const cents of [figures.amountFinancedCents, figures.financeChargeCents, figures.totalOfPaymentsCents])
    assertCents(cents);
  return brandPdf(
    {
      brand: input.brand,
      lang: input.lang,
      titleKey: input.titleKey ?? 'application.agreements.loan.title',
      // Noon Eastern of the loan's date: the same offer on the same day is the same file.
      createdAt: new Date(`${input.date}T17:00:00Z`),
    },
    (doc, { t, creditor }) => {
      paragraph(
        doc,
        t('application.agreements.loan.parties', {
          name: input.borrower.name,
          address: input.borrower.address,
          creditor: creditor.legalName,
          creditorAddress: creditor.address,
          ...referenceOf(input),
          date: toUsDate(input.date),
        }),
      );
      if (replaces) for (const line of replacementLines(t, replaces)) paragraph(doc, line);
      heading(doc, t('application.agreements.loan.fedBox'));
      fedBoxRow(doc, t, figures);
      paragraph(doc, t('application.agreements.loan.schedule'), { bold: true });
      for (const line of scheduleLines(t, figures)) paragraph(doc, line);
      paragraph(
        doc,
        input.lateCharge
          ? t('application.agreements.loan.lateCharge', {
              days: input.lateCharge.afterDays,
              amount: formatCents(assertCents(input.lateCharge.cents)),
            })
          : t('application.agreements.loan.noLateCharge'),
      );
      // A single payment's finance charge is a flat charge for the term, owed in full if paid early (1026.18(k)(2));
      // an installment loan's accrues on the balance, so paying early saves the days after (1026.18(k)(1)).
      paragraph(
        doc,
        t(single ? 'application.agreements.loan.prepaymentSingle' : 'application.agreements.loan.prepayment'),
      );
      paragraph(doc, t('application.agreements.loan.security'));
      paragraph(doc, t('application.agreements.loan.contractReference'));
      paragraph(doc, itemization(t, figures, replaces));
      heading(doc, t('application.agreements.loan.scheduleTable'));
      scheduleTable(doc, t, figures);
      paragraph(doc, t('application.agreements.loan.promise', { creditor: creditor.legalName }));
      paragraph(
        doc,
        input.signed
          ? t('application.agreements.loan.signature', {
              name: input.signed.name,
              date: toUsDate(todayEastern(new Date(input.signed.at))),
              time: easternTimeOf(input.signed.at),
            })
          : t('application.agreements.loan.unsigned'),
        { bold: true },
      );
    },
  );
}
