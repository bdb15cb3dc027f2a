// What a refinance records is what it disclosed, for every option, amount and day (a property over all of them):
// the loan row written after the signature (newLoanValues, what replaceLoan inserts), read back as the account pages
// read it (toLoan), owes on its due date exactly the total of payments of the Fed box the customer signed; its amount
// financed, finance charge and APR are the Fed box's; the APR is Appendix J's for one payment over the days from the
// signing to the due date; and no money appears or vanishes: the old loan's payoff is what the customer pays today
// plus what the new loan finances, less the cash paid out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/lib/application/dates';
import { refinanceAmountMaximum } from '../../../src/lib/lending/conversion';
import { replay } from '../../../src/lib/lending/ledger';
import { refinanceChoiceProblem, refinanceLimitsOf, refinanceTerms } from '../../../server/conversion/flow';
import { newLoanValues } from '../../../server/conversion/loanWrites';
import { refinanceDetailsOf, REFINANCE_TERM_DAYS } from '../../../server/conversion/offers';
import type { LoanRow } from '../../../server/loans/repository';
import { isInstallmentLoan, ledgerTermsOf, standingFrom } from '../../../server/payments/ledger';
import { toLoan } from '../../../server/loans/toGraphQL';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** An open payday loan as the loans table holds it: principal and its fee owed on the due date. */
const paydayLoan = fc
  .record({
    principalCents: fc.integer({ min: 10_000, max: 50_000 }),
    feeCents: fc.integer({ min: 1, max: 10_000 }),
    aprBps: fc.integer({ min: 5_000, max: 78_000 }),
    originated: fc.date({
      min: new Date('2026-01-01T12:00:00Z'),
      max: new Date('2031-12-31T12:00:00Z'),
      noInvalidDate: true,
    }),
    termDays: fc.integer({ min: 7, max: 31 }),
    signedAfterDays: fc.integer({ min: 0, max: 45 }),
  })
  .map(({ principalCents, feeCents, aprBps, originated, termDays, signedAfterDays }) => {
    const loan: LoanRow = {
      id: '00000000-0000-4000-8000-000000000001',
      customerId: '00000000-0000-4000-8000-000000000002',
      loanNumber: 'PDL-5000501',
      productCode: 'PDL',
      channel: 'ONLINE',
      brand: 'lumen',
      sourceSystem: 'LOANPRO',
      status: 'OPEN',
      principalCents,
      financeChargeCents: feeCents,
      feeCents,
      payoffCents: principalCents + feeCents,
      aprBps,
      interestRateBps: null,
      dueDate: iso(new Date(originated.getTime() + termDays * DAY)),
      originatedAt: originated,
      conversionTypes: ['CONVERSION', 'REFINANCE'],
      paymentFrequency: null,
      numberOfPayments: 1,
      amountDueCents: principalCents + feeCents,
      pastDueCents: 0,
      convertedFromLoanNumber: null,
      bankAccountLast4: '6789',
      debitCardLast4: '4242',
      createdAt: originated,
    };
    // Signed some day from the loan's first to well past its due date (Eastern noon, so the day is the same).
    const signedAt = new Date(originated.getTime() + signedAfterDays * DAY);
    return { loan, signedAt, today: iso(signedAt) };
  });

/** A choice the page lets through: the option, and an amount within its limit (option 1 takes none). */
const choiceFor = (loan: LoanRow, today: string) => {
  const limits = refinanceLimitsOf(refinanceDetailsOf(loan, 'LP-500501', today));
  return fc.constantFrom(1 as const, 2 as const, 3 as const).chain((optionId) =>
    fc.record({
      optionId: fc.constant(optionId),
      amountCents: fc.integer({ min: 0, max: refinanceAmountMaximum(optionId, limits) }),
    }),
  );
};

const scenario = paydayLoan.chain((given) =>
  choiceFor(given.loan, given.today).map((choice) => ({ ...given, ...choice })),
);

describe('a refinance records what it disclosed', () => {
  it('for every option, amount and signing day: amount due, payoff, due date, finance charge and APR', () => {
    fc.assert(
      fc.property(scenario, ({ loan, signedAt, today, optionId, amountCents }) => {
        const details = refinanceDetailsOf(loan, 'LP-500501', today);
        const amount = optionId === 1 ? 0 : amountCents;
        expect(refinanceChoiceProblem(details, optionId, amount)).toBeNull();
        const { terms, breakdown } = refinanceTerms(details, optionId, amount, today);
        const disclosed = terms.loanDetails;

        const written = newLoanValues(loan, terms.newLoan, disclosed, 'PDL-7654321', signedAt);
        // A single-payment loan has no schedule rows and no pay cycle: its ledger owes its principal and fee
        // (server/payments/ledger.ts), which must be the total of payments signed.
        expect(written.schedule).toEqual([]);
        const row = { ...loan, ...written, id: loan.id, createdAt: signedAt } as LoanRow;
        expect(isInstallmentLoan(row, [])).toBe(false);
        const standing = standingFrom(row, [], replay(ledgerTermsOf(row, []), []), today);
        const shown = toLoan(row, [], today, standing);

        expect(shown.amountDue).toBe(disclosed.totalOfPayments);
        expect(shown.payoffAmount).toBe(disclosed.totalOfPayments);
        expect(shown.dueDate).toBe(disclosed.paymentDueDate);
        expect(shown.financeCharge).toBe(disclosed.financeCharge);
        expect(shown.loanAmount).toBe(disclosed.loanAmount);
        expect(shown.apr).toBe(disclosed.apr);
        expect(shown.paymentSchedule).toEqual([
          expect.objectContaining({
            installmentNumber: 1,
            paymentAmount: disclosed.totalOfPayments,
            dueDate: disclosed.paymentDueDate,
          }),
        ]);

        // The Fed box is the breakdown's new loan, one payment, and its APR is Appendix J's over the actual days.
        expect(disclosed).toMatchObject({
          loanAmount: breakdown.newLoanAmount,
          financeCharge: breakdown.newFinanceCharge,
          totalOfPayments: breakdown.newLoanAmount + breakdown.newFinanceCharge,
          paymentAmount: breakdown.newTotalDue,
          numberOfPayments: 1,
          paymentFrequency: null,
        });
        const days = daysBetween(today, disclosed.paymentDueDate);
        expect(days).toBe(REFINANCE_TERM_DAYS);
        const appendixJ = (disclosed.financeCharge / disclosed.loanAmount) * (365 / days) * 100;
        // Rounded to two places, the disclosed APR is within half a hundredth of the exact one (the 1e-9 is the
        // binary floating point's error in the exact figure, not a tolerance on the rate).
        expect(Math.abs(disclosed.apr! - appendixJ)).toBeLessThanOrEqual(0.005 + 1e-9);

        // Money is conserved: the old payoff is paid by today's payment and the new loan, less the cash back.
        expect(terms.dueToday + disclosed.loanAmount - terms.cashBack).toBe(loan.payoffCents);
        expect(disclosed.convertedPayoff).toBe(loan.payoffCents);
      }),
      { numRuns: 500 },
    );
  });
});
