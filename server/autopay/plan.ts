// The autopay planner: pure rules, no database, no clock. Given an enrollment, where the loan stands by its ledger
// (server/payments/ledger.ts standingOf) and a day, it answers whether a debit falls due that day and for how much,
// and which notices must have gone out before it. The payment scheduler calls it; the GraphQL operations call it for
// the next debit's cut-off. Money is integer cents; days are YYYY-MM-DD in US Eastern time.
//
// The rules:
// - A debit is made only while autopay is ON, only on a business day, once per due date, never on a skipped due
//   date, for the amount due on that date and never more than the payoff less what is already pending.
// - A due date that is not a business day is debited on the next business day, never the one before: the customer
//   agreed to pay on the due date, and taking the money earlier than that is not what they authorized.
// - The customer may stop a debit (turn autopay off or skip it) until its cut-off: 3 business days before the day it
//   runs (Reg E, 12 CFR 1005.10(c)).
// - A covered loan (a payday loan, or an installment loan above 36% APR: 12 CFR 1041.3) gets a written notice before
//   the first withdrawal and before any unusual one (a different amount, date or channel), sent electronically at
//   least 3 business days before it (12 CFR 1041.9).
// - A debit above the range the customer agreed to gets notice of its amount and date at least 10 days before it
//   (Reg E, 12 CFR 1005.10(d)); such a debit is never more than the amount that notice gave.
// - A debit whose required notice was not sent in time is not made.
import type { PaymentMethodName } from '../../src/lib/account/payment';
import { plusDays } from '../../src/lib/application/dates';
import { businessDaysBefore, isBusinessDay, onOrNextBusinessDay } from './businessDays';

export type AutopayStatus = 'ON' | 'OFF' | 'STOPPED';

/** Business days before a debit the customer may still stop it (12 CFR 1005.10(c)). */
export const STOP_BUSINESS_DAYS = 3;
/** Business days before a withdrawal a covered loan's electronic notice is sent at the latest (12 CFR 1041.9). */
export const PAYMENT_NOTICE_BUSINESS_DAYS = 3;
/** Calendar days before a debit above the agreed range its notice is sent at the latest (12 CFR 1005.10(d)). */
export const VARYING_AMOUNT_NOTICE_DAYS = 10;
/** The APR above which an installment loan with a debit authorization is covered (12 CFR 1041.3), in bps. */
export const COVERED_APR_BPS = 3600;

export interface PlanEnrollment {
  status: AutopayStatus;
  method: PaymentMethodName;
  /** The range of debit amounts the customer agreed to when authorizing (12 CFR 1005.10(d)(2)). */
  rangeMinCents: number;
  rangeMaxCents: number;
}

export interface PlanStanding {
  amountDueCents: number;
  payoffCents: number;
  /** The due date the amount due is for (the next unpaid installment's, or the single payment's). */
  dueDate: string;
}

/** A debit already made (or attempted) under this enrollment. */
export interface PastDebit {
  dueDate: string;
  runDate: string;
  amountCents: number;
  method: PaymentMethodName;
}

export type NoticeKind = 'FIRST_WITHDRAWAL' | 'UNUSUAL_WITHDRAWAL' | 'VARYING_AMOUNT';
export type UnusualBecause = 'AMOUNT' | 'DATE' | 'CHANNEL';

export interface RequiredNotice {
  kind: NoticeKind;
  /** The debit it announces. */
  runDate: string;
  amountCents: number;
  /** The last day it may be sent. */
  sendBy: string;
  /** What makes an unusual withdrawal unusual (empty for the others). */
  because: UnusualBecause[];
}

export interface SentNotice {
  kind: NoticeKind;
  runDate: string;
  amountCents: number;
  sentOn: string;
}

export interface PlanInput {
  enrollment: PlanEnrollment;
  standing: PlanStanding;
  /** Payments on the loan still PENDING: the payoff less these is the most a debit may be. */
  pendingCents: number;
  skippedDueDates: readonly string[];
  pastDebits: readonly PastDebit[];
  noticesSent: readonly SentNotice[];
  /** Whether the CFPB payday rule's payment provisions apply (isCoveredLoan). */
  covered: boolean;
  /** The regularly scheduled payment: a withdrawal of another amount is unusual (12 CFR 1041.9(c)). */
  regularPaymentCents: number;
}

export interface PlannedDebit {
  dueDate: string;
  runDate: string;
  amountCents: number;
  method: PaymentMethodName;
}

export type NoDebitReason =
  'NOT_ON' | 'NOT_A_BUSINESS_DAY' | 'NOT_DUE_TODAY' | 'SKIPPED' | 'ALREADY_DEBITED' | 'NOTHING_DUE' | 'NOTICE_MISSING';

export type DebitPlan =
  | { debit: PlannedDebit; notices: RequiredNotice[] }
  | { debit: null; reason: NoDebitReason; notices: RequiredNotice[] };

export const isCoveredLoan = (loan: { installment: boolean; aprBps: number }): boolean =>
  !loan.installment || loan.aprBps > COVERED_APR_BPS;

/** The day a due date's debit runs: the due date, or the next business day when it is not one. */
export const runDateOf = (dueDate: string): string => onOrNextBusinessDay(dueDate);

/** The last day the customer may stop the debit that runs on `runDate` (12 CFR 1005.10(c)). */
export const cutoffOf = (runDate: string): string => businessDaysBefore(runDate, STOP_BUSINESS_DAYS);

/** What a debit would take today: the amount due, never above the payoff less what is pending, never below zero. */
export const debitAmountOf = (standing: PlanStanding, pendingCents: number): number =>
  Math.max(0, Math.min(standing.amountDueCents, standing.payoffCents - pendingCents));

