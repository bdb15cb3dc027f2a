// The loan agreement a conversion or refinance signs: the same agreement and Truth in Lending disclosure as an
// application's loan (server/documents/loanAgreementPdf.ts, model form H-2), titled for what it is, naming the loan it
// pays off and how the Amount Financed is spent, with the figures exactly as the ESign step shows them (Reg Z
// 1026.17/1026.18). Before signing it has no loan number and no signature; the signed copy has both.
import type { BrandKey } from '../../brands/catalog';
import { todayEastern } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { figuresOfLoanDetails } from '../../src/lib/lending';
import { loanAgreementPdf } from '../documents/loanAgreementPdf';
import type { ConversionTerms } from './flow';

export interface ConversionAgreementInput {
  brand: BrandKey;
  lang: Lang;
  borrower: { name: string; address: string };
  type: 'CONVERSION' | 'REFINANCE';
  originalLoanNumber: string;
  originalPayoffCents: number;
  terms: ConversionTerms;
  /** The day the offer was priced (its consummation date if signed that day), YYYY-MM-DD Eastern. */
  date: string;
  /** Once signed: the new loan's number, the name typed and the instant. */
  signed?: { loanNumber: string; name: string; at: Date } | null;
}

export function conversionAgreementPdf(input: ConversionAgreementInput): Promise<Buffer> {
  const { terms, signed } = input;
  return loanAgreementPdf({
    brand: input.brand,
    lang: input.lang,
    titleKey: input.type === 'CONVERSION' ? 'conversion.pdf.title' : 'conversion.pdf.refinanceTitle',
    borrower: input.borrower,
    loanNumber: signed?.loanNumber ?? null,
    replaces: {
      loanNumber: input.originalLoanNumber,
      payoffCents: input.originalPayoffCents,
      dueTodayCents: terms.dueToday,
      cashBackCents: terms.cashBack,
    },
    date: signed ? todayEastern(signed.at) : input.date,
    figures: figuresOfLoanDetails(terms.loanDetails),
    signed: signed ? { name: signed.name, at: signed.at.toISOString() } : null,
  });
}
