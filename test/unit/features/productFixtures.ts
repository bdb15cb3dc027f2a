// Two loans as getCustomerProductAvailability offers them in Ohio (integer cents, APRs in percent): the payday loan
// and the installment loan with its published representative example.
import type { ProductAvailability } from '../../../api/application/endpoints';

type Product = ProductAvailability['products'][number];

export const product = (over: Partial<Product>): Product => ({
  name: 'Online Payday Loan',
  productCode: 'PDL',
  channel: 'ONLINE',
  brand: 'lumen',
  lenderBrand: 'Lumen Cash',
  minLoan: 10_000,
  maxLoan: 50_000,
  minTerm: 7,
  maxTerm: 31,
  aprLow: 176.61,
  aprHigh: 782.14,
  exampleBorrow: 30_000,
  exampleAPR: 391.07,
  exampleTerm: 14,
  exampleTotal: 34_500,
  examplePaymentAmount: 34_500,
  ...over,
});

export const ILP = product({
  name: 'Online Installment Loan',
  productCode: 'ILP',
  minLoan: 50_000,
  maxLoan: 240_000,
  minTerm: 6,
  maxTerm: 24,
  aprLow: 145,
  aprHigh: 225,
  exampleBorrow: 140_000,
  // The published example as the server gives it: 36 × $119.42 and a last of $119.40 at the 209.68% contract rate,
  // the first payment 14 days out, APR 209.11%.
  exampleAPR: 209.11,
  exampleTerm: 18,
  exampleTotal: 441_852,
  examplePaymentAmount: 11_942,
});
