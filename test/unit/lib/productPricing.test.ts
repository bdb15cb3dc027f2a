// Every offer the portal can make, against its product's limits: every brand, every state it lends in, every product
// there, every amount step and term, on every pay cycle with the first payment as soon and as late as the amount
// step's rule allows (7 days out at the soonest; a pay period and 6 days at the latest, 37 days on a monthly cycle).
// The APR checked is the one disclosed (Appendix J, two decimals): within the product's advertised range,
// and within 125% to 225% for an installment. The representative examples, the partner bank's published terms and
// every conversion amount are held to the same limits, and the two published terms are pinned to the cent.
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { CONVERSION_PRODUCT, convertDetailsOf, type OpenLoan } from '../../../server/conversion/offers';
import { productAvailability, type Product } from '../../../server/products/availability';
import { XACT_TERMS } from '../../../server/products/catalog';
import { BRAND_STATE_PRODUCTS } from '../../../server/products/stateRules';
import {
  EXAMPLE_ASSUMPTIONS,
  exampleFigures,
  isSinglePay,
  latestFirstPaymentDays,
  offerFigures,
} from '../../../src/lib/application/loanOffer';
import { loanLimitsOf } from '../../../src/lib/application/loanRequest';
import {
  FREQUENCIES,
  INSTALLMENT_APR_LIMITS,
  isInstallmentProduct,
  type FedBoxFigures,
  type PaymentFrequency,
} from '../../../src/lib/lending';
import { convertOfferFigures } from '../../../src/lib/lending/conversion';

const TODAY = '2026-03-02';
const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];
const FREQUENCY_CODES = Object.keys(FREQUENCIES) as PaymentFrequency[];
const SOONEST_FIRST_PAYMENT = 7;

