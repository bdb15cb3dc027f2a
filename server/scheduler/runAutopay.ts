// Autopay's daily pass: on each business day, every ON enrollment once. The enrollment is claimed in the database,
// not in a process's memory: taken FOR UPDATE SKIP LOCKED among the ON enrollments with no pass yet that day, and the
// day's pass row (autopay_passes, its key the enrollment and day) written in the same transaction, so schedulers in
// any number of processes run each enrollment's day once and never wait for each other. In that transaction:
// 1. the planner's input is built as the account page builds it (server/autopay/state.ts), with the debits made
//    under the enrollment and the notices sent, from the scheduler's own records;
// 2. the notices the planner lists for today are sent and recorded (server/autopay/notices.ts);
// 3. a new try at a failed debit due today is made (server/autopay/attempts.ts), else the planner's debit, if any.
// A debit is taken through makePayment's own path (server/payments/take.ts: the loan's row locked, the amount checked
// against the ledger, a PENDING payment the payment worker settles) with an idempotency key derived from the
// enrollment, due date and attempt, so no attempt is ever taken twice. Every attempt is recorded (autopay_debits)
// and written to the audit log.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import { autopayPaymentKeyOf, attemptsOf, retryDueOn } from '../autopay/attempts';
import { noticesSentOf, sendWithdrawalNotice, type NoticeScene } from '../autopay/notices';
import { debitAmountOf, noticesDueOn, planDebit, upcomingDebit, type PlanInput } from '../autopay/plan';
import { autopayStateOf } from '../autopay/state';
import type { EnrollmentRow } from '../autopay/store';
import { auditLog, autopayDebits, autopayEnrollments, autopayPasses, customers, loans } from '../db/schema';
import type { Outbox } from '../outbox/outbox';
import { takePayment, type LinkedAccountCharge, type TakeResult } from '../payments/take';
import { chargeOf, ownPaymentAccount } from '../paymentAccounts/store';
import type { RunRecord } from './runScheduled';
import type { SchedulerDeps } from './runDue';

interface Attempt {
  dueDate: string;
  attempt: number;
  amountCents: number;
}

/** The customer's e-mail, the subject of the audit rows. */
export async function customerEmailOf(tx: Tx, customerId: string): Promise<string | null> {
  const [row] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row?.email ?? null;
}

/**
 * The linked bank account the enrollment debits (the customer's own only), null for the method on file, or 'missing':
 * then nothing is taken, never the method on file instead of the account the customer authorized.
 */
async function linkedAccountOf(tx: Tx, enrollment: EnrollmentRow): Promise<LinkedAccountCharge | null | 'missing'> {
  if (!enrollment.paymentAccountId) return null;
  const row = await ownPaymentAccount(tx, enrollment.customerId, enrollment.paymentAccountId);
  return row ? chargeOf(row) : 'missing';
}

/** Takes one attempt and records it; answers the run's record. */
async function take(scene: NoticeScene, authorizationText: string, at: Attempt, notices: string[]) {
  const { tx, enrollment, loan, now, today } = scene;
  const account = await linkedAccountOf(tx, enrollment);
  const result: TakeResult =
    account === 'missing'
      ? { ok: false, reason: 'noSuchMethod' }
      : await takePayment(tx, {
          loan,
          kind: 'CUSTOM',
          amountCents: at.amountCents,
          method: enrollment.method as 'DEBIT_CARD' | 'BANK_ACCOUNT',
          idempotencyKey: autopayPaymentKeyOf(enrollment.id, at.dueDate, at.attempt),
          authorizationText,
          requestedBy: enrollment.turnedOnBy,
          account,
          now,
        });
  const paymentId = result.ok ? result.payment.id : null;
  const reason = result.ok ? null : result.reason;
  await tx.insert(autopayDebits).values({
    enrollmentId: enrollment.id,
    loanId: loan.id,
    dueDate: at.dueDate,
    runDate: today,
    attempt: at.attempt,
    amountCents: at.amountCents,
    method: enrollment.method,
    paymentId,
    outcome: result.ok ? 'PENDING' : 'NOT_TAKEN',
    reason,
    createdAt: now,
  });
  const record: RunRecord = {
    source: 'autopay',
    id: enrollment.id,
    loanId: loan.id,
    outcome: result.ok ? 'TAKEN' : 'SKIPPED',
    ...(paymentId ? { paymentId } : {}),
    ...(reason ? { reason } : {}),
    dueDate: at.dueDate,
    attempt: at.attempt,
    notices,
  };
  await tx.insert(auditLog).values({
    subjectEmail: await customerEmailOf(tx, enrollment.customerId),
    operation: 'autopay.debit',
    details: { ...record, amountCents: at.amountCents, runDate: today },
    at: now,
  });
  return record;
}

