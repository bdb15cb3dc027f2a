// The payment reminder before each due date. Each US Eastern day every loan that takes payments is looked at once:
// claimed FOR UPDATE SKIP LOCKED among those with no reminder pass that day, and the pass row written in the same
// transaction, so schedulers in any number of processes look at each loan once a day and never wait for each other.
// A loan whose due date (by its ledger) is 1 to REMINDER_DAYS_AHEAD days away, with something left to pay on it, gets
// the reminder, once per loan and due date (its key in messages_sent, ./send.ts): a pass missed on one day is made
// up on the next, never twice. Nothing left to pay (paid ahead, paid off, or covered by a payment pending or one
// the customer scheduled by that day) or the loan closed: no reminder. Autopay on: the reminder says autopay will
// pay it, so the customer makes sure the money is there (unless that debit was skipped: a plain reminder).
import { and, eq, inArray, lte, notExists, sql, sum } from 'drizzle-orm';
import { plusDays, todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import { autopayEnrollments, autopaySkips, loans, payments, reminderPasses, scheduledPayments } from '../db/schema';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';
import { standingOf } from '../payments/ledger';
import type { SchedulerDeps } from '../scheduler/runDue';
import { sendMessage, type ChannelOutcome } from './send';

/**
 * Days before a due date the reminder goes: enough to move money into the account or pay by card before autopay or
 * the due date, near enough to be remembered. The autopay notices' 3 business days are the same order.
 */
export const REMINDER_DAYS_AHEAD = 3;

export interface ReminderOutcome {
  source: 'reminder';
  loanId: string;
  dueDate?: string;
  channels: ChannelOutcome[];
}

const total = async (query: Promise<{ cents: string | null }[]>) => Number((await query)[0]?.cents ?? 0);

/** What is left to pay by the due date: the amount due less what is pending and what is scheduled by then. */
async function leftToPay(tx: Tx, loan: LoanRow, amountDueCents: number, dueDate: string): Promise<number> {
  const pending = await total(
    tx
      .select({ cents: sum(payments.amountCents) })
      .from(payments)
      .where(and(eq(payments.loanId, loan.id), eq(payments.status, 'PENDING'))),
  );
  const scheduled = await total(
    tx
      .select({ cents: sum(scheduledPayments.amountCents) })
      .from(scheduledPayments)
      .where(
        and(
          eq(scheduledPayments.loanId, loan.id),
          eq(scheduledPayments.status, 'SCHEDULED'),
          lte(scheduledPayments.runsOn, dueDate),
        ),
      ),
  );
  return amountDueCents - pending - scheduled;
}

/** Whether autopay will debit this due date: ON, and that date not skipped. */
async function autopayPays(tx: Tx, loanId: string, dueDate: string): Promise<boolean> {
  const [on] = await tx
    .select({ id: autopayEnrollments.id })
    .from(autopayEnrollments)
    .where(and(eq(autopayEnrollments.loanId, loanId), eq(autopayEnrollments.status, 'ON')));
  if (!on) return false;
  const [skipped] = await tx
    .select({ id: autopaySkips.id })
    .from(autopaySkips)
    .where(and(eq(autopaySkips.enrollmentId, on.id), eq(autopaySkips.dueDate, dueDate)));
  return !skipped;
}

/** Looks at the next loan with no reminder pass today; null when every loan has had its pass. */
export async function runNextReminder(deps: SchedulerDeps, now: Date): Promise<ReminderOutcome | null> {
  const today = todayEastern(now);
  return deps.db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(
        and(
          inArray(loans.status, [...PAYABLE_STATUSES]),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reminderPasses)
              .where(and(eq(reminderPasses.loanId, loans.id), eq(reminderPasses.day, today))),
          ),
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    if (!loan) return null;
    const [pass] = await tx
      .insert(reminderPasses)
      .values({ loanId: loan.id, day: today, ranAt: now })
      .onConflictDoNothing()
      .returning({ loanId: reminderPasses.loanId });
    // Another process made this loan's pass between our look and our lock.
    if (!pass) return { source: 'reminder', loanId: loan.id, channels: [] };
    const standing = await standingOf(tx, loan, today);
    const { dueDate } = standing;
    if (dueDate <= today || dueDate > plusDays(today, REMINDER_DAYS_AHEAD))
      return { source: 'reminder', loanId: loan.id, channels: [] };
    const amountCents = await leftToPay(tx, loan, standing.amountDueCents, dueDate);
    if (amountCents <= 0) return { source: 'reminder', loanId: loan.id, dueDate, channels: [] };
    const channels = await sendMessage(
      tx,
      deps.outbox,
      {
        customerId: loan.customerId,
        kind: 'PAYMENT_REMINDER',
        subject: `due:${loan.id}:${dueDate}`,
        brand: loan.brand,
        facts: {
          loanNumber: loan.loanNumber,
          amountCents,
          day: dueDate,
          autopay: await autopayPays(tx, loan.id, dueDate),
        },
      },
      now,
    );
    return { source: 'reminder', loanId: loan.id, dueDate, channels };
  });
}
