// Loan conversion and refinance. Thin: every operation names the
// customer (ownCustomer) or their conversion (ownConversion); the offers, terms and writes live in server/conversion.
import { brandOrDefault } from '../../../brands/catalog';
import { todayEastern } from '../../../src/lib/application/dates';
import { customerEmailFor } from '../../access/customerScope';
import { conversionAgreementId, ownConversion, ownCustomer, openPaydayLoan } from '../../conversion/access';
import { saveChoice, type Offers } from '../../conversion/choice';
import { deniedLoanOf, recordConversionDenial, toConversionDenial } from '../../conversion/denial';
import { toLoanConversion } from '../../conversion/flow';
import { convertDetailsOf, offeredTypes, refinanceDetailsOf } from '../../conversion/offers';
import { signConversion } from '../../conversion/signing';
import { findCustomerByEmail } from '../../customers/search';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

async function offersOf(ctx: GraphQLContext, customerCode: string, operation: string): Promise<Offers> {
  const customer = await ownCustomer(ctx, customerCode, operation);
  const loan = await openPaydayLoan(ctx.services.db, customer.id);
  return {
    customer,
    loan,
    types: offeredTypes(loan),
    code: customerCode.trim(),
    today: todayEastern(ctx.services.clock()),
  };
}

export const conversionQueries: Pick<
  QueryResolvers,
  'conversionOffers' | 'convertLoanDetails' | 'refinanceDetails' | 'loanConversion' | 'loanSystemCodes'
> = {
  // The codes of the customer the call concerns: a CSR's token carries none of the acted-as customer's attributes,
  // and a customer's token only those it was issued with, so the conversion pages take them from here.
  loanSystemCodes: async (_root, _args, ctx) => {
    const customer = await findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));
    const loanProCustomerId = customer?.loanProCustomerId ?? null;
    const qFundCustomerId = customer?.qFundCustomerId ?? null;
    return { loanProCustomerId, qFundCustomerId, customerCode: loanProCustomerId ?? qFundCustomerId };
  },

  conversionOffers: async (_root, { customerCode }, ctx) => {
    const { types } = await offersOf(ctx, customerCode, 'Query.conversionOffers');
    return { conversionTypes: types };
  },

  convertLoanDetails: async (_root, { customerCode }, ctx) => {
    const { loan, types, code, today } = await offersOf(ctx, customerCode, 'Query.convertLoanDetails');
    return loan && types.includes('CONVERSION') ? convertDetailsOf(loan, code, today) : null;
  },

  refinanceDetails: async (_root, { customerCode }, ctx) => {
    const { loan, types, code, today } = await offersOf(ctx, customerCode, 'Query.refinanceDetails');
    return loan && types.includes('REFINANCE') ? refinanceDetailsOf(loan, code, today) : null;
  },

  loanConversion: async (_root, { id }, ctx) => {
    const row = await ownConversion(ctx, id, 'Query.loanConversion');
    return toLoanConversion(row, brandOrDefault(ctx.brandKey), await conversionAgreementId(ctx.services.db, row.id));
  },
};

export const conversionMutations: Pick<
  MutationResolvers,
  'preliminaryUnderwriting' | 'saveConversionChoice' | 'esignConversion'
> = {
  // The demo's underwriting: APPROVED while the loan still carries an offer; DENIED (recorded, so the denial is on
  // file, once: the modal's createConversionDenial answers the same row) when the offers were withdrawn or the payday
  // loan is no longer open. PENDING is never answered here.
  preliminaryUnderwriting: async (_root, { customerCode }, ctx) => {
    const { loan, types } = await offersOf(ctx, customerCode, 'Mutation.preliminaryUnderwriting');
    if (types.length > 0) return { status: 'APPROVED' };
    if (loan) await recordConversionDenial(ctx.services.db, loan);
    ctx.log.info({ event: 'conversion.underwritingDenied' }, 'preliminary underwriting denied');
    return { status: 'DENIED' };
  },

  saveConversionChoice: async (_root, { input }, ctx) => {
    const { type } = input;
    if (type !== 'CONVERSION' && type !== 'REFINANCE')
      throw badInput('Only a CONVERSION or a REFINANCE can be chosen here.');
    const offers = await offersOf(ctx, input.customerCode, 'Mutation.saveConversionChoice');
    const saved = await saveChoice(ctx.services.db, offers, { ...input, type }, ctx.lang ?? 'en');
    ctx.log.info({ event: 'conversion.chosen', conversionId: saved.conversion.id, type }, 'conversion chosen');
    return toLoanConversion(saved.conversion, saved.brand, saved.agreementId);
  },

  // Signs and makes the loan in one step (server/conversion/signing.ts).
  esignConversion: async (_root, { id, signatureName }, ctx) => {
    const row = await ownConversion(ctx, id, 'Mutation.esignConversion');
    const signed = await signConversion(ctx.services.db, row, signatureName, ctx.lang ?? 'en', ctx.services.clock());
    ctx.log.info(
      { event: 'conversion.confirmed', conversionId: row.id, type: row.type },
      'conversion signed and loan made',
    );
    return toLoanConversion(signed.conversion, signed.brand, signed.agreementId);
  },
};

/**
 * createConversionDenial for the /loan/conversion flow: `id` is the customer's loan-system code,
 * which must be the caller's own (ownCustomer); the denial is recorded against their payday loan once.
 */
export async function denyConversionOfCustomer(ctx: GraphQLContext, customerCode: string) {
  const customer = await ownCustomer(ctx, customerCode, 'Mutation.createConversionDenial');
  const loan = await deniedLoanOf(ctx.services.db, customer.id);
  if (!loan) throw badInput('There is no payday loan whose conversion could be denied.');
  const row = await recordConversionDenial(ctx.services.db, loan);
  ctx.log.info({ event: 'conversion.denied', conversionId: row.id }, 'conversion denial on file');
  return toConversionDenial(row);
}