/** The enrollment's pass on `today`; null when it did nothing. */
async function passOver(scene: NoticeScene): Promise<RunRecord | null> {
  const { tx, enrollment, loan, today } = scene;
  const state = await autopayStateOf(tx, loan, today);
  const input = (): Promise<PlanInput> =>
    noticesSentOf(tx, enrollment.id).then((noticesSent) => ({ ...state.plan, noticesSent }));
  const before = await input();
  const next = upcomingDebit(before, state.dueDates, today);
  const notices: string[] = [];
  for (const notice of noticesDueOn(before, state.dueDates, today)) {
    const sent = await sendWithdrawalNotice(scene, {
      ...notice,
      dueDate: next?.dueDate ?? notice.runDate,
      regularPaymentCents: before.regularPaymentCents,
    });
    if (sent) notices.push(notice.kind);
  }
  const authorizationText = state.authorization?.text ?? '';
  const retry = retryDueOn(await attemptsOf(tx, enrollment.id), today);
  if (retry) {
    const amountCents = Math.min(retry.amountCents, debitAmountOf(state.plan.standing, state.plan.pendingCents));
    if (amountCents > 0)
      return take(
        scene,
        authorizationText,
        { dueDate: retry.dueDate, attempt: retry.attempt + 1, amountCents },
        notices,
      );
  }
  const plan = planDebit(await input(), today);
  if (plan.debit) {
    const { dueDate, amountCents } = plan.debit;
    return take(scene, authorizationText, { dueDate, attempt: 1, amountCents }, notices);
  }
  const base = { source: 'autopay', id: enrollment.id, loanId: loan.id, notices };
  if (plan.reason === 'NOTICE_MISSING') return { ...base, outcome: 'SKIPPED', reason: 'NOTICE_MISSING' };
  return notices.length > 0 ? { ...base, outcome: 'NOTICE' } : null;
}

/** Claims the next ON enrollment without a pass today and runs its pass; 'none' when none is left. */
function claimAndRun(deps: SchedulerDeps, now: Date, today: string): Promise<RunRecord | 'none' | 'nothing'> {
  return deps.db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select()
      .from(autopayEnrollments)
      .where(
        and(
          eq(autopayEnrollments.status, 'ON'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(autopayPasses)
              .where(and(eq(autopayPasses.enrollmentId, autopayEnrollments.id), eq(autopayPasses.day, today))),
          ),
        ),
      )
      .orderBy(asc(autopayEnrollments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!enrollment) return 'none';
    // Another process may have finished this enrollment's day between our look and our lock: its row says so.
    const [pass] = await tx
      .insert(autopayPasses)
      .values({ enrollmentId: enrollment.id, day: today, ranAt: now })
      .onConflictDoNothing()
      .returning();
    if (!pass) return 'nothing';
    const [loan] = await tx.select().from(loans).where(eq(loans.id, enrollment.loanId));
    if (!loan) return 'nothing';
    return (await passOver(sceneOf(tx, deps.outbox, enrollment, loan, now, today))) ?? 'nothing';
  });
}

export const sceneOf = (
  tx: Tx,
  outbox: Outbox,
  enrollment: EnrollmentRow,
  loan: NoticeScene['loan'],
  now: Date,
  today: string,
): NoticeScene => ({ tx, outbox, enrollment, loan, now, today });

/** Runs the next ON enrollment's pass today that did something; null when every enrollment has had its pass. */
export async function runNextAutopay(deps: SchedulerDeps, now: Date): Promise<RunRecord | null> {
  const today = todayEastern(now);
  for (;;) {
    const ran = await claimAndRun(deps, now, today);
    if (ran === 'none') return null;
    if (ran !== 'nothing') return ran;
  }
}
