// Autopay's operations. Thin: the loan must be the caller's (a CSR's acting is audited by the @auth guard), the rules
// are the planner's (server/autopay/plan.ts) over the loan's state (server/autopay/state.ts), and every refusal is
// thrown before anything is written (server/autopay/refusals.ts).
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_DOCUMENT_KIND,
  autopayAuthorizationFileName,
} from '../../../src/lib/account/autopay';
import { lenderOf } from '../../../src/lib/account/authorization';
import { parseCalendarDate, todayEastern } from '../../../src/lib/application/dates';
import { isLang } from '../../../src/lib/i18n/lang';
import { customerEmailFor } from '../../access/customerScope';
import { authorizationPdf, authorizationTextIn, emailAuthorization } from '../../autopay/copy';
import { cutoffOf, mayStop, runDateOf } from '../../autopay/plan';
import { autopayRefusals } from '../../autopay/refusals';
import { autopayStateOf, RANGE_MIN_CENTS, toAutopay } from '../../autopay/state';
import { skip, turnOff, turnOn } from '../../autopay/store';
import { findCustomerByEmail } from '../../customers/search';
import { ownLoan } from '../../loans/access';
import { loanById, type LoanRow } from '../../loans/repository';
import { paymentMethodsOf } from '../../loans/toGraphQL';
import { ownPaymentAccount } from '../../paymentAccounts/store';
import { storedUserAgent } from '../../security/userAgent';
import type { GraphQLContext } from '../context';
import type { Autopay, LoanResolvers, MutationResolvers, TurnOnAutopayInput } from '../generated/resolvers';

const todayOf = (ctx: GraphQLContext) => todayEastern(ctx.services.clock());
const callerOf = (ctx: GraphQLContext) => ctx.caller?.claims.sub ?? 'unknown';

async function answer(ctx: GraphQLContext, loan: LoanRow): Promise<Autopay> {
  const state = await autopayStateOf(ctx.services.db, loan, todayOf(ctx));
  const linkedId = state.enrollment?.paymentAccountId;
  const linked = linkedId ? await ownPaymentAccount(ctx.services.db, loan.customerId, linkedId) : null;
  return { ...toAutopay(state), institutionName: linked?.institutionName ?? null } as Autopay;
}

/**
 * The method autopay debits: a bank account the customer linked (only their own: anyone else's id, or a made-up one,
 * is refused), else the card or account on file.
 */
async function methodOf(ctx: GraphQLContext, loan: LoanRow, input: TurnOnAutopayInput) {
  if (input.paymentAccountId) {
    const linked = await ownPaymentAccount(ctx.services.db, loan.customerId, input.paymentAccountId);
    if (!linked || input.method !== 'BANK_ACCOUNT') throw autopayRefusals.noSuchAccount();
    return { method: 'BANK_ACCOUNT' as const, last4: linked.mask, institutionName: linked.institutionName, linked };
  }
  const onFile = paymentMethodsOf(loan).find((m) => m.method === input.method);
  if (!onFile) throw autopayRefusals.noSuchMethod();
  return { ...onFile, institutionName: null, linked: null };
}

/** The customer's own loan, as it stands now (read again after a write). */
const fresh = async (ctx: GraphQLContext, loan: LoanRow) => (await loanById(ctx.services.db, loan.id)) ?? loan;

/** Refuses a stop once the next debit's cut-off has passed (Reg E, 12 CFR 1005.10(c)). */
function refuseAfterCutoff(runDate: string, today: string, loan: LoanRow) {
  if (!mayStop(runDate, today))
    throw autopayRefusals.pastCutoff(runDate, cutoffOf(runDate), lenderOf(loan.brand).phoneNumber);
}

export const autopayFields: { Loan: Pick<LoanResolvers, 'autopay'> } = {
  Loan: {
    autopay: async (parent, _args, ctx) => {
      const loan = await loanById(ctx.services.db, parent.id);
      if (!loan) throw new Error('a loan answered without its row');
      return answer(ctx, loan);
    },
  },
};

