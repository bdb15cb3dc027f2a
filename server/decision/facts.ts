// What the decision needs, read off a stored application, and what a submission still lacks. The later sections are
// written by the other parts of the flow (docs/application-after-income.md): the bank account under
// customerInformation.bankingInformation, the methods by saveAgreements, the texted code's result in
// loanApplication.additionalAttributes.otpResponse, the product in initialApplicationDetails.product and the amount
// in loanRequest. They are read here through one narrow type, so a change of shape is found in one place.
import type { BrandKey } from '../../brands/catalog';
import type { ApplicationData } from '../applications/data';
import { PRODUCTS, STATE_MAX_LOAN } from '../products/catalog';
import { BRAND_STATE_PRODUCTS } from '../products/stateRules';
import type { DecisionFacts, DecisionOutcome, FundingMethod } from './engine';
import type { StoredDecision } from './decisionRecord';

/** The later sections as the decision reads them (everything optional: an application fills them in order). */
export interface LaterSections {
  customerInformation?: ApplicationData['customerInformation'] & {
    bankingInformation?: { accountNumberLast4?: string | null; accountOpenDate?: string | null } | null;
  };
  fundingMethod?: FundingMethod | null;
  repaymentMethod?: FundingMethod | null;
  agreements?: unknown[] | null;
  loanRequest?: { amountCents?: number | null; term?: number | null } | null;
  decision?: StoredDecision | null;
}

export type DecisionData = ApplicationData & LaterSections;

/** The states a brand lends in, any product. */
export function brandStates(brand: string): string[] {
  const offered = BRAND_STATE_PRODUCTS[brand as BrandKey] ?? {};
  return [...new Set(Object.values(offered).flatMap((states) => [...(states ?? [])]))];
}

/** The chosen product's maximum, capped by the state (California 2,400). */
export function productMaxCents(data: DecisionData, stateCode: string): number {
  const product = data.initialApplicationDetails?.product;
  const terms = product ? PRODUCTS[`${product.productCode}/${product.channel ?? 'ONLINE'}`] : undefined;
  const max = terms?.maxLoan ?? 0;
  const cap = STATE_MAX_LOAN[stateCode];
  return cap === undefined ? max : Math.min(max, cap);
}

/** A missing part of the application, named for the person and the page that fills it. */
export interface MissingPart {
  field: string;
  what: string;
}

/** What a complete application has before it is submitted (docs/application-after-income.md, steps 1 to 8). */
export function missingParts(data: DecisionData): MissingPart[] {
  const missing: MissingPart[] = [];
  const customer = data.customerInformation;
  const personal = customer?.personalInformation;
  if (!personal?.lastName || !personal.dateOfBirth || !customer?.contactInformation?.address?.stateCode)
    missing.push({ field: 'personalInformation', what: 'your personal information' });
  if (customer?.incomeInformation?.amountNet == null) missing.push({ field: 'incomeInformation', what: 'your income' });
  if (!customer?.bankingInformation) missing.push({ field: 'bankingInformation', what: 'your bank account' });
  if (!data.fundingMethod || !data.repaymentMethod)
    missing.push({ field: 'agreements', what: 'the agreements and how you are paid and repay' });
  if (data.loanApplication?.additionalAttributes?.otpResponse !== 'OTP_VALID')
    missing.push({ field: 'otpResponse', what: 'the code we texted to your phone' });
  if (!data.initialApplicationDetails?.product?.productCode) missing.push({ field: 'product', what: 'a product' });
  if (!data.loanRequest?.amountCents) missing.push({ field: 'loanRequest', what: 'the amount you want to borrow' });
  return missing;
}

/** The engine's facts; call only once missingParts is empty. */
export function decisionFacts(
  row: { brand: string; stateCode: string | null },
  data: DecisionData,
  today: string,
  previousOutcome: DecisionOutcome | null,
): DecisionFacts {
  const customer = data.customerInformation;
  const income = customer?.incomeInformation;
  const stateCode = customer?.contactInformation?.address?.stateCode ?? row.stateCode ?? '';
  return {
    lastName: customer?.personalInformation?.lastName ?? '',
    dateOfBirth: customer?.personalInformation?.dateOfBirth ?? '',
    today,
    stateCode,
    brandStates: brandStates(row.brand),
    netPerPeriodCents: income?.amountNet ?? 0,
    paymentFrequency: income?.paymentFrequency ?? 'MON',
    accountOpenDate: customer?.bankingInformation?.accountOpenDate ?? null,
    fundingMethod: data.fundingMethod ?? null,
    repaymentMethod: data.repaymentMethod ?? null,
    previousOutcome,
    requestedCents: data.loanRequest?.amountCents ?? 0,
    productMaxCents: productMaxCents(data, stateCode),
  };
}
