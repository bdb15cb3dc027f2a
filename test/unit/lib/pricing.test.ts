// Installment pricing (src/lib/lending/pricing.ts) and the schedule's rounding (src/lib/lending/appendixJ.ts): the
// published terms' payments exactly, the periodic rate derived from them, the Appendix J APR they give, and, as
// properties over random loans, that a schedule adds up to the cent and that no priced offer discloses an APR outside
// its limits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortize,
  appendixJApr,
  aprLimitsOf,
  contractAprWithin,
  fedBox,
  FREQUENCIES,
  installmentTermApr,
  levelPaymentCents,
  paymentsForTerm,
  periodicRate,
  pricedFedBox,
  PUBLISHED_INSTALLMENT_TERMS,
  publishedTermApr,
  roundApr,
  type PaymentFrequency,
} from '../../../src/lib/lending';

const [EIGHTEEN, TWENTY_FOUR] = PUBLISHED_INSTALLMENT_TERMS;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const aprAt = (amountFinancedCents: number, paymentsCents: number[], daysToFirstPayment: number) =>
  appendixJApr({ amountFinancedCents, paymentsCents, frequency: 'BI', daysToFirstPayment });

describe('the published terms’ periodic rates', () => {
  it('are the least rates, in millionths, that make the published payments', () => {
    // 8.0422% and 5.5331% a fortnight; a millionth less makes a payment a cent lower.
    expect(publishedTermApr(EIGHTEEN)).toBeCloseTo(0.080422 * 2600, 9);
    expect(publishedTermApr(TWENTY_FOUR)).toBeCloseTo(0.055331 * 2600, 9);
    expect(levelPaymentCents(140_000, 0.080421 * 2600, 37, 'BI')).toBe(11_941);
    expect(levelPaymentCents(200_000, 0.05533 * 2600, 48, 'BI')).toBe(11_968);
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
  it('18 months: $1,400 in 37 biweekly payments of $119.42, the last $118.57, total $4,417.69', () => {
    const rows = amortize(140_000, installmentTermApr(18), 37, 'BI');
    const payments = rows.map((row) => row.paymentCents);
    expect(payments.slice(0, 36)).toEqual(Array<number>(36).fill(11_942));
    expect(payments[36]).toBe(11_857);
    expect(sum(payments)).toBe(441_769);
    // Appendix J: 209.10% with the first payment a period (14 days) away; the published 192.77% is the APR of the
    // same payments with the first one 27 days away (an odd first period of 13 days).
    expect(roundApr(aprAt(140_000, payments, 14))).toBe(209.1);
    expect(roundApr(aprAt(140_000, payments, 27))).toBe(192.77);
  });

  it('24 months: $2,000 in 48 biweekly payments of $119.69, APR 143.86% by Appendix J', () => {
    const rows = amortize(200_000, installmentTermApr(24), 48, 'BI');
    const payments = rows.map((row) => row.paymentCents);
    expect(payments.slice(0, 47)).toEqual(Array<number>(47).fill(11_969));
    expect(payments[47]).toBe(11_874);
    expect(roundApr(aprAt(200_000, payments, 14))).toBe(143.86);
    // The published 144.61% is not the APR of these payments for any first payment a whole number of days away
    // (13 days gives 144.54, 12 gives 145.23): the APR disclosed is Appendix J's.
    const published = Array.from({ length: 60 }, (_, days) => roundApr(aprAt(200_000, payments, days + 1)));
    expect(published).not.toContain(144.61);
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

describe('the schedule (properties)', () => {
  it('adds up to the cent: principal to the amount, payments to amount plus interest, ending at zero', () => {
    fc.assert(
      fc.property(loan, ({ amountCents, payments, aprPercent, frequency }) => {
        const rows = amortize(amountCents, aprPercent, payments, frequency);
        expect(rows).toHaveLength(payments);
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

  it('charges the level payment until the last, which is off by no more than the level payments’ rounding grew to', () => {
    fc.assert(
      fc.property(loan, ({ amountCents, payments, aprPercent, frequency }) => {
        const rows = amortize(amountCents, aprPercent, payments, frequency);
        const level = levelPaymentCents(amountCents, aprPercent, payments, frequency);
        const i = periodicRate(aprPercent, frequency);
        // Each level payment is off the exact annuity by at most half a cent (a whole cent at 0%, where it is
        // rounded up); that error grows at the periodic rate until the last payment, which settles it and is
        // itself rounded: |last − P| ≤ e·Σ(1+i)^k over k < n, plus half a cent.
        const perPayment = i === 0 ? 1 : 0.5;
        const grown = Array.from({ length: payments }, (_, k) => perPayment * (1 + i) ** k);
        const bound = Math.ceil(sum(grown) + 0.5);
        const paid = rows.filter((r) => r.paymentCents > 0);
        for (const row of paid.slice(0, -1)) expect(row.paymentCents).toBe(level);
        if (paid.length === payments) expect(Math.abs(paid.at(-1)!.paymentCents - level)).toBeLessThanOrEqual(bound);
      }),
    );
  });

  it('discloses the contract rate within 1/8 point when the first payment is a whole period away', () => {
    fc.assert(
      fc.property(
        loan.filter((l) => l.payments >= 3 && l.aprPercent >= 1),
        ({ amountCents, payments, aprPercent, frequency }) => {
          const rows = amortize(amountCents, aprPercent, payments, frequency);
          const apr = appendixJApr({
            amountFinancedCents: amountCents,
            paymentsCents: rows.map((r) => r.paymentCents),
            frequency,
            daysToFirstPayment: FREQUENCIES[frequency].unitDays,
          });
          // The payments are rounded to the cent, so the APR of what is actually paid moves with the amount: by
          // less than 1026.22(a)'s 1/8 point on any loan of $100 or more.
          expect(Math.abs(apr - aprPercent)).toBeLessThanOrEqual(0.125);
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
