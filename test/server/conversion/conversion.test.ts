// Loan conversion and refinance against the real server: who may call each operation; the offers of the demo
// open.payday customer; the choice refused outside min/max, off the interval and for a stale offer; the refinance
// totals of each option; e-sign making the new loan and closing the payday loan.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, auditLog, loans, loanSchedule } from '../../../server/db/schema';
import { installmentTermApr } from '../../../src/lib/lending/pricing';
import { pdfText } from '../documents/pdfText';
import { errorCode } from '../harness';
import type { CallerKind } from '../applications/helpers';
import {
  PAULA,
  CODE,
  paula,
  OFFERS,
  CONVERT,
  REFINANCE,
  UNDERWRITE,
  CHOOSE,
  SIGN,
  GET,
  db,
  freshLoan,
  details,
  fieldErrors,
  serveConversions,
  type Answer,
} from './conversionSetup';

serveConversions();

describe('who may call each operation', () => {
  const REFUSED: [CallerKind, string][] = [
    ['anonymous', 'UNAUTHENTICATED'],
    ['enrollment', 'FORBIDDEN'],
    ['otherCustomer', 'FORBIDDEN'],
    ['csrAlone', 'FORBIDDEN'],
  ];
  it.each([
    ['conversionOffers', OFFERS],
    ['convertLoanDetails', CONVERT],
    ['refinanceDetails', REFINANCE],
    ['preliminaryUnderwriting', UNDERWRITE],
  ])('%s: only the customer whose code it is, or a CSR acting as them', async (name, query) => {
    await freshLoan();
    for (const [kind, code] of REFUSED) {
      const body = await paula.call(kind, query, { c: CODE });
      expect(errorCode(body), `${name} as ${kind}`).toBe(code);
    }
    for (const kind of ['owner', 'csrActing'] as const) {
      const body = await paula.call(kind, query, { c: CODE });
      expect(errorCode(body), `${name} as ${kind}`).toBeUndefined();
      expect(body.data?.[name]).toBeTruthy();
    }
    // The owner naming someone else's code is refused too.
    expect(errorCode(await paula.call('owner', query, { c: 'LP-100201' }))).toBe('FORBIDDEN');
  });

  it("loanSystemCodes: the caller's own codes, a CSR acting the customer's (audited), a CSR alone none", async () => {
    const CODES = `query { loanSystemCodes { loanProCustomerId qFundCustomerId customerCode } }`;
    const paulas = { loanProCustomerId: CODE, qFundCustomerId: null, customerCode: CODE };
    expect((await paula.call('owner', CODES)).data?.loanSystemCodes).toEqual(paulas);
    expect((await paula.call('csrActing', CODES)).data?.loanSystemCodes).toEqual(paulas);
    // Another customer is answered their own codes, never Paula's.
    const other = await paula.call('otherCustomer', CODES);
    expect(other.data?.loanSystemCodes).toEqual({
      loanProCustomerId: 'LP-100201',
      qFundCustomerId: null,
      customerCode: 'LP-100201',
    });
    for (const [kind, code] of REFUSED) {
      if (kind === 'otherCustomer') continue;
      const body = await paula.call(kind, CODES);
      expect(errorCode(body), `loanSystemCodes as ${kind}`).toBe(code);
      expect(JSON.stringify(body)).not.toContain(CODE);
    }
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAULA), eq(auditLog.operation, 'Query.loanSystemCodes')));
    expect(audited.map((row) => row.actorEmail)).toEqual(['csr.admin@example.com']);
  });

  it('saveConversionChoice, esignConversion and loanConversion: only the owner or a CSR acting as them', async () => {
    await freshLoan();
    const offer = await details('convert');
    const input = { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 80_000 };
    for (const [kind, code] of REFUSED) expect(errorCode(await paula.call(kind, CHOOSE, { i: input }))).toBe(code);
    const chosen = (await paula.call('csrActing', CHOOSE, { i: input })).data!.saveConversionChoice as Answer;
    expect(chosen.status).toBe('CUSTOMIZE');
    for (const [kind, code] of REFUSED) {
      expect(errorCode(await paula.call(kind, GET, { id: chosen.id })), `get as ${kind}`).toBe(code);
      expect(errorCode(await paula.call(kind, SIGN, { id: chosen.id, n: 'Paula Payday' })), `sign as ${kind}`).toBe(
        code,
      );
    }
    expect(errorCode(await paula.call('owner', GET, { id: 'nope' }))).toBe('FORBIDDEN');
    expect((await paula.call('owner', GET, { id: chosen.id })).data?.loanConversion).toMatchObject({ id: chosen.id });
  });
});

