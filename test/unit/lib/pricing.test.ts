// Installment pricing (src/lib/lending/pricing.ts) and the ledger's schedule (src/lib/lending/ledgerSchedule.ts): the
// published terms' payments exactly, the contract rate derived from them, the Appendix J APR they give, and, as
// properties over random loans, that a schedule adds up to the cent, charges its level payment, and that no priced
// offer discloses an APR outside its limits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendixJApr,
  aprLimitsOf,
  contractAprWithin,
  fedBox,
  FREQUENCIES,
  installmentTermApr,
  ledgerSchedule,
  scheduleAtPayment,
  paymentsForTerm,
  pricedFedBox,
  PUBLISHED_INSTALLMENT_TERMS,
  publishedTermApr,
  roundApr,
  type PaymentFrequency,
} from '../../../src/lib/lending';
import { dueDatesOf } from '../../../src/lib/lending/frequency';

const [EIGHTEEN, TWENTY_FOUR] = PUBLISHED_INSTALLMENT_TERMS;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const aprAt = (amountFinancedCents: number, paymentsCents: number[], daysToFirstPayment: number) =>
  appendixJApr({ amountFinancedCents, paymentsCents, frequency: 'BI', daysToFirstPayment });

/** The published example's schedule: `months` at its contract rate, the first payment 14 days after the loan. */
const published = (amountCents: number, months: number, payments: number) =>
  fedBox({
    amountFinancedCents: amountCents,
    contractAprPercent: installmentTermApr(months),
    numberOfPayments: payments,
    frequency: 'BI',
    consummationDate: '2026-03-02',
    firstPaymentDate: '2026-03-16',
  });

describe('the published terms’ contract rates', () => {
  it('are the greatest rates, in basis points, that make the published payments', () => {
    expect(publishedTermApr(EIGHTEEN)).toBe(209.68);
    expect(publishedTermApr(TWENTY_FOUR)).toBe(144.26);
    // A basis point more makes a payment a cent higher.
    const at = (amountCents: number, payments: number, apr: number) =>
      fedBox({
        amountFinancedCents: amountCents,
        contractAprPercent: apr,
        numberOfPayments: payments,
        frequency: 'BI',
        consummationDate: '2026-03-02',
        firstPaymentDate: '2026-03-16',
      }).paymentCents;
    expect(at(140_000, 37, 209.69)).toBe(11_943);
    expect(at(200_000, 48, 144.27)).toBe(11_970);
  });

  it('price up to 18 months at the 18-month rate, from 24 at the 24-month one, and fall in between', () => {
    expect(installmentTermApr(6)).toBe(publishedTermApr(EIGHTEEN));
    expect(installmentTermApr(18)).toBe(publishedTermApr(EIGHTEEN));
    expect(installmentTermApr(24)).toBe(publishedTermApr(TWENTY_FOUR));
    for (let months = 18; months < 24; months += 1)
      expect(installmentTermApr(months + 1)).toBeLessThan(installmentTermApr(months));
  });
});

describe('the published examples, exactly', () => {
  it('18 months: $1,400 in 37 biweekly payments of $119.42, the last $119.40, total $4,418.52', () => {
    const payments = published(140_000, 18, 37).schedule.map((row) => row.paymentCents);
    expect(payments).toEqual([...Array<number>(36).fill(11_942), 11_940]);
    expect(sum(payments)).toBe(441_852);
    // Appendix J: 209.11% with the first payment a period (14 days) away; the same payments with the first one 27
    // days away (an odd first period of 13 days) would disclose 192.78%, the worked example's figure.
    expect(roundApr(aprAt(140_000, payments, 14))).toBe(209.11);
    expect(roundApr(aprAt(140_000, payments, 27))).toBe(192.78);
  });

  it('24 months: $2,000 in 48 biweekly payments of $119.69, APR 143.86% by Appendix J', () => {
    const payments = published(200_000, 24, 48).schedule.map((row) => row.paymentCents);
    expect(payments.slice(0, 47)).toEqual(Array<number>(47).fill(11_969));
    expect(payments[47]).toBe(11_935);
    expect(roundApr(aprAt(200_000, payments, 14))).toBe(143.86);
    // The published 144.61% is not the APR of these payments for any first payment a whole number of days away
    // (13 days gives 144.54, 12 gives 145.23): the APR disclosed is Appendix J's.
    const aprs = Array.from({ length: 60 }, (_, days) => roundApr(aprAt(200_000, payments, days + 1)));
    expect(aprs).not.toContain(144.61);
  });
});

describe('the APR limits', () => {
  it('are the advertised range, within 125% to 225% for an installment product', () => {
    expect(aprLimitsOf({ productCode: 'ILP', aprLow: 145, aprHigh: 225 })).toEqual({ min: 145, max: 225 });
    expect(aprLimitsOf({ productCode: 'RETAIL_ILP', aprLow: 99, aprHigh: 240 })).toEqual({ min: 125, max: 225 });
    expect(aprLimitsOf({ productCode: 'CLP', aprLow: 99, aprHigh: 279 })).toEqual({ min: 99, max: 279 });
  });

  it('leave an offer within them at its own rate', () => {
    const terms = {
      amountFinancedCents: 140_000,
      contractAprPercent: installmentTermApr(18),
      numberOfPayments: 37,
      frequency: 'BI' as const,
      consummationDate: '2026-11-24',
      firstPaymentDate: '2026-12-08',
    };
    expect(contractAprWithin(terms, { min: 145, max: 225 })).toBe(terms.contractAprPercent);
  });
});

// ---- properties

const FREQUENCY_CODES = Object.keys(FREQUENCIES) as PaymentFrequency[];

