// Loan conversion and refinance. Thin: every operation names the
// customer (ownCustomer) or their conversion (ownConversion); the offers, terms and writes live in server/conversion.
import { brandOrDefault } from '../../../brands/catalog';
import { todayEastern } from '../../../src/lib/application/dates';
import {
  conversionAgreementId,
  ownConversion,
  ownCustomer,
  openPaydayLoan,
  type CustomerRow,
} from '../../conversion/access';
import { issueOfferAgreement, keepSignedAgreement, signedAgreementPdf } from '../../conversion/agreement';
import {
  convertAmountProblem,
  convertTerms,
  refinanceChoiceProblem,
  refinanceTerms,
  toLoanConversion,
  termsOf,
  type ChoiceProblem,
} from '../../conversion/flow';
import { deniedLoanOf, recordConversionDenial, toConversionDenial } from '../../conversion/denial';
import { LoanChangedError, PaymentPendingError, newLoanNumber, replaceLoan } from '../../conversion/loanWrites';
import { convertDetailsOf, offeredTypes, offerIdOf, refinanceDetailsOf } from '../../conversion/offers';
import { serverText } from '../../content/catalogues';
import { findCustomerByEmail } from '../../customers/search';
import { customers, loanConversions } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../src/lib/money';
import type { MessageKey } from '../../../src/lib/i18n/en';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import { customerEmailFor } from './customerScope';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

/** BAD_USER_INPUT naming the refused field and its catalogue key (`extensions.fieldErrors`, the forms' contract). */
function refuse(problem: ChoiceProblem, lang: GraphQLContext['lang']): never {
  const values = Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, formatCents(v, 'auto')]));
  const message = serverText(lang ?? 'en', problem.key as MessageKey, values);
  throw gqlError('BAD_USER_INPUT', message, { fieldErrors: [{ field: problem.field, key: problem.key, values }] });
}

/**
 * A payment on the loan has not settled: the loan is not replaced until it has (docs/payments.md). The demo loan
 * system settles within seconds, so the customer is told to try again in a minute (`retryAfterSeconds` for callers).
 */
function paymentPending(lang: GraphQLContext['lang'], amountCents: number, loanNumber: string): never {
  const key = 'conversion.validation.paymentPending';
  const values = { amount: formatCents(amountCents), loanNumber };
  throw gqlError('BAD_USER_INPUT', serverText(lang ?? 'en', key, values), {
    fieldErrors: [{ field: 'id', key, values }],
    retryAfterSeconds: 60,
  });
}

const stale = (lang: GraphQLContext['lang']): never =>
  refuse({ field: 'offerId', key: 'conversion.validation.staleOffer', values: {} }, lang);

async function offersOf(ctx: GraphQLContext, customerCode: string, operation: string) {
  const customer = await ownCustomer(ctx, customerCode, operation);
  const loan = await openPaydayLoan(ctx, customer.id);
  return {
    customer,
    loan,
    types: offeredTypes(loan),
    code: customerCode.trim(),
    today: todayEastern(ctx.services.clock()),
  };
}