describe('the offers', () => {
  it('open.payday converts $300 to $1,400 in steps of $50, 37 biweekly payments at the product APR', async () => {
    await freshLoan();
    expect((await paula.call('owner', OFFERS, { c: CODE })).data?.conversionOffers).toEqual({
      conversionTypes: ['CONVERSION', 'REFINANCE'],
    });
    expect(await details('convert')).toMatchObject({
      customerCode: CODE,
      loanAmount: 30_000,
      payoffAmount: 34_500,
      financeCharge: 4_500,
      minimum: 30_000,
      maximum: 140_000,
      interval: 5_000,
      numberOfPayments: 37,
      paymentFrequency: 'BI',
      // The online installment loan's 18-month contract rate (209.68%, accrued daily) and its APR range.
      apr: installmentTermApr(18),
      aprLow: 145,
      aprHigh: 225,
    });
  });

  it('refinance offers the three options, starting from the loan and its fee', async () => {
    await freshLoan();
    const offer = await details('refinance');
    expect(offer).toMatchObject({ loanAmount: 30_000, loanFeeAmount: 4_500, apr: 391.07, termDays: 14 });
    expect(offer.maximumBorrow).toBe(20_000); // the payday product's $500 less the $300 owed
    expect(offer.options.map((o: Answer) => [o.refinanceOptionId, o.name, o.refinanceInput])).toEqual([
      [1, 'REPAY_ORIGINAL', false],
      [2, 'REPAY_AND_REDUCE', true],
      [3, 'REPAY_AND_BORROW', true],
    ]);
  });
});