/** A loan this portal could make: $100 to $5,000, any term up to 24 months on any pay cycle, 0% to 300%. */
const loan = fc
  .record({
    amountCents: fc.integer({ min: 10_000, max: 500_000 }),
    months: fc.integer({ min: 1, max: 24 }),
    aprPercent: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 300, noNaN: true })),
    frequency: fc.constantFrom(...FREQUENCY_CODES),
  })
  .map(({ months, ...rest }) => ({ ...rest, payments: paymentsForTerm(months, rest.frequency) }));

/** The ledger's schedule of a random loan made on 2026-03-02, its first payment a unit period away. */
function scheduleFor(amountCents: number, aprPercent: number, payments: number, frequency: PaymentFrequency) {
  const openedOn = '2026-03-02';
  const first = dueDatesOf(openedOn, 2, frequency)[1]!;
  const terms = { principalCents: amountCents, accrualAprBps: Math.round(aprPercent * 100), chargeCents: 0, openedOn };
  return { terms, dueDates: dueDatesOf(first, payments, frequency) };
}

describe('the schedule (properties)', () => {
  it('adds up to the cent: principal to the amount, payments to amount plus interest, ending at zero', () => {
    fc.assert(
      fc.property(loan, ({ amountCents, payments, aprPercent, frequency }) => {
        const { terms, dueDates } = scheduleFor(amountCents, aprPercent, payments, frequency);
        const rows = ledgerSchedule(terms, dueDates);
        expect(rows).toHaveLength(payments);
        expect(rows.map((r) => r.dueDate)).toEqual(dueDates);
        expect(sum(rows.map((r) => r.principalCents))).toBe(amountCents);
        expect(sum(rows.map((r) => r.paymentCents))).toBe(amountCents + sum(rows.map((r) => r.interestCents)));
        expect(rows.at(-1)?.balanceCents).toBe(0);
        for (const row of rows) {
          for (const cents of [row.paymentCents, row.interestCents, row.principalCents, row.balanceCents])
            expect(Number.isInteger(cents) && cents >= 0).toBe(true);
          expect(row.interestCents + row.principalCents).toBe(row.paymentCents);
        }
      }),
    );
  });

  it('charges the least level payment that repays the loan: every payment but the last, which is no more', () => {
    fc.assert(
      fc.property(loan, ({ amountCents, payments, aprPercent, frequency }) => {
        const { terms, dueDates } = scheduleFor(amountCents, aprPercent, payments, frequency);
        const rows = ledgerSchedule(terms, dueDates);
        const level = rows[0]!.paymentCents;
        const paid = rows.filter((r) => r.paymentCents > 0);
        for (const row of paid.slice(0, -1)) expect(row.paymentCents).toBe(level);
        expect(paid.at(-1)!.paymentCents).toBeLessThanOrEqual(level);
        // A cent less each time would leave more than that to pay last.
        if (level > 0)
          expect(scheduleAtPayment(terms, dueDates, level - 1).at(-1)!.paymentCents).toBeGreaterThan(level - 1);
      }),
    );
  });

  it('discloses the contract rate’s yearly equivalent within 1/8 point when periods are whole days apart', () => {
    fc.assert(
      fc.property(
        loan.filter((l) => l.payments >= 3 && l.aprPercent >= 1 && l.frequency !== 'MON'),
        ({ amountCents, payments, aprPercent, frequency }) => {
          const { terms, dueDates } = scheduleFor(amountCents, aprPercent, payments, frequency);
          const rows = ledgerSchedule(terms, dueDates);
          const apr = appendixJApr({
            amountFinancedCents: amountCents,
            paymentsCents: rows.map((r) => r.paymentCents),
            frequency,
            daysToFirstPayment: FREQUENCIES[frequency].unitDays,
          });
          // A period of d days accrues the contract rate × d / 365; Appendix J counts periodsPerYear of them. The
          // payments are whole cents, so the APR of what is paid moves with the amount: by less than 1026.22(a)'s
          // 1/8 point on any loan of $100 or more.
          const { unitDays, periodsPerYear } = FREQUENCIES[frequency];
          const equivalent = (terms.accrualAprBps / 100) * ((unitDays * periodsPerYear) / 365);
          expect(Math.abs(apr - equivalent)).toBeLessThanOrEqual(0.125);
        },
      ),
    );
  });
});

describe('a priced offer (properties)', () => {
  const limits = fc
    .tuple(fc.integer({ min: 2_000, max: 30_000 }), fc.integer({ min: 500, max: 30_000 }))
    .map(([low, width]) => ({ min: low / 100, max: (low + width) / 100 }));

  it('discloses an APR within its limits whatever the first period, the contract rate moved only when it must', () => {
    fc.assert(
      fc.property(
        loan.filter((l) => l.payments >= 2),
        limits,
        fc.integer({ min: 1, max: 45 }),
        ({ amountCents, payments, aprPercent, frequency }, range, days) => {
          const terms = {
            amountFinancedCents: amountCents,
            contractAprPercent: aprPercent,
            numberOfPayments: payments,
            frequency,
            consummationDate: '2026-03-02',
            firstPaymentDate: addDaysIso('2026-03-02', days),
          };
          const box = pricedFedBox(terms, range);
          expect(box.aprPercent).toBeGreaterThanOrEqual(range.min);
          expect(box.aprPercent).toBeLessThanOrEqual(range.max);
          expect(box.totalOfPaymentsCents).toBe(amountCents + box.financeChargeCents);
          // Comfortably inside the range (the rounding cannot hide a crossing), the offer is the contract rate's.
          const unmoved = fedBox(terms);
          if (unmoved.aprPercent > range.min + 0.01 && unmoved.aprPercent < range.max - 0.01)
            expect(box).toEqual(unmoved);
        },
      ),
      { numRuns: 60 },
    );
  });
});

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
