// The account pages' reads and payments. Thin: scope the caller to their own loan-system
// record (a CSR to the customer they act as; the @auth guard audits), read through server/loans, pay through
// server/payments. A customer with no loan-system record has no loans: the summary answers NO_OPEN_LOAN.
import { accountPageOf } from '../../../src/lib/account/accountPage';
import { AUTHORIZATION_KEY, authorizationValues, lenderOf } from '../../../src/lib/account/authorization';
import { isIdempotencyKey } from '../../../src/lib/account/payment';
import { todayEastern } from '../../../src/lib/application/dates';
import { formatCents } from '../../../src/lib/money';
import { isLang } from '../../../src/lib/i18n/lang';
import { serverText } from '../../content/catalogues';
import { findCustomerByEmail } from '../../customers/search';
import { conditionalApprovalOf } from '../../loans/conditionalApproval';
import {
  CONTACT_CODE_MINUTES,
  finishContactChange,
  maskedContact,
  normalContact,
  startContactChange,
  type ContactChannel,
} from '../../loans/contactChange';
import { ownLoan, ownLoanById } from '../../loans/access';
import { loansOfCustomer, scheduleOf, type LoanRow } from '../../loans/repository';
import { signedDocumentsOf } from '../../loans/signedDocuments';
import { newestDocumentsFirst, payoffLettersOf } from '../../payoff/letters';
import { toLoan } from '../../loans/toGraphQL';
import { loanEventStream } from '../../payments/listener';
import { authorizationFactsOf } from '../../payments/authorizationFacts';
import { paymentsOfLoan, toPayment } from '../../payments/history';
import type { LoanEventOut } from '../../payments/realtime';
import { standingOf } from '../../payments/ledger';
import { takePayment } from '../../payments/take';
import { autopayAuthorizationsOf } from '../../autopay/documents';
import type { GraphQLContext } from '../context';
import { gqlError } from '../errors';
import type {
  AccountSummary,
  ConditionallyApprovedApplication,
  Loan,
  LoanEvent,
  MutationResolvers,
  Payment,
  QueryResolvers,
  SubscriptionResolvers,
} from '../generated/resolvers';
import { codeDepsOf } from './codeDeps';
import { customerEmailFor } from '../../access/customerScope';
import { requireRecentProof } from '../../recheck/requireRecentProof';

async function customerOf(ctx: GraphQLContext) {
  return findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));
}

async function loanOut(ctx: GraphQLContext, loan: LoanRow, today: string): Promise<Loan> {
  const schedule = await scheduleOf(ctx.services.db, loan.id);
  const standing = await standingOf(ctx.services.db, loan, today, { schedule });
  return toLoan(loan, schedule, today, standing) as unknown as Loan;
}

/** The server's today, US Eastern, by its clock. */
const todayOf = (ctx: GraphQLContext) => todayEastern(ctx.services.clock());

const refusePayment = (message: string, reason: string) =>
  gqlError('BAD_USER_INPUT', message, {
    fieldErrors: [
      { field: reason === 'noSuchMethod' ? 'method' : 'amountCents', key: `account.payment.problem.${reason}` },
    ],
  });

export const accountQueries: Pick<
  QueryResolvers,
  | 'customerLoans'
  | 'accountSummary'
  | 'paymentHistory'
  | 'accountContactDetails'
  | 'accountDocuments'
  | 'conditionallyApprovedApplication'