export const autopayMutations: Pick<MutationResolvers, 'turnOnAutopay' | 'turnOffAutopay' | 'skipAutopayDebit'> = {
  turnOnAutopay: async (_root, { input }, ctx) => {
    const loan = await ownLoan(ctx, input.loanNumber, 'Mutation.turnOnAutopay');
    if (!input.authorizationAccepted) throw autopayRefusals.authorizeRequired();
    if (input.authorizationVersion !== AUTOPAY_AUTHORIZATION_VERSION) throw autopayRefusals.staleText();
    const state = await autopayStateOf(ctx.services.db, loan, todayOf(ctx));
    const phone = lenderOf(loan.brand).phoneNumber;
    if (!state.payable) throw autopayRefusals.notPayable(phone);
    if (state.enrollment?.status === 'ON') throw autopayRefusals.alreadyOn();
    const method = await methodOf(ctx, loan, input);
    const lang = input.lang && isLang(input.lang) ? input.lang : (ctx.lang ?? 'en');
    const agreedAt = ctx.services.clock();
    const text = authorizationTextIn(lang, {
      loanBrand: loan.brand,
      method: method.method,
      last4: method.last4,
      institutionName: method.institutionName,
      loanNumber: loan.loanNumber,
      rangeMaxCents: state.rangeMaxCents,
    });
    const kept = {
      loanBrand: loan.brand,
      loanNumber: loan.loanNumber,
      lang,
      text,
      method: method.method,
      methodLast4: method.last4,
      institutionName: method.institutionName,
      agreedAt,
    };
    const result = await turnOn(
      ctx.services.db,
      loan,
      {
        loanId: loan.id,
        customerId: loan.customerId,
        text,
        textVersion: AUTOPAY_AUTHORIZATION_VERSION,
        lang,
        amountRule: 'AMOUNT_DUE',
        rangeMinCents: RANGE_MIN_CENTS,
        rangeMaxCents: state.rangeMaxCents,
        method: method.method,
        methodLast4: method.last4,
        paymentAccountId: method.linked?.id ?? null,
        agreedAt,
        agreedBy: callerOf(ctx),
        ipAddress: ctx.clientAddress ?? null,
        userAgent: storedUserAgent(ctx.userAgent),
      },
      {
        category: 'AUTOPAY_AUTHORIZATION',
        kind: AUTOPAY_DOCUMENT_KIND,
        lang,
        fileName: autopayAuthorizationFileName(loan.loanNumber),
        contentType: 'application/pdf',
        bytes: await authorizationPdf(kept),
        signedAt: agreedAt,
      },
    );
    if (!result.ok)
      throw result.reason === 'alreadyOn' ? autopayRefusals.alreadyOn() : autopayRefusals.notPayable(phone);
    const customer = await findCustomerByEmail(ctx.services.db, customerEmailFor(ctx));
    await emailAuthorization(ctx.services.outbox, customer?.email || customerEmailFor(ctx), kept);
    ctx.log.info({ event: 'autopay.on', enrollmentId: result.enrollment.id }, 'autopay turned on');
    return answer(ctx, await fresh(ctx, loan));
  },

  turnOffAutopay: async (_root, { loanNumber }, ctx) => {
    const loan = await ownLoan(ctx, loanNumber, 'Mutation.turnOffAutopay');
    const today = todayOf(ctx);
    const state = await autopayStateOf(ctx.services.db, loan, today);
    const { enrollment } = state;
    if (!enrollment || enrollment.status === 'OFF') throw autopayRefusals.notOn();
    if (enrollment.status === 'ON' && state.next) refuseAfterCutoff(state.next.runDate, today, loan);
    await turnOff(ctx.services.db, enrollment.id, ctx.services.clock(), callerOf(ctx));
    ctx.log.info({ event: 'autopay.off', enrollmentId: enrollment.id }, 'autopay turned off');
    return answer(ctx, loan);
  },

  skipAutopayDebit: async (_root, { loanNumber, dueDate }, ctx) => {
    const loan = await ownLoan(ctx, loanNumber, 'Mutation.skipAutopayDebit');
    const today = todayOf(ctx);
    const state = await autopayStateOf(ctx.services.db, loan, today);
    const { enrollment } = state;
    if (!enrollment || enrollment.status !== 'ON') throw autopayRefusals.notOn();
    const day = parseCalendarDate(dueDate);
    const debited = state.plan.pastDebits.some((d) => d.dueDate === day);
    if (!day || !state.dueDates.includes(day) || debited || runDateOf(day) < today)
      throw autopayRefusals.notADueDate(day ?? dueDate.slice(0, 10));
    refuseAfterCutoff(runDateOf(day), today, loan);
    await skip(ctx.services.db, enrollment.id, day, ctx.services.clock(), callerOf(ctx));
    ctx.log.info({ event: 'autopay.skip', enrollmentId: enrollment.id, dueDate: day }, 'autopay debit skipped');
    return answer(ctx, loan);
  },
};
