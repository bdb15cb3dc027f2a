// A product's figures as the products step and its comparison show them: the term in the product's own unit, and
// the representative example the server publishes (integer cents; the number of payments is the total over the
// payment).
import type { ProductAvailability } from '../../../../api/application/endpoints';
import { isSinglePay } from '../../../lib/application/loanOffer';
import { useT } from '../../../lib/i18n';

export type Product = ProductAvailability['products'][number];

/** "18 months" or "14 days": the product's own unit. */
export function useTermText() {
  const { t } = useT();
  return (productCode: string, count: number) =>
    isSinglePay(productCode)
      ? t('application.finalSteps.products.termDays', { days: count })
      : t('application.finalSteps.products.termMonths', { months: count });
}

export interface ProductExample {
  borrowCents: number;
  term: number;
  payments: number;
  paymentCents: number;
  totalCents: number;
  /** The example's APR in percent; the top of the product's range when the server gives none. */
  apr: number;
}

/** The product's representative example, or null when the server published none. */
export function exampleOf(product: Product): ProductExample | null {
  const { exampleBorrow, examplePaymentAmount, exampleTotal, exampleTerm } = product;
  if (exampleBorrow == null || !examplePaymentAmount || exampleTotal == null || exampleTerm == null) return null;
  return {
    borrowCents: exampleBorrow,
    term: exampleTerm,
    payments: Math.round(exampleTotal / examplePaymentAmount),
    paymentCents: examplePaymentAmount,
    totalCents: exampleTotal,
    apr: product.exampleAPR ?? product.aprHigh ?? 0,
  };
}