> = {
  customerLoans: async (_root, _args, ctx) => {
    const customer = await customerOf(ctx);
    if (!customer) return [];
    const today = todayOf(ctx);
    const rows = await loansOfCustomer(ctx.services.db, customer.id);
    return Promise.all(rows.map((loan) => loanOut(ctx, loan, today)));
  },

  accountSummary: async (_root, _args, ctx) => {
    const email = customerEmailFor(ctx);
    const customer = await findCustomerByEmail(ctx.services.db, email);
    const today = todayOf(ctx);
    const rows = customer ? await loansOfCustomer(ctx.services.db, customer.id) : [];
    const conditional = await conditionalApprovalOf(ctx.services.db, email);
    const choice = accountPageOf({
      today,
      loans: rows,
      hasConditionalApproval: conditional !== null,
    });
    const summary: AccountSummary = {
      page: choice.page,
      reason: choice.reason,
      loan: choice.loan ? await loanOut(ctx, choice.loan, today) : null,
      conditionallyApproved: conditional as ConditionallyApprovedApplication | null,
      today,
    };
    return summary;
  },

  conditionallyApprovedApplication: async (_root, _args, ctx) =>
    (await conditionalApprovalOf(ctx.services.db, customerEmailFor(ctx))) as ConditionallyApprovedApplication | null,

  paymentHistory: async (_root, { loanNumber }, ctx) => {
    const loan = await ownLoan(ctx, loanNumber, 'Query.paymentHistory');
    return (await paymentsOfLoan(ctx.services.db, loan.id)).map((p) => toPayment(p, loan.loanNumber) as Payment);
  },

  accountContactDetails: async (_root, _args, ctx) => {
    const email = customerEmailFor(ctx);
    const customer = await findCustomerByEmail(ctx.services.db, email);
    // Nothing on file yet is an answer, not an error: the page says the details are saved with a first application.
    return customer ? contactDetailsOf(customer, email) : null;
  },

  accountDocuments: async (_root, _args, ctx) => {
    const email = customerEmailFor(ctx);
    const customer = await findCustomerByEmail(ctx.services.db, email);
    const signed = await signedDocumentsOf(ctx.services.db, email, customer?.id ?? null);
    const letters = customer ? await payoffLettersOf(ctx.services.db, customer.id) : [];
    const autopay = customer ? await autopayAuthorizationsOf(ctx.services.db, customer.id) : [];
    return newestDocumentsFirst([...letters, ...autopay, ...signed]);
  },
};

type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerByEmail>>>;

const contactDetailsOf = (customer: CustomerRow, email: string) => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email,
  contactEmail: customer.email,
  phoneLast4: customer.phone ? customer.phone.slice(-4) : null,
  addressLine1: customer.addressLine1,
  addressLine2: customer.addressLine2,
  city: customer.city,
  stateCode: customer.stateCode,
  zipCode: customer.zipCode,
});

async function linkedCustomer(ctx: GraphQLContext): Promise<CustomerRow> {
  const customer = await customerOf(ctx);
  if (!customer) throw gqlError('NOT_FOUND', 'No loan-system record is linked to this account yet.');
  return customer;
}

const contactRefusal = (key: string, message: string, field: string) =>
  gqlError('BAD_USER_INPUT', message, { fieldErrors: [{ field, key }] });

function contactValue(channel: ContactChannel, value: string): string {
  const normal = normalContact(channel, value);
  if (!normal)
    throw contactRefusal(
      `account.contact.problem.invalid${channel === 'EMAIL' ? 'Email' : 'Phone'}`,
      channel === 'EMAIL' ? 'Enter an email like name@example.com.' : 'Enter a 10-digit US phone number.',
      'value',
    );
  return normal;
}

const contactDeps = (ctx: GraphQLContext) => codeDepsOf(ctx);

export const accountMutations: Pick<
  MutationResolvers,
  'makePayment' | 'requestContactChange' | 'updateContactDetails'