const plusDays = (days: number) => {
  const date = new Date(`${TODAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Every (brand, state) a brand lends in, with the products offered there (retail ones as if a store were open). */
function everyStateOffering(): { brand: string; state: string; products: Product[] }[] {
  const all: { brand: string; state: string; products: Product[] }[] = [];
  for (const brand of BRAND_KEYS) {
    const states = new Set(Object.values(BRAND_STATE_PRODUCTS[brand]).flat());
    for (const state of states) {
      const availability = productAvailability({
        stateCode: state,
        brand,
        partnerBrand: brand,
        statesWithStores: states,
      });
      all.push({ brand, state, products: availability.products });
    }
  }
  return all;
}

const limitsOf = (product: Product) =>
  isInstallmentProduct(product.productCode)
    ? {
        min: Math.max(product.aprLow, INSTALLMENT_APR_LIMITS.min),
        max: Math.min(product.aprHigh, INSTALLMENT_APR_LIMITS.max),
      }
    : { min: product.aprLow, max: product.aprHigh };

/** Offers are the same wherever the product's terms are: each is priced once and checked for every state. */
const priced = new Map<string, FedBoxFigures | null>();
function offer(product: Product, amountCents: number, term: number, frequency: PaymentFrequency, days: number) {
  const key = [
    product.productCode,
    product.channel,
    product.aprLow,
    product.aprHigh,
    amountCents,
    term,
    frequency,
    days,
  ];
  const id = key.join('|');
  if (!priced.has(id))
    priced.set(
      id,
      offerFigures({
        product,
        amountCents,
        term,
        payFrequency: frequency,
        nextPayDate: plusDays(days),
        today: TODAY,
      }),
    );
  return priced.get(id)!;
}

describe('every offer, in every state every brand lends in', () => {
  const offerings = everyStateOffering();

  it('covers every brand and every product in the catalogue', () => {
    expect(new Set(offerings.map((o) => o.brand))).toEqual(new Set(BRAND_KEYS));
    const products = new Set(offerings.flatMap((o) => o.products.map((p) => `${p.productCode}/${p.channel}`)));
    expect(products.size).toBe(9);
    // A state's cap is honoured: California's installment loans stop at $2,400 and its payday loans at $300.
    const ca = offerings.find((o) => o.brand === 'lumen' && o.state === 'CA')!;
    expect(ca.products.find((p) => p.productCode === 'ILP')?.maxLoan).toBe(240_000);
    expect(ca.products.find((p) => p.productCode === 'PDL')?.maxLoan).toBe(30_000);
  });

  it('discloses an APR within the product’s advertised range, and an installment’s within 125% to 225%', () => {
    const outside: string[] = [];
    let checked = 0;
    for (const { brand, state, products } of offerings) {
      for (const product of products) {
        const limits = limitsOf(product);
        // The advertised range of an installment product lies within the installment limits itself.
        if (isInstallmentProduct(product.productCode)) {
          expect(product.aprLow).toBeGreaterThanOrEqual(INSTALLMENT_APR_LIMITS.min);
          expect(product.aprHigh).toBeLessThanOrEqual(INSTALLMENT_APR_LIMITS.max);
        }
        const steps = loanLimitsOf(product);
        for (let amount = steps.minAmount; amount <= steps.maxAmount; amount += steps.step) {
          for (let term = steps.minTerm; term <= steps.maxTerm; term += 1) {
            const cases: [PaymentFrequency, number][] = isSinglePay(product.productCode)
              ? [['BI', SOONEST_FIRST_PAYMENT]]
              : FREQUENCY_CODES.flatMap((f) => [
                  [f, SOONEST_FIRST_PAYMENT] as [PaymentFrequency, number],
                  [f, latestFirstPaymentDays(f)] as [PaymentFrequency, number],
                ]);
            for (const [frequency, days] of cases) {
              const figures = offer(product, amount, term, frequency, days);
              checked += 1;
              if (!figures || figures.aprPercent < limits.min || figures.aprPercent > limits.max)
                outside.push(
                  `${brand} ${state} ${product.productCode}/${product.channel} $${amount / 100} ${term} ${frequency} ` +
                    `${days}d: ${figures?.aprPercent}% not in ${limits.min}-${limits.max}`,
                );
            }
          }
        }
      }
    }
    expect(outside).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
    // About 36,000 distinct offers, some 10 s of one core; more beside other work on a shared machine.
  }, 120_000);

  it('shows an example each customer can get: on the amount step, its figures the offer’s own, within the range', () => {
    for (const { products } of offerings) {
      for (const product of products) {
        const steps = loanLimitsOf(product);
        expect(product.exampleBorrow).toBeGreaterThanOrEqual(steps.minAmount);
        expect(product.exampleBorrow).toBeLessThanOrEqual(steps.maxAmount);
        expect((product.exampleBorrow - steps.minAmount) % steps.step).toBe(0);
        expect(product.exampleTerm).toBeGreaterThanOrEqual(steps.minTerm);
        expect(product.exampleTerm).toBeLessThanOrEqual(steps.maxTerm);
        // The example's assumptions: paid every two weeks, the first payment 14 days after the loan is made.
        const figures = offer(
          product,
          product.exampleBorrow,
          product.exampleTerm,
          EXAMPLE_ASSUMPTIONS.payFrequency,
          EXAMPLE_ASSUMPTIONS.daysToFirstPayment,
        )!;
        expect({
          apr: product.exampleAPR,
          total: product.exampleTotal,
          payment: product.examplePaymentAmount,
        }).toEqual({ apr: figures.aprPercent, total: figures.totalOfPaymentsCents, payment: figures.paymentCents });
        // The screens count the example's payments as total / payment, rounded: that must be the offer's count.
        expect(Math.round(product.exampleTotal / product.examplePaymentAmount)).toBe(figures.numberOfPayments);
        const limits = limitsOf(product);
        expect(product.exampleAPR).toBeGreaterThanOrEqual(limits.min);
        expect(product.exampleAPR).toBeLessThanOrEqual(limits.max);
      }
    }
  });
});

describe('the published installment terms', () => {
  it('18 months: $1,400 in 37 biweekly payments of $119.42 (the last $119.40), total $4,418.52, on the online and partner-bank loans', () => {
    for (const productCode of ['ILP', 'BANK_ILP']) {
      const product = everyStateOffering()
        .flatMap((o) => o.products)
        .find((p) => p.productCode === productCode)!;
      const figures = exampleFigures(product, 140_000, 18)!;
      expect(figures.numberOfPayments).toBe(37);
      expect(figures.schedule.map((p) => p.paymentCents)).toEqual([...Array<number>(36).fill(11_942), 11_940]);
      expect(figures.totalOfPaymentsCents).toBe(441_852);
      expect(figures.aprPercent).toBe(209.11);
      expect(product).toMatchObject({ exampleBorrow: 140_000, exampleTerm: 18, examplePaymentAmount: 11_942 });
    }
  });

  it('24 months (returning or refinance): $2,000 in 48 biweekly payments of $119.69, within the limits', () => {
    expect(XACT_TERMS).toEqual([
      {
        term: 18,
        principal: 140_000,
        apr: 209.11,
        installmentPayments: 11_942,
        totalPayments: 37,
        returningRefiOnly: false,
      },
      {
        term: 24,
        principal: 200_000,
        apr: 143.86,
        installmentPayments: 11_969,
        totalPayments: 48,
        returningRefiOnly: true,
      },
    ]);
  });
});

describe('every conversion amount', () => {
  const loan: OpenLoan = {
    loanNumber: 'PDL-1',
    productCode: 'PDL',
    status: 'OPEN',
    principalCents: 30_000,
    financeChargeCents: 4_500,
    feeCents: 4_500,
    payoffCents: 34_500,
    aprBps: 39_107,
    dueDate: plusDays(10),
    conversionTypes: ['CONVERSION', 'REFINANCE'],
  };
  const details = convertDetailsOf(loan, 'C1', TODAY);

  it('is the online installment loan’s 18-month term, its APR within that product’s range', () => {
    expect(details).toMatchObject({ numberOfPayments: 37, paymentFrequency: 'BI', aprLow: 145, aprHigh: 225 });
    for (let amount = details.minimum; amount <= details.maximum; amount += details.interval) {
      const figures = convertOfferFigures(details, amount, TODAY);
      expect(figures.aprPercent).toBeGreaterThanOrEqual(details.aprLow);
      expect(figures.aprPercent).toBeLessThanOrEqual(details.aprHigh);
    }
    expect(convertOfferFigures(details, CONVERSION_PRODUCT.maximum, TODAY)).toMatchObject({
      paymentCents: 11_942,
      totalOfPaymentsCents: 441_852,
      aprPercent: 209.11,
    });
  });
});
