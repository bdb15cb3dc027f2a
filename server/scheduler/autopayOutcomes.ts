// What became of autopay's debits once the payment worker settled them (server/payments/settle.ts), learned on the
// scheduler's next pass, any day. Each attempt still PENDING whose payment has settled is claimed FOR UPDATE SKIP
// LOCKED (so one process records it) and its outcome written. A FAILED one, with the enrollment's row locked:
// - on a covered loan, the second failed attempt in a row stops autopay (STOPPED: no further attempt without a new
//   authorization, 12 CFR 1041.8) and the consumer-rights notice goes at once (within 3 business days of learning
//   of it: 12 CFR 1041.9(c));
// - otherwise, while the due date has had fewer than 3 attempts (NACHA), a new try is set for a later business day
//   (server/autopay/attempts.ts), announced first on a covered loan (an unusual withdrawal, 12 CFR 1041.9(b)).
// The account page then shows a STOPPED autopay with the button to authorize it again.
import { and, eq, ne } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import {
  attemptsOf,
  COVERED_FAILURE_LIMIT,
  failuresInARow,
  MAX_ATTEMPTS,
  retryDayAfter,
  type DebitRow,
} from '../autopay/attempts';
import {
  noticeChannelOf,
  noticeLeadOf,
  sendConsumerRightsNotice,
  sendWithdrawalNotice,
  type NoticeScene,
} from '../autopay/notices';
import { PAYMENT_NOTICE_BUSINESS_DAYS } from '../autopay/plan';
import { autopayStateOf } from '../autopay/state';
import { auditLog, autopayDebits, autopayEnrollments, loans, payments } from '../db/schema';
import type { SchedulerDeps } from './runDue';
import { customerEmailOf, sceneOf } from './runAutopay';
import type { RunRecord } from './runScheduled';

/** Stops the enrollment after its failed attempts in a row and sends the consumer-rights notice. */
async function stop(scene: NoticeScene, failed: readonly DebitRow[]) {
  await scene.tx
    .update(autopayEnrollments)
    .set({ status: 'STOPPED', turnedOffAt: scene.now, turnedOffBy: 'scheduler', endedReason: 'FAILED_TWICE' })
    .where(eq(autopayEnrollments.id, scene.enrollment.id));
  const channel = await sendConsumerRightsNotice(scene, failed);
  await scene.tx.insert(auditLog).values({
    subjectEmail: await customerEmailOf(scene.tx, scene.enrollment.customerId),
    operation: 'autopay.stopped',
    details: { enrollmentId: scene.enrollment.id, failedPayments: failed.map((f) => f.paymentId), channel },
    at: scene.now,
  });
}

/** After a failure: stop, or set the new try (answers its day), or nothing more for this due date. */
async function afterFailure(scene: NoticeScene, debit: DebitRow): Promise<Pick<RunRecord, 'outcome' | 'retryOn'>> {
  const state = await autopayStateOf(scene.tx, scene.loan, scene.today);
  const inARow = failuresInARow(await attemptsOf(scene.tx, scene.enrollment.id));
  if (state.plan.covered && inARow.length >= COVERED_FAILURE_LIMIT) {
    await stop(scene, inARow);
    return { outcome: 'STOPPED' };
  }
  if (debit.attempt >= MAX_ATTEMPTS) return { outcome: 'FAILED' };
  const lead = state.plan.covered
    ? noticeLeadOf(await noticeChannelOf(scene, 'UNUSUAL_WITHDRAWAL'))
    : PAYMENT_NOTICE_BUSINESS_DAYS;
  const retryOn = retryDayAfter(scene.today, lead);
  await scene.tx.update(autopayDebits).set({ retryOn }).where(eq(autopayDebits.id, debit.id));
  if (state.plan.covered)
    await sendWithdrawalNotice(scene, {
      kind: 'UNUSUAL_WITHDRAWAL',
      runDate: retryOn,
      dueDate: debit.dueDate,
      amountCents: debit.amountCents,
      because: ['RETRY'],
      regularPaymentCents: state.plan.regularPaymentCents,
      failedOn: debit.runDate,
    });
  return { outcome: 'FAILED', retryOn };
}

async function record(tx: Tx, deps: SchedulerDeps, now: Date, debit: DebitRow, settled: string) {
  await tx
    .update(autopayDebits)
    .set({ outcome: settled, reason: debit.reason, settledAt: now })
    .where(eq(autopayDebits.id, debit.id));
  const base = { source: 'autopayOutcome', id: debit.enrollmentId, loanId: debit.loanId, dueDate: debit.dueDate };
  const paid = { ...base, paymentId: debit.paymentId ?? undefined, attempt: debit.attempt };
  if (settled !== 'FAILED') return { ...paid, outcome: settled as RunRecord['outcome'] };
  const [enrollment] = await tx
    .select()
    .from(autopayEnrollments)
    .where(eq(autopayEnrollments.id, debit.enrollmentId))
    .for('update');
  const [loan] = await tx.select().from(loans).where(eq(loans.id, debit.loanId));
  // Turned off meanwhile (or replaced): nothing more is tried under it.
  if (!enrollment || !loan || enrollment.status !== 'ON') return { ...paid, outcome: 'FAILED' as const };
  const next = await afterFailure(sceneOf(tx, deps.outbox, enrollment, loan, now, todayEastern(now)), {
    ...debit,
    outcome: 'FAILED',
  });
  return { ...paid, ...next };
}

/** Records the next settled autopay debit no other process holds; null when none is left. */
export async function runNextAutopayOutcome(deps: SchedulerDeps, now: Date): Promise<RunRecord | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        debit: autopayDebits,
        status: payments.status,
        reason: payments.failureReason,
        customerId: payments.customerId,
      })
      .from(autopayDebits)
      .innerJoin(payments, eq(payments.id, autopayDebits.paymentId))
      .where(and(eq(autopayDebits.outcome, 'PENDING'), ne(payments.status, 'PENDING')))
      .limit(1)
      .for('update', { of: autopayDebits, skipLocked: true });
    if (!row) return null;
    const debit = { ...row.debit, reason: row.reason ?? row.debit.reason };
    const done = await record(tx, deps, now, debit, row.status);
    await tx.insert(auditLog).values({
      subjectEmail: await customerEmailOf(tx, row.customerId),
      operation: 'autopay.settled',
      details: { ...done },
      at: now,
    });
    return done;
  });
}