> = {
  requestContactChange: async (_root, { channel, value }, ctx) => {
    const customer = await linkedCustomer(ctx);
    const normal = contactValue(channel, value);
    // After the value is checked, so a typing slip is told before the customer is asked to prove who they are.
    await requireRecentProof(ctx);
    try {
      await startContactChange(contactDeps(ctx), customer.id, channel, normal);
    } catch (error) {
      if (
        (error as { name?: string }).name === 'LimitExceededException' ||
        /limit/i.test(String((error as Error).message))
      )
        throw gqlError('TOO_MANY_REQUESTS', 'Too many codes were sent. Please try again in an hour.');
      throw error;
    }
    ctx.log.info({ event: 'contact.change.started', channel }, 'contact change code sent');
    return { channel, destination: maskedContact(channel, normal), expiresInMinutes: CONTACT_CODE_MINUTES };
  },

  updateContactDetails: async (_root, { channel, value, code }, ctx) => {
    const customer = await linkedCustomer(ctx);
    const normal = contactValue(channel, value);
    if (!/^\d{6}$/.test(code.trim()))
      throw contactRefusal('account.contact.problem.codeFormat', 'Enter the 6-digit code we sent.', 'code');
    await requireRecentProof(ctx);
    const result = await finishContactChange(contactDeps(ctx), customer.id, channel, normal, code.trim());
    if (result !== 'ok')
      throw contactRefusal(
        result === 'mismatch' ? 'account.contact.problem.wrongCode' : 'account.contact.problem.expiredCode',
        result === 'mismatch'
          ? 'That code is not right. Check it and try again.'
          : 'That code has expired or was tried too often. Ask for a new code.',
        'code',
      );
    ctx.log.info({ event: 'contact.changed', channel }, 'contact details changed');
    const email = customerEmailFor(ctx);
    const updated = await findCustomerByEmail(ctx.services.db, email);
    return contactDetailsOf(updated ?? customer, email);
  },

  makePayment: async (_root, { input }, ctx) => {
    if (!isIdempotencyKey(input.idempotencyKey))
      throw gqlError('BAD_USER_INPUT', 'Send a fresh idempotency key (a UUID) with each payment.', {
        fieldErrors: [{ field: 'idempotencyKey', key: 'account.payment.problem.keyReused' }],
      });
    if (!input.authorizationAccepted)
      throw gqlError('BAD_USER_INPUT', 'Check the box to authorize the payment.', {
        fieldErrors: [{ field: 'authorizationAccepted', key: 'account.payment.authorizeRequired' }],
      });
    const loan = await ownLoan(ctx, input.loanNumber, 'Mutation.makePayment');
    const lang = input.lang && isLang(input.lang) ? input.lang : (ctx.lang ?? 'en');
    const brand = lenderOf(loan.brand);
    const authorizationText = serverText(
      lang,
      AUTHORIZATION_KEY,
      authorizationValues({
        ...authorizationFactsOf(loan, input.method, input.amountCents, lang),
        date: todayOf(ctx),
      }),
    );
    const result = await takePayment(ctx.services.db, {
      loan,
      kind: input.kind,
      amountCents: input.amountCents,
      method: input.method,
      idempotencyKey: input.idempotencyKey,
      authorizationText,
      requestedBy: ctx.caller?.claims.sub ?? 'unknown',
      now: ctx.services.clock(),
    });
    if (!result.ok) {
      const payoff = result.payoffCents ?? (await standingOf(ctx.services.db, loan, todayOf(ctx))).payoffCents;
      const values = { payoff: formatCents(payoff), phone: brand.phoneNumber };
      throw refusePayment(serverText('en', `account.payment.problem.${result.reason}`, values), result.reason);
    }
    ctx.log.info(
      { event: result.repeated ? 'payment.repeated' : 'payment.taken', paymentId: result.payment.id, kind: input.kind },
      'payment',
    );
    return toPayment(result.payment, loan.loanNumber) as Payment;
  },
};

export const accountSubscriptions: Pick<SubscriptionResolvers, 'registerListener'> = {
  registerListener: {
    // The loan must be the caller's: checked before the stream exists, so another customer's is FORBIDDEN.
    subscribe: async (_root, { loanId }, ctx) => {
      const loan = await ownLoanById(ctx, loanId, 'Subscription.registerListener', 'follow');
      return loanEventStream(ctx.services.db, ctx.services.loanEvents, loan.id);
    },
    resolve: (payload: { registerListener: LoanEventOut }) => payload.registerListener as LoanEvent,
  },
};