const fullName = (c: CustomerRow) => `${c.firstName} ${c.lastName}`;
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

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
    if (input.type !== 'CONVERSION' && input.type !== 'REFINANCE')
      throw badInput('Only a CONVERSION or a REFINANCE can be chosen here.');
    const { customer, loan, types, code, today } = await offersOf(
      ctx,
      input.customerCode,
      'Mutation.saveConversionChoice',
    );
    if (!loan || !types.includes(input.type) || offerIdOf(loan, input.type, today) !== input.offerId) stale(ctx.lang);
    let terms;
    let optionId: number | null = null;
    let amount = input.amountCents;
    if (input.type === 'CONVERSION') {
      const details = convertDetailsOf(loan!, code, today);
      const problem = convertAmountProblem(details, amount);
      if (problem) refuse(problem, ctx.lang);
      terms = convertTerms(details, amount, today);
    } else {
      const details = refinanceDetailsOf(loan!, code, today);
      optionId = input.refinanceOptionId ?? null;
      if (optionId === 1) amount = 0; // option 1 takes no amount
      const problem = refinanceChoiceProblem(details, optionId, amount);
      if (problem) refuse(problem, ctx.lang);
      terms = refinanceTerms(details, optionId as 1 | 2 | 3, amount, today).terms;
    }
    const [row] = await ctx.services.db
      .insert(loanConversions)
      .values({
        customerId: customer.id,
        originalLoanNumber: loan!.loanNumber,
        type: input.type,
        refinanceOptionId: optionId,
        amountCents: amount,
        offerId: input.offerId,
        terms: JSON.stringify(terms),
      })
      .returning();
    // The agreement to read before signing, with the figures just disclosed.
    const agreementId = await issueOfferAgreement(ctx.services.db, row!, loan!, customer, ctx.lang ?? 'en');
    ctx.log.info({ event: 'conversion.chosen', conversionId: row!.id, type: input.type }, 'conversion chosen');
    return toLoanConversion(row!, loan!.brand, agreementId);
  },

  // Signs and makes the loan in one step: the ESign step's signature is the last thing the customer does, and the
  // Confirmation step shows the loan it made. The offer is checked again (the loan may have been paid meanwhile).
  esignConversion: async (_root, { id, signatureName }, ctx) => {
    const row = await ownConversion(ctx, id, 'Mutation.esignConversion');
    const lang = ctx.lang;
    if (row.status !== 'CUSTOMIZE')
      refuse({ field: 'id', key: 'conversion.validation.alreadySigned', values: {} }, lang);
    const customer = (await ownCustomerOfRow(ctx, row.customerId))!;
    if (!signatureName.trim())
      refuse({ field: 'signatureName', key: 'conversion.validation.signatureRequired', values: {} }, lang);
    if (normalName(signatureName) !== normalName(fullName(customer))) {
      throw gqlError(
        'BAD_USER_INPUT',
        serverText(lang ?? 'en', 'conversion.validation.signatureMismatch', { name: fullName(customer) }),
        {
          fieldErrors: [{ field: 'signatureName', key: 'conversion.validation.signatureMismatch' }],
        },
      );
    }
    const loan = await openPaydayLoan(ctx, row.customerId);
    const type = row.type as 'CONVERSION' | 'REFINANCE';
    // The server's clock, once: the day the offer is checked against and the moment it is signed are the same instant.
    const signedAt = ctx.services.clock();
    const today = todayEastern(signedAt);
    if (!loan || loan.loanNumber !== row.originalLoanNumber || offerIdOf(loan, type, today) !== row.offerId)
      stale(lang);
    const terms = termsOf(row);
    const name = signatureName.trim();
    // The number is drawn first so the signed agreement carries it where the loan number goes.
    const loanNumber = newLoanNumber(terms.newLoan.productCode);
    const pdf = await signedAgreementPdf(row, loan!, customer, lang ?? 'en', { loanNumber, name, at: signedAt });
    try {
      await replaceLoan(
        ctx.services.db,
        {
          old: loan!,
          loanNumber,
          terms: terms.newLoan,
          signed: terms.loanDetails,
          closedAs: type === 'CONVERSION' ? 'CONVERTED' : 'REFINANCED',
          at: signedAt,
        },
        async (tx) => {
          await tx
            .update(loanConversions)
            .set({
              status: 'CONFIRMED',
              signatureName: name,
              signedAt,
              newLoanNumber: loanNumber,
              confirmedAt: signedAt,
            })
            .where(and(eq(loanConversions.id, row.id), eq(loanConversions.status, 'CUSTOMIZE')));
          // Kept with every other signed document (GET /documents/:id, the account's documents page), with the loan.
          await keepSignedAgreement(tx, row, lang ?? 'en', { loanNumber, at: signedAt, bytes: pdf });
        },
      );
    } catch (error) {
      if (error instanceof LoanChangedError) stale(lang);
      if (error instanceof PaymentPendingError) paymentPending(lang, error.amountCents, loan!.loanNumber);
      throw error;
    }
    const [updated] = await ctx.services.db.select().from(loanConversions).where(eq(loanConversions.id, row.id));
    ctx.log.info({ event: 'conversion.confirmed', conversionId: row.id, type }, 'conversion signed and loan made');
    return toLoanConversion(updated!, loan!.brand, await conversionAgreementId(ctx.services.db, row.id));
  },
};

async function ownCustomerOfRow(ctx: GraphQLContext, customerId: string) {
  const [customer] = await ctx.services.db.select().from(customers).where(eq(customers.id, customerId));
  return customer ?? null;
}

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