describe('the choice', () => {
  it.each([
    [25_000, 'conversion.validation.belowMinimum'],
    [145_000, 'conversion.validation.aboveMaximum'],
    [82_500, 'conversion.validation.offInterval'],
  ])('refuses %i cents (%s) with a message that says what to do', async (amountCents, key) => {
    await freshLoan();
    const offer = await details('convert');
    const body = await paula.call('owner', CHOOSE, {
      i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents },
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(body)).toMatchObject([{ field: 'amountCents', key }]);
    expect(body.errors![0]!.message).toMatch(/\$/);
  });

  it('refuses a stale offer (the loan changed since it was priced): reload to see the current one', async () => {
    const loanNumber = await freshLoan();
    const offer = await details('convert');
    await db().update(loans).set({ payoffCents: 30_000 }).where(eq(loans.loanNumber, loanNumber));
    const body = await paula.call('owner', CHOOSE, {
      i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 80_000 },
    });
    expect(fieldErrors(body)).toMatchObject([{ field: 'offerId', key: 'conversion.validation.staleOffer' }]);
    expect(body.errors![0]!.message).toMatch(/Reload the page/);
  });

  it('the conversion figures are the published 18-month term’s, by Appendix J', async () => {
    await freshLoan();
    const offer = await details('convert');
    const body = await paula.call('owner', CHOOSE, {
      i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 140_000 },
    });
    const d = (body.data!.saveConversionChoice as Answer).loanDetails;
    // $1,400 at the 209.68% contract rate, accrued daily, the first payment 14 days out: 36 payments of $119.42 and a
    // last of $119.40 (total $4,418.52, finance charge $3,018.52); APR 209.11% by Appendix J. The first payment's
    // interest is 14 days' ($1,400 × 2.0968 × 14 / 365 = $112.60), so $6.82 of it is principal.
    expect(d).toMatchObject({ loanAmount: 140_000, paymentAmount: 11_942, apr: 209.11, numberOfPayments: 37 });
    expect(d).toMatchObject({ totalOfPayments: 441_852, financeCharge: 301_852 });
    expect(d.paymentSchedule[0]).toMatchObject({ paymentAmount: 11_942, interest: 11_260, principal: 682 });
    expect(d.paymentSchedule[36]).toMatchObject({ paymentAmount: 11_940, balance: 0 });
  });

  it.each([
    // option, entered, refinance: due today, cash back, new loan, new finance charge
    [1, 12_345, { dueToday: 4_500, cashBack: 0, amountCents: 0, loanAmount: 30_000, financeCharge: 4_500 }],
    [2, 10_000, { dueToday: 14_500, cashBack: 0, amountCents: 10_000, loanAmount: 20_000, financeCharge: 3_000 }],
    [3, 20_000, { dueToday: 0, cashBack: 15_500, amountCents: 20_000, loanAmount: 50_000, financeCharge: 7_500 }],
  ])('refinance option %i: the totals (amount %i cents)', async (option, amountCents, expected) => {
    await freshLoan();
    const offer = await details('refinance');
    const body = await paula.call('owner', CHOOSE, {
      i: { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId: option, amountCents },
    });
    const chosen = body.data!.saveConversionChoice as Answer;
    expect(chosen).toMatchObject({
      refinanceOptionId: option,
      amountCents: expected.amountCents,
      dueToday: expected.dueToday,
      cashBack: expected.cashBack,
    });
    expect(chosen.loanDetails).toMatchObject({
      loanAmount: expected.loanAmount,
      financeCharge: expected.financeCharge,
      totalOfPayments: expected.loanAmount + expected.financeCharge,
    });
  });

  it('refuses a refinance without an option, paying back more than the loan or borrowing past the maximum', async () => {
    await freshLoan();
    const offer = await details('refinance');
    const choose = (refinanceOptionId: number | null, amountCents: number) =>
      paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId, amountCents },
      });
    expect(fieldErrors(await choose(null, 0))[0]?.key).toBe('conversion.validation.optionRequired');
    // Option 2 leaves a loan of at least the payday product's smallest ($100 of the $300).
    expect(fieldErrors(await choose(2, 20_001))[0]?.key).toBe('conversion.validation.aboveLoan');
    expect(fieldErrors(await choose(3, 20_001))[0]?.key).toBe('conversion.validation.aboveMaximum');
  });
});