/** The notices a debit needs before it, by the rules above. */
export function requiredNotices(
  input: Pick<PlanInput, 'enrollment' | 'pastDebits' | 'covered' | 'regularPaymentCents'>,
  debit: PlannedDebit,
): RequiredNotice[] {
  const notices: RequiredNotice[] = [];
  const paymentNoticeBy = businessDaysBefore(debit.runDate, PAYMENT_NOTICE_BUSINESS_DAYS);
  const notice = (kind: NoticeKind, sendBy: string, because: UnusualBecause[] = []): RequiredNotice => ({
    kind,
    runDate: debit.runDate,
    amountCents: debit.amountCents,
    sendBy,
    because,
  });
  if (input.covered) {
    const previous = input.pastDebits[input.pastDebits.length - 1];
    if (!previous) notices.push(notice('FIRST_WITHDRAWAL', paymentNoticeBy));
    else {
      const because: UnusualBecause[] = [];
      if (debit.amountCents !== input.regularPaymentCents) because.push('AMOUNT');
      if (debit.runDate !== debit.dueDate) because.push('DATE');
      if (debit.method !== previous.method) because.push('CHANNEL');
      if (because.length > 0) notices.push(notice('UNUSUAL_WITHDRAWAL', paymentNoticeBy, because));
    }
  }
  const { rangeMinCents, rangeMaxCents } = input.enrollment;
  if (debit.amountCents < rangeMinCents || debit.amountCents > rangeMaxCents)
    notices.push(notice('VARYING_AMOUNT', plusDays(debit.runDate, -VARYING_AMOUNT_NOTICE_DAYS)));
  return notices;
}

const wasSent = (sent: readonly SentNotice[], needed: RequiredNotice) =>
  sent.find((s) => s.kind === needed.kind && s.runDate === needed.runDate && s.sentOn <= needed.sendBy);

/** Whether a debit falls due on `day`, for how much, and the notices it needed. */
export function planDebit(input: PlanInput, day: string): DebitPlan {
  const none = (reason: NoDebitReason, notices: RequiredNotice[] = []): DebitPlan => ({ debit: null, reason, notices });
  if (input.enrollment.status !== 'ON') return none('NOT_ON');
  if (!isBusinessDay(day)) return none('NOT_A_BUSINESS_DAY');
  const { dueDate } = input.standing;
  if (runDateOf(dueDate) !== day) return none('NOT_DUE_TODAY');
  if (input.skippedDueDates.includes(dueDate)) return none('SKIPPED');
  if (input.pastDebits.some((d) => d.dueDate === dueDate)) return none('ALREADY_DEBITED');
  const amountCents = debitAmountOf(input.standing, input.pendingCents);
  if (amountCents <= 0) return none('NOTHING_DUE');
  const debit: PlannedDebit = { dueDate, runDate: day, amountCents, method: input.enrollment.method };
  const notices = requiredNotices(input, debit);
  const missing = notices.filter((n) => !wasSent(input.noticesSent, n));
  if (missing.length > 0) return none('NOTICE_MISSING', missing);
  // The amount a varying-amount notice gave is the most this debit takes (it can only have fallen since).
  const announced = notices.filter((n) => n.kind === 'VARYING_AMOUNT').map((n) => wasSent(input.noticesSent, n)!);
  const capped = Math.min(amountCents, ...announced.map((s) => s.amountCents));
  return { debit: { ...debit, amountCents: capped }, notices };
}

export interface UpcomingDebit extends PlannedDebit {
  /** The last day the customer may turn autopay off or skip this debit. */
  cutoff: string;
}

/**
 * The next debit autopay would make on or after `today`: of the loan's due dates from the standing's on (`dueDates`,
 * the schedule's), the first not skipped nor debited whose run date has not passed. Its amount is today's estimate:
 * the amount due for the standing's due date, the regular payment for a later one. Null when none is left.
 */
export function upcomingDebit(
  input: Omit<PlanInput, 'noticesSent'>,
  dueDates: readonly string[],
  today: string,
): UpcomingDebit | null {
  if (input.enrollment.status !== 'ON') return null;
  const candidates = [...new Set([input.standing.dueDate, ...dueDates])]
    .filter((d) => d >= input.standing.dueDate)
    .sort();
  for (const dueDate of candidates) {
    const runDate = runDateOf(dueDate);
    if (runDate < today) continue;
    if (input.skippedDueDates.includes(dueDate) || input.pastDebits.some((d) => d.dueDate === dueDate)) continue;
    const estimate =
      dueDate === input.standing.dueDate
        ? debitAmountOf(input.standing, input.pendingCents)
        : Math.min(input.regularPaymentCents, Math.max(0, input.standing.payoffCents - input.pendingCents));
    if (estimate <= 0) return null;
    return { dueDate, runDate, amountCents: estimate, method: input.enrollment.method, cutoff: cutoffOf(runDate) };
  }
  return null;
}

/** Whether the customer may still stop the debit that runs on `runDate` on `today` (12 CFR 1005.10(c)). */
export const mayStop = (runDate: string, today: string): boolean => today <= cutoffOf(runDate);

/**
 * The notices the scheduler sends on `today` for the next debit: those it requires that were not sent yet and whose
 * last day has not passed. A notice whose last day passed unsent stops that debit (planDebit: NOTICE_MISSING).
 */
export function noticesDueOn(input: PlanInput, dueDates: readonly string[], today: string): RequiredNotice[] {
  const next = upcomingDebit(input, dueDates, today);
  if (!next) return [];
  return requiredNotices(input, next).filter((n) => n.sendBy >= today && !wasSent(input.noticesSent, n));
}
