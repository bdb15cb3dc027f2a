// The products and amount steps: the product must be one the brand offers in the application's state, and the
// amount and term within that product's limits as capped for the state (src/lib/application/loanRequest.ts).
import { isBrandKey } from '../../../brands/catalog';
import { loanLimitsOf, loanRequestProblems, type LoanRequestProblem } from '../../../src/lib/application/loanRequest';
import type { Db } from '../../db/client';
import type { Channel, ProductCode } from '../../graphql/generated/resolvers';
import { productAvailability, type Product } from '../../products/availability';
import { statesWithStores } from '../../products/customerFacts';
import { dataOf } from '../data';
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

/** saveProductChoice: the product chosen; an amount asked for another product no longer applies. */
export async function saveProductChoice(db: Db, row: ApplicationRow, product: Product): Promise<ApplicationRow> {
  const data = finalStepsOf(dataOf(row));
  const same = data.loanRequest?.productCode === product.productCode && data.loanRequest.channel === product.channel;
  const next: FinalStepsData = {
    ...data,
    initialApplicationDetails: {
      ...data.initialApplicationDetails,
      stateCode: row.stateCode,
      product: { productCode: product.productCode, channel: product.channel },
    },
    loanRequest: same ? data.loanRequest : null,
  };
  return updateApplication(db, row.id, { data: next });
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
