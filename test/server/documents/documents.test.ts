// The document generators (server/documents): every PDF parses as a PDF and says the customer's figures and the
// brand's creditor, in English and in Spanish (Civ. Code 1632).
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/catalog';
import { adverseActionNoticePdf } from '../../../server/documents/adverseActionNoticePdf';
import { agreementPdf } from '../../../server/documents/agreementPdf';
import { creditorFor, DEMO_BUREAU } from '../../../server/documents/creditors';
import { loanAgreementPdf } from '../../../server/documents/loanAgreementPdf';
import { BASE_AGREEMENTS, requiredAgreements } from '../../../src/lib/application/agreements';
import { fedBox } from '../../../src/lib/lending';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { formatCents } from '../../../src/lib/money';
import { assertParsesAsPdf, pdfText } from './pdfText';

// The published example: $1,400 financed at the 18-month contract rate (209.68%), 37 biweekly payments, the first 14
// days after the loan is made: 36 of $119.42 and a last of $119.40, finance charge $3,018.52, APR 209.11%.
const figures = fedBox({
  amountFinancedCents: 140000,
  contractAprPercent: installmentTermApr(18),
  numberOfPayments: 37,
  frequency: 'BI',
  consummationDate: '2026-11-24',
  firstPaymentDate: '2026-12-08',
});
const borrower = { name: 'Nora Newman', address: '100 Broad St, Columbus, OH 43215' };

describe('loanAgreementPdf', () => {
  it('is a PDF with the Fed box figures, the schedule and the creditor', async () => {
    const pdf = await loanAgreementPdf({
      brand: 'meridian',
      lang: 'en',
      borrower,
      loanNumber: 'LN-2026-0001',
      date: '2026-11-24',
      figures,
      lateCharge: { cents: 1500, afterDays: 10 },
    });
    assertParsesAsPdf(pdf);
    const text = pdfText(pdf);
    expect(text).toContain('Ridgeway State Bank');
    expect(text).toContain('Nora Newman');
    expect(text).toContain('ANNUAL PERCENTAGE RATE');
    expect(text).toContain('209.11%');
    expect(text).toContain('$3,018.52');
    expect(text).toContain('$1,400.00');
    expect(text).toContain('$4,418.52');
    expect(text).toContain('36 payments of $119.42, every two weeks, beginning 12/08/2026');
    expect(text).toContain('Final payment of $119.40 on 04/25/2028');
    // The schedule's first row: 14 days' interest at the contract rate ($1,400 × 2.0968 × 14 / 365), then principal.
    expect(text).toContain('1 12/08/2026 $119.42 $112.60 $6.82 $1,393.18');
    expect(text).toContain('you will be charged $15.00');
    expect(text).toContain('not giving a security interest');
    expect(text).toContain('you will not have to pay a penalty');
    expect(text).toContain('Not yet signed.');
  });

  it('says the same figures in Spanish, signed', async () => {
    const pdf = await loanAgreementPdf({
      brand: 'lumen',
      lang: 'es',
      borrower,
      loanNumber: 'LN-1',
      date: '2026-11-24',
      figures,
      signed: { name: 'Nora Newman', at: '2026-11-24T15:05:00.000Z' },
    });
    assertParsesAsPdf(pdf);
    const text = pdfText(pdf);
    expect(text).toContain('Lumen Cash, LLC');
    expect(text).toContain('TASA DE PORCENTAJE ANUAL');
    expect(text).toContain('CARGO FINANCIERO');
    expect(text).toContain(formatCents(figures.financeChargeCents));
    // The typed name and the signing time on the lender's clock (10:05 am Eastern).
    expect(text).toContain('Firmado electrónicamente por Nora Newman el 11/24/2026 a las 10:05 AM ET.');
    expect(text).not.toContain('Annual Percentage Rate');
  });

  it('refuses figures that are not integer cents', async () => {
    await expect(
      loanAgreementPdf({
        brand: 'lumen',
        lang: 'en',
        borrower,
        loanNumber: 'LN-1',
        date: '2026-11-24',
        figures: { ...figures, financeChargeCents: 3018.5 },
      }),
    ).rejects.toThrow(/integer cents/);
  });
});

