// Payoff letters: which days and loans one may be asked for, and the request that writes one (server/payoff). The
// customer is the caller's (a CSR: the customer they act as; the @auth guard audits); another customer's loan is
// refused as makePayment refuses it. A refusal names its field and its catalogue key; its message is in the language
// the letter was asked in.
import { goodThroughOf, GOOD_THROUGH_PROBLEM_KEYS, latestGoodThrough } from '../../../src/lib/account/payoffLetter';
import { todayEastern, toUsDate } from '../../../src/lib/application/dates';
import type { MessageKey } from '../../../src/lib/i18n/en';
import { isLang, type Lang } from '../../../src/lib/i18n/lang';
import { customerEmailFor } from '../../access/customerScope';
import { serverText } from '../../content/catalogues';
import { findCustomerByEmail } from '../../customers/search';
import { ownLoan } from '../../loans/access';
import { loansOfCustomer, PAYABLE_STATUSES } from '../../loans/repository';
import { standingOf } from '../../payments/ledger';
import { issuePayoffLetter, type PayoffLetterRefusal } from '../../payoff/issue';
import { toPayoffLetter } from '../../payoff/letters';
import type { GraphQLContext } from '../context';
import { gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

const REFUSAL_KEYS: Record<PayoffLetterRefusal, MessageKey> = {
  notOpen: 'account.payoffLetter.problem.notOpen',
  nothingOwed: 'account.payoffLetter.problem.nothingOwed',
};

const refusal = (lang: Lang, field: string, key: MessageKey) =>
  gqlError('BAD_USER_INPUT', serverText(lang, key), { fieldErrors: [{ field, key }] });

type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerByEmail>>>;

/** The name and mailing address the letter is written to, as the loan system holds them. */
function addresseeOf(customer: CustomerRow) {
  const cityLine = [[customer.city, customer.stateCode].filter(Boolean).join(', '), customer.zipCode]
    .filter(Boolean)
    .join(' ');
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    addressLines: [customer.addressLine1, customer.addressLine2, cityLine].filter((line): line is string =>
      Boolean(line),
    ),
  };
}

const todayOf = (ctx: GraphQLContext) => todayEastern(ctx.services.clock());

export const payoffLetterQueries: Pick<QueryResolvers, 'payoffLetterOptions'> = {
  payoffLetterOptions: async (_root, _args, ctx) => {
    const db = ctx.services.db;
    const today = todayOf(ctx);
    const customer = await findCustomerByEmail(db, customerEmailFor(ctx));
    const payable = customer
      ? (await loansOfCustomer(db, customer.id)).filter((loan) => PAYABLE_STATUSES.includes(loan.status))
      : [];
    const owed = await Promise.all(payable.map(async (loan) => (await standingOf(db, loan, today)).payoffCents > 0));
    return {
      earliest: today,
      latest: latestGoodThrough(today),
      loanNumbers: payable.filter((_loan, i) => owed[i]).map((loan) => loan.loanNumber),
    };
  },
};

export const payoffLetterMutations: Pick<MutationResolvers, 'requestPayoffLetter'> = {
  requestPayoffLetter: async (_root, { loanNumber, goodThrough, lang }, ctx) => {
    const loan = await ownLoan(ctx, loanNumber, 'Mutation.requestPayoffLetter');
    const words: Lang = lang && isLang(lang) ? lang : (ctx.lang ?? 'en');
    const day = goodThroughOf(goodThrough, todayOf(ctx));
    if (!day.ok) throw refusal(words, 'goodThrough', GOOD_THROUGH_PROBLEM_KEYS[day.problem]);
    const customer = await findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));
    if (!customer) throw gqlError('NOT_FOUND', 'No loan-system record is linked to this account yet.');
    const result = await issuePayoffLetter(ctx.services.db, {
      loan,
      customer: addresseeOf(customer),
      goodThrough: day.day,
      lang: words,
      requestedBy: ctx.caller?.claims.sub ?? 'unknown',
      now: ctx.services.clock(),
    });
    if (!result.ok) throw refusal(words, 'loanNumber', REFUSAL_KEYS[result.reason]);
    ctx.log.info(
      {
        event: result.repeated ? 'payoffLetter.repeated' : 'payoffLetter.issued',
        goodThrough: toUsDate(day.day),
      },
      'payoff letter',
    );
    return toPayoffLetter(result.letter, loan.loanNumber);
  },
};
