// The products and amount steps: the product must be one the brand offers in the application's state, and the
// amount and term within that product's limits as capped for the state (src/lib/application/loanRequest.ts).
import { isBrandKey } from '../../../brands/catalog';
import { loanLimitsOf, loanRequestProblems, type LoanRequestProblem } from '../../../src/lib/application/loanRequest';
import type { Db } from '../../db/client';
import type { Channel, ProductCode } from '../../graphql/generated/resolvers';
import { productAvailability, type Product } from '../../products/availability';
import { statesWithStores } from '../../products/customerFacts';
import { dataOf, type ApplicationData } from '../data';
import type { ApplicationRow } from '../openApplications';
import { updateApplication } from '../repository';
import { finalStepsOf, type FinalStepsData, type StoredLoanRequest } from './stored';

/** The product as offered to this application (brand and state), or null when it is not offered. */
export async function offeredProduct(
  db: Db,
  row: ApplicationRow,
  productCode: ProductCode,
  channel: Channel,
): Promise<Product | null> {
  if (!isBrandKey(row.brand) || !row.stateCode) return null;
  const availability = productAvailability({
    stateCode: row.stateCode,
    brand: row.brand,
    partnerBrand: row.brand,
    statesWithStores: await statesWithStores(db),
  });
  return availability.products.find((p) => p.productCode === productCode && p.channel === channel) ?? null;
}

/** The data with `product` as the chosen one; an amount asked for another product no longer applies. */
export function withProductChoice(
  applicationData: ApplicationData,
  stateCode: string | null,
  product: Pick<Product, 'productCode' | 'channel'>,
): FinalStepsData {
  const data = finalStepsOf(applicationData);
  const same = data.loanRequest?.productCode === product.productCode && data.loanRequest.channel === product.channel;
  return {
    ...data,
    initialApplicationDetails: {
      ...data.initialApplicationDetails,
      stateCode,
      product: { productCode: product.productCode, channel: product.channel },
    },
    loanRequest: same ? data.loanRequest : null,
  };
}

/**
 * The data without its chosen product (and the amount asked for it) when the application's state, as `row` now
 * has it, does not offer that product: the customer is offered another set, so the products page asks again.
 */
export async function withoutProductGoneFrom(db: Db, row: ApplicationRow, applicationData: ApplicationData) {
  const data = finalStepsOf(applicationData);
  const chosen = data.initialApplicationDetails?.product;
  if (!chosen || (await offeredProduct(db, row, chosen.productCode, chosen.channel))) return data;
  return {
    ...data,
    initialApplicationDetails: { ...data.initialApplicationDetails, stateCode: row.stateCode, product: null },
    loanRequest: null,
  };
}

/** saveProductChoice: the product chosen. */
export async function saveProductChoice(db: Db, row: ApplicationRow, product: Product): Promise<ApplicationRow> {
  return updateApplication(db, row.id, { data: withProductChoice(dataOf(row), row.stateCode, product) });
}

/** Problems with the amount and term for the product ([] when none). */
export const checkLoanRequest = (product: Product, amountCents: number, term: number): LoanRequestProblem[] =>
  loanRequestProblems(loanLimitsOf(product), amountCents, term);

/** saveLoanRequest, once checked: the request, and the product it is for as the chosen one. */
export async function saveLoanRequest(
  db: Db,
  row: ApplicationRow,
  request: StoredLoanRequest,
): Promise<ApplicationRow> {
  const data = finalStepsOf(dataOf(row));
  const next: FinalStepsData = {
    ...data,
    initialApplicationDetails: {
      ...data.initialApplicationDetails,
      stateCode: row.stateCode,
      product: { productCode: request.productCode, channel: request.channel },
    },
    loanRequest: request,
  };
  return updateApplication(db, row.id, { data: next });
}
