// Scheduled one-time payments: read, schedule, change, cancel. Thin, like makePayment: the loan must be the caller's
// (a CSR's: the customer they act as; the @auth guard audits the call), the Reg E authorization is written on the
// server from the same catalogue text the screen showed, the rules are server/scheduler/scheduleWrites.ts's, and a
// refusal names its field with the catalogue key the screen shows (nothing is saved). Every write is also kept in
// the audit log, whoever made it.
import { eq } from 'drizzle-orm';
import { lenderOf } from '../../../src/lib/account/authorization';
import { isIdempotencyKey, type PaymentMethodName } from '../../../src/lib/account/payment';
import {
  cutoffDayOf,
  isIsoDay,
  SCHEDULED_AUTHORIZATION_KEY,
  scheduledAuthorizationValues,
} from '../../../src/lib/account/scheduledPayment';
import { todayEastern, toUsDate } from '../../../src/lib/application/dates';
import { isLang } from '../../../src/lib/i18n/lang';
import { formatCents } from '../../../src/lib/money';
import { writeAudit } from '../../access/audit';
import { customerEmailFor } from '../../access/customerScope';
import { customerRecordRule, ownRecord } from '../../access/ownership';
import { serverText } from '../../content/catalogues';
import { payments, scheduledPayments } from '../../db/schema';
import { ownLoan, SEE_OWN_LOANS } from '../../loans/access';
import { loanById, type LoanRow } from '../../loans/repository';
import { authorizationFactsOf } from '../../payments/authorizationFacts';
import { standingOf } from '../../payments/ledger';
import {
  openDaysOf,
  roomOf,
  scheduledOfLoan,
  toScheduledPayment,
  type ScheduledPaymentRow,
} from '../../scheduler/scheduledPayments';
import {
  cancelScheduledPayment,
  changeScheduledPayment,
  schedulePayment,
  type ScheduleRefusal,
  type WriteResult,
} from '../../scheduler/scheduleWrites';
import type { GraphQLContext } from '../context';
import { gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers, ScheduledPayment } from '../generated/resolvers';

const todayOf = (ctx: GraphQLContext) => todayEastern(ctx.services.clock());

/** A scheduled payment of the caller's customer record, by id; anyone else's (or none) is refused as a loan is. */
const byId = customerRecordRule<ScheduledPaymentRow>('loan', SEE_OWN_LOANS, async (db, customer, id) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { record: null, mine: false };
  const [row] = await db.select().from(scheduledPayments).where(eq(scheduledPayments.id, id)).limit(1);
  return { record: row ?? null, mine: !!row && row.customerId === customer?.id };
});

const FIELD_OF: Partial<Record<ScheduleRefusal, string>> = {
  dateRequired: 'runsOn',
  dateNotAfterToday: 'runsOn',
  dateAfterDueDate: 'runsOn',
  dateNotBusinessDay: 'runsOn',
  noSuchMethod: 'method',
  keyReused: 'idempotencyKey',
  pastCutoff: 'id',
  notScheduled: 'id',
};

function refusal(reason: ScheduleRefusal, values: Record<string, string> = {}) {
  const key = `account.schedule.problem.${reason}` as const;
  return gqlError('BAD_USER_INPUT', serverText('en', key, values), {
    fieldErrors: [{ field: FIELD_OF[reason] ?? 'amountCents', key }],
  });
}

/** The refusal of a write, in words that quote the loan's figures as they stand. */
async function refusalOf(ctx: GraphQLContext, loan: LoanRow, result: Extract<WriteResult, { ok: false }>, runsOn = '') {
  const standing = await standingOf(ctx.services.db, loan, todayOf(ctx));
  return refusal(result.reason, {
    due: toUsDate(standing.dueDate),
    max: formatCents(result.leftCents ?? 0),
    phone: lenderOf(loan.brand).phoneNumber,
    cutoff: isIsoDay(runsOn) ? toUsDate(cutoffDayOf(runsOn)) : '',
  });
}

function checkAsked(authorizationAccepted: boolean, runsOn: string) {
  if (!authorizationAccepted)
    throw gqlError('BAD_USER_INPUT', serverText('en', 'account.payment.authorizeRequired'), {
      fieldErrors: [{ field: 'authorizationAccepted', key: 'account.payment.authorizeRequired' }],
    });
  if (!isIsoDay(runsOn)) throw refusal('dateRequired');
}

/** The authorization the customer accepted, in the language it was shown in, kept with the scheduled payment. */
function authorizationOf(
  ctx: GraphQLContext,
  loan: LoanRow,
  terms: { amountCents: number; method: PaymentMethodName; runsOn: string; lang?: string | null },
) {
  const lang = terms.lang && isLang(terms.lang) ? terms.lang : (ctx.lang ?? 'en');
  return serverText(
    lang,
    SCHEDULED_AUTHORIZATION_KEY,
    scheduledAuthorizationValues({
      ...authorizationFactsOf(loan, terms.method, terms.amountCents, lang),
      runsOn: terms.runsOn,
    }),
  );
}