describe('e-sign and confirmation', () => {
  it('makes the installment loan, closes the payday loan as CONVERTED and keeps the signed agreement', async () => {
    const loanNumber = await freshLoan();
    const offer = await details('convert');
    const chosen = (
      await paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 80_000 },
      })
    ).data!.saveConversionChoice as Answer;
    const wrongName = await paula.call('owner', SIGN, { id: chosen.id, n: 'Someone Else' });
    expect(fieldErrors(wrongName)[0]?.key).toBe('conversion.validation.signatureMismatch');
    const signed = (await paula.call('owner', SIGN, { id: chosen.id, n: ' paula  payday ' })).data!
      .esignConversion as Answer;
    expect(signed).toMatchObject({ status: 'CONFIRMED', cashBack: 45_500, dueToday: 0 });
    expect(signed.newLoanNumber).toMatch(/^ILP-\d{7}$/);
    expect(signed.loanDetails.loanNumber).toBe(signed.newLoanNumber);
    expect(signed.fundsTiming.fundingMethod).toBe('ACH');
    expect(signed.agreementUrl).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    const [old] = await db().select().from(loans).where(eq(loans.loanNumber, loanNumber));
    expect(old).toMatchObject({ status: 'CONVERTED', conversionTypes: [] });
    const [made] = await db().select().from(loans).where(eq(loans.loanNumber, signed.newLoanNumber));
    // Recorded at the APR disclosed and the contract rate its ledger accrues at: $800 at 209.68% over 37 biweekly
    // payments ($68.24, the last $68.22) discloses 209.11%.
    expect(signed.loanDetails.apr).toBe(209.11);
    expect(made).toMatchObject({
      productCode: 'ILP',
      status: 'OPEN',
      principalCents: 80_000,
      aprBps: 20_911,
      interestRateBps: 20_968,
    });
    // The loan carries the schedule the customer signed, and names the loan it replaced (the account pages read both).
    expect(made).toMatchObject({
      convertedFromLoanNumber: loanNumber,
      paymentFrequency: signed.loanDetails.paymentFrequency,
      numberOfPayments: signed.loanDetails.numberOfPayments,
      amountDueCents: signed.loanDetails.paymentSchedule[0].paymentAmount,
    });
    const schedule = await db()
      .select()
      .from(loanSchedule)
      .where(eq(loanSchedule.loanId, made!.id))
      .orderBy(loanSchedule.installmentNumber);
    expect(schedule.map((r) => [r.installmentNumber, r.dueDate, r.paymentCents])).toEqual(
      signed.loanDetails.paymentSchedule.map((p: Answer) => [p.installmentNumber, p.dueDate, p.paymentAmount]),
    );
    // Two copies of the agreement: the one read before signing, and the signed one the loan keeps.
    const docs = await db().select().from(applicationDocuments).where(eq(applicationDocuments.conversionId, chosen.id));
    expect(docs.map((d) => [d.category, d.kind, d.applicationId, d.signedAt !== null]).sort()).toEqual([
      ['LOAN_AGREEMENT', 'CONVERSION', null, false],
      ['LOAN_AGREEMENT', 'CONVERSION', null, true],
    ]);
    const doc = docs.find((d) => d.signedAt !== null);
    expect(signed.agreementUrl).toBe(`/documents/${doc!.id}`);
    expect(doc!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(doc!.bytes)).toContain(`Loan number: ${signed.newLoanNumber}.`);
    // A second signature is refused: never two loans.
    const again = await paula.call('owner', SIGN, { id: chosen.id, n: 'Paula Payday' });
    expect(fieldErrors(again)[0]?.key).toBe('conversion.validation.alreadySigned');
  });

  it('refinances (option 3) into a new payday loan and closes the old one as REFINANCED', async () => {
    const loanNumber = await freshLoan();
    const offer = await details('refinance');
    const chosen = (
      await paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId: 3, amountCents: 10_000 },
      })
    ).data!.saveConversionChoice as Answer;
    const signed = (await paula.call('owner', SIGN, { id: chosen.id, n: 'Paula Payday' })).data!
      .esignConversion as Answer;
    expect(signed).toMatchObject({ status: 'CONFIRMED', cashBack: 5_500 });
    const [old] = await db().select().from(loans).where(eq(loans.loanNumber, loanNumber));
    expect(old!.status).toBe('REFINANCED');
    const [made] = await db().select().from(loans).where(eq(loans.loanNumber, signed.newLoanNumber));
    // A single payment owes a flat fee: no contract rate accrues.
    expect(made).toMatchObject({
      productCode: 'PDL',
      principalCents: 40_000,
      financeChargeCents: 6_000,
      interestRateBps: null,
    });
  });

  it('refuses to sign an offer that went stale after the choice (the loan was paid meanwhile)', async () => {
    const loanNumber = await freshLoan();
    const offer = await details('convert');
    const chosen = (
      await paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 50_000 },
      })
    ).data!.saveConversionChoice as Answer;
    await db().update(loans).set({ status: 'PAID_IN_FULL' }).where(eq(loans.loanNumber, loanNumber));
    const body = await paula.call('owner', SIGN, { id: chosen.id, n: 'Paula Payday' });
    expect(fieldErrors(body)[0]?.key).toBe('conversion.validation.staleOffer');
  });
});
