// Runs one scheduled payment on its day. The row is claimed in the database, not in a process's memory: taken
// FOR UPDATE SKIP LOCKED among the SCHEDULED rows due (so schedulers in any number of processes never run one twice
// and never wait for each other) and held until its outcome is written in the same transaction. The payment is taken
// through makePayment's own path (server/payments/take.ts): the loan's row locked, the amount checked against the
// ledger's payoff on the day less what is pending, a PENDING payment the payment worker settles. Its idempotency key
// is derived from the scheduled row, so even a second run of the same row could not make a second payment.
//
// Not taken, and nothing charged, when on the day the amount is above what is owed, the loan can no longer take a
// payment or the method is gone: the row is SKIPPED with why. A row whose day passed without a run (no process was
// up that day) is SKIPPED too: the customer authorized a debit on that day, not on a later one (12 CFR 1005.10(b)).
// Every attempt is written to the audit log in the same transaction.
import { and, asc, eq, lte } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { auditLog, loans, scheduledPayments } from '../db/schema';
import { takePayment, type TakeResult } from '../payments/take';
import { SCHEDULED, type ScheduledPaymentRow } from './scheduledPayments';

export type SkipReason = 'ABOVE_PAYOFF' | 'NOT_PAYABLE' | 'NOTHING_DUE' | 'NO_METHOD' | 'MISSED_DAY';

/**
 * What one run did: the source names what was run (a scheduled payment, an autopay enrollment's day, an autopay
 * debit's settlement) and `id` its row.
 */
export interface RunRecord {
  source: string;
  id: string;
  loanId: string;
  outcome: 'TAKEN' | 'SKIPPED' | 'NOTICE' | 'POSTED' | 'FAILED' | 'RETURNED' | 'STOPPED';
  reason?: string;
  paymentId?: string | undefined;
  /** Autopay: the due date and attempt, the notices sent on the pass, the day of a new try after a failure. */
  dueDate?: string;
  attempt?: number;
  notices?: string[];
  retryOn?: string;
}

/** The payment's idempotency key: one scheduled row is at most one payment. */
export const paymentKeyOf = (scheduledId: string) => `scheduled:${scheduledId}`;

function skipReasonOf(result: Extract<TakeResult, { ok: false }>): SkipReason {
  if (result.reason === 'notPayable') return 'NOT_PAYABLE';
  if (result.reason === 'nothingDue') return 'NOTHING_DUE';
  if (result.reason === 'noSuchMethod') return 'NO_METHOD';
  if (result.reason === 'keyReused') throw new Error('a scheduled payment’s key was used for another payment');
  return 'ABOVE_PAYOFF';
}

async function outcomeOf(tx: Tx, row: ScheduledPaymentRow, today: string, now: Date) {
  if (row.runsOn < today) return { outcome: 'SKIPPED' as const, reason: 'MISSED_DAY' as const };
  const [loan] = await tx.select().from(loans).where(eq(loans.id, row.loanId));
  if (!loan) return { outcome: 'SKIPPED' as const, reason: 'NOT_PAYABLE' as const };
  const result = await takePayment(tx, {
    loan,
    kind: 'CUSTOM',
    amountCents: row.amountCents,
    method: row.method as 'DEBIT_CARD' | 'BANK_ACCOUNT',
    idempotencyKey: paymentKeyOf(row.id),
    authorizationText: row.authorizationText,
    requestedBy: row.requestedBy,
    now,
  });
  if (result.ok) return { outcome: 'TAKEN' as const, paymentId: result.payment.id };
  return { outcome: 'SKIPPED' as const, reason: skipReasonOf(result) };
}

/** Runs the next scheduled payment due on `now`'s day (US Eastern) no other process holds; null when none is left. */
export async function runNextScheduled(db: Db, now: Date): Promise<RunRecord | null> {
  const today = todayEastern(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledPayments)
      .where(and(eq(scheduledPayments.status, SCHEDULED), lte(scheduledPayments.runsOn, today)))
      .orderBy(asc(scheduledPayments.runsOn), asc(scheduledPayments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const done = await outcomeOf(tx, row, today, now);
    await tx
      .update(scheduledPayments)
      .set({
        status: done.outcome,
        skipReason: 'reason' in done ? done.reason : null,
        paymentId: 'paymentId' in done ? done.paymentId : null,
        ranAt: now,
      })
      .where(eq(scheduledPayments.id, row.id));
    const record: RunRecord = { source: 'scheduledPayment', id: row.id, loanId: row.loanId, ...done };
    await tx.insert(auditLog).values({
      subjectEmail: row.customerEmail,
      operation: 'scheduledPayment.run',
      details: { ...record, runsOn: row.runsOn, amountCents: row.amountCents },
      at: now,
    });
    return record;
  });
}