describe('adverseActionNoticePdf', () => {
  it('names the action, the reasons, the creditor, the ECOA statement, the agency and the 7-day period', async () => {
    const pdf = await adverseActionNoticePdf({
      brand: 'lumen',
      lang: 'en',
      applicantName: 'Ian Income',
      applicationNumber: 'APP-ABCDEFGH23',
      applicationDate: '2026-11-24',
      reasons: ['Income insufficient for amount of credit requested'],
    });
    assertParsesAsPdf(pdf);
    const text = pdfText(pdf);
    expect(text).toContain('We are unable to approve your application');
    expect(text).toContain('Income insufficient for amount of credit requested');
    expect(text).toContain(`Lumen Cash, LLC, ${creditorFor('lumen').address}`);
    expect(text).toContain('Equal Credit Opportunity Act prohibits creditors from discriminating');
    expect(text).toContain('Bureau of Consumer Financial Protection, 1700 G Street NW');
    expect(text).toContain('within 7 days');
    expect(text).not.toContain('consumer reporting agency listed below');
  });

  it('names the bureau and the report rights when a report was used; 30 days and the FDIC for the installment brand', async () => {
    const pdf = await adverseActionNoticePdf({
      brand: 'meridian',
      lang: 'en',
      applicantName: 'Dee Decline',
      applicationNumber: 'APP-1',
      applicationDate: '2026-11-24',
      reasons: ['Unable to verify identity'],
      consumerReport: {
        bureau: DEMO_BUREAU,
        score: { value: 540, low: 300, high: 850, date: '2026-11-24', keyFactors: ['Too few accounts'] },
      },
    });
    const text = pdfText(pdf);
    expect(text).toContain('Ridgeway State Bank');
    expect(text).toContain('Federal Deposit Insurance Corporation, Consumer Response Center');
    expect(text).toContain(`${DEMO_BUREAU.name}, ${DEMO_BUREAU.addressLines.join(', ')}, ${DEMO_BUREAU.phone}`);
    expect(text).toContain('played no part in our decision');
    expect(text).toContain('free copy of your report');
    expect(text).toContain('Your credit score: 540 (scores range from 300 to 850)');
    expect(text).toContain('within 30 days');
  });

  it('is in Spanish for a Spanish-speaking applicant', async () => {
    const text = pdfText(
      await adverseActionNoticePdf({
        brand: 'pinecrest',
        lang: 'es',
        applicantName: 'María López',
        applicationNumber: 'APP-1',
        applicationDate: '2026-11-24',
        reasons: ['Ingresos insuficientes'],
      }),
    );
    expect(text).toContain('Aviso de Acción Tomada');
    expect(text).toContain('Estimado(a) María López:');
    expect(text).toContain('Pinecrest Cash Advance, LLC');
    expect(text).toContain('Igualdad de Oportunidades de Crédito');
  });
});

describe('agreementPdf', () => {
  it('makes every agreement per brand, naming the creditor and the applicant', async () => {
    for (const brand of ['lumen', 'meridian'] as const) {
      for (const id of requiredAgreements('CA', 'ACH')) {
        const pdf = await agreementPdf({
          id,
          brand,
          lang: 'en',
          customerName: 'Nora Newman',
          applicationNumber: 'APP-X',
          date: '11/24/2026',
          repaymentMethod: 'ACH',
        });
        assertParsesAsPdf(pdf);
        const text = pdfText(pdf);
        expect(text, id).toContain(BRANDS[brand].legalName);
        expect(text, id).toContain('Prepared for Nora Newman, application APP-X');
      }
    }
  });

  it('gives the E-SIGN disclosures of 15 U.S.C. 7001(c)', async () => {
    const text = pdfText(
      await agreementPdf({
        id: BASE_AGREEMENTS[0]!,
        brand: 'lumen',
        lang: 'en',
        customerName: 'N',
        applicationNumber: 'A',
        date: '11/24/2026',
      }),
    );
    expect(text).toContain('right to receive these records on paper'); // paper
    expect(text).toContain('withdraw this consent at any time'); // withdrawal and its consequences
    expect(text).toContain('This consent covers every disclosure'); // scope
    expect(text).toContain('To update your email address'); // updating contact details
    expect(text).toContain('at no charge'); // paper copies and fee
    expect(text).toContain('current web browser'); // hardware and software
  });

  it('gives California’s notice in Spanish', async () => {
    const text = pdfText(
      await agreementPdf({
        id: 'CA_PRIVACY_NOTICE',
        brand: 'harbor',
        lang: 'es',
        customerName: 'N',
        applicationNumber: 'A',
        date: '11/24/2026',
      }),
    );
    expect(text).toContain('Aviso de Privacidad de California');
    expect(text).toContain('Harbor Check & Loan, Inc.');
  });
});