async function out(ctx: GraphQLContext, row: ScheduledPaymentRow, loanNumber: string): Promise<ScheduledPayment> {
  const [taken] = row.paymentId
    ? await ctx.services.db
        .select({ confirmationNumber: payments.confirmationNumber })
        .from(payments)
        .where(eq(payments.id, row.paymentId))
    : [];
  return toScheduledPayment(row, loanNumber, todayOf(ctx), taken?.confirmationNumber ?? null) as ScheduledPayment;
}

const byOf = (ctx: GraphQLContext) => ctx.caller?.claims.sub ?? 'unknown';

async function audited(ctx: GraphQLContext, operation: string, row: ScheduledPaymentRow) {
  await writeAudit(ctx, {
    operation,
    subjectEmail: customerEmailFor(ctx),
    details: { scheduledPaymentId: row.id, runsOn: row.runsOn, amountCents: row.amountCents, status: row.status },
  });
}

/** The scheduled payment named by id, if it is the caller's customer's, with its loan. */
async function ownScheduled(ctx: GraphQLContext, id: string, operation: string) {
  const row = await ownRecord(ctx, byId, id, operation);
  const loan = await loanById(ctx.services.db, row.loanId);
  if (!loan) throw gqlError('NOT_FOUND', SEE_OWN_LOANS);
  return { row, loan };
}

export const scheduledPaymentQueries: Pick<QueryResolvers, 'scheduledPayments'> = {
  scheduledPayments: async (_root, { loanNumber }, ctx) => {
    const loan = await ownLoan(ctx, loanNumber, 'Query.scheduledPayments');
    const rows = await scheduledOfLoan(ctx.services.db, loan.id);
    const room = await roomOf(ctx.services.db, loan, todayOf(ctx));
    return {
      loanNumber: loan.loanNumber,
      today: room.window.today,
      dueDate: room.window.dueDate,
      payments: await Promise.all(rows.map((row) => out(ctx, row, loan.loanNumber))),
      openDates: openDaysOf(room),
      maxAmount: room.payable ? room.leftCents : 0,
    };
  },
};

export const scheduledPaymentMutations: Pick<
  MutationResolvers,
  'schedulePayment' | 'changeScheduledPayment' | 'cancelScheduledPayment'
> = {
  schedulePayment: async (_root, { input }, ctx) => {
    if (!isIdempotencyKey(input.idempotencyKey)) throw refusal('keyReused');
    checkAsked(input.authorizationAccepted, input.runsOn);
    const loan = await ownLoan(ctx, input.loanNumber, 'Mutation.schedulePayment');
    const result = await schedulePayment(ctx.services.db, {
      loan,
      amountCents: input.amountCents,
      method: input.method,
      runsOn: input.runsOn,
      requestKey: input.idempotencyKey,
      authorizationText: authorizationOf(ctx, loan, input),
      by: byOf(ctx),
      requestedAs: ctx.caller?.role === 'CSR' ? 'CSR' : 'CUSTOMER',
      customerEmail: customerEmailFor(ctx),
      now: ctx.services.clock(),
    });
    if (!result.ok) throw await refusalOf(ctx, loan, result, input.runsOn);
    if (!result.repeated) await audited(ctx, 'scheduledPayment.scheduled', result.row);
    return out(ctx, result.row, loan.loanNumber);
  },

  changeScheduledPayment: async (_root, { input }, ctx) => {
    checkAsked(input.authorizationAccepted, input.runsOn);
    const { row, loan } = await ownScheduled(ctx, input.id, 'Mutation.changeScheduledPayment');
    const method = row.method as PaymentMethodName;
    const result = await changeScheduledPayment(ctx.services.db, row.id, {
      amountCents: input.amountCents,
      runsOn: input.runsOn,
      authorizationText: authorizationOf(ctx, loan, { ...input, method }),
      by: byOf(ctx),
      now: ctx.services.clock(),
    });
    if (!result.ok) throw await refusalOf(ctx, loan, result, row.runsOn);
    await audited(ctx, 'scheduledPayment.changed', result.row);
    return out(ctx, result.row, loan.loanNumber);
  },

  cancelScheduledPayment: async (_root, { id }, ctx) => {
    const { row, loan } = await ownScheduled(ctx, id, 'Mutation.cancelScheduledPayment');
    const result = await cancelScheduledPayment(ctx.services.db, row.id, byOf(ctx), ctx.services.clock());
    if (!result.ok) throw await refusalOf(ctx, loan, result, row.runsOn);
    if (!result.repeated) await audited(ctx, 'scheduledPayment.cancelled', result.row);
    return out(ctx, result.row, loan.loanNumber);
  },
};
