// The demo loan system settles a payment (PENDING → POSTED or FAILED) a moment after it is taken, as LoanPro does
// with a card or ACH payment. Rule of the demo (README "Payments"): a payment of exactly $13.13 fails ("Insufficient
// funds"); every other one posts. Posting lowers the payoff (payoff.ts's figure on the day), the amount due and what
// is past due, moves an installment loan to its next installment once the one due is paid, and closes a loan paid to
// zero (PAID_IN_FULL).
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { withKeyLock } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loans, loanSchedule, payments } from '../db/schema';
import { todayEastern } from '../../src/lib/application/dates';
import { payoffOf } from './payoff';
import { publishLoanEvent } from './realtime';

export const FAILING_AMOUNT_CENTS = 1313;
/** How long the demo loan system takes to settle a payment. */
export const SETTLE_AFTER_MS = 1_500;

export async function settlePayment(db: Db, paymentId: string, now = new Date()): Promise<'POSTED' | 'FAILED' | null> {
  const [candidate] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!candidate || candidate.status !== 'PENDING') return null;
  const outcome = await withKeyLock(db, `payment:${candidate.loanId}`, async (tx) => {
    // Compare-and-set: a second worker that took the same payment finds it settled and does nothing.
    const [payment] = await tx
      .update(payments)
      .set({
        status: candidate.amountCents === FAILING_AMOUNT_CENTS ? 'FAILED' : 'POSTED',
        failureReason: candidate.amountCents === FAILING_AMOUNT_CENTS ? 'Insufficient funds' : null,
        processedAt: now,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning();
    if (!payment) return null;
    if (payment.status === 'FAILED') return 'FAILED' as const;
    const [loan] = await tx.select().from(loans).where(eq(loans.id, payment.loanId)).limit(1);
    if (!loan) return 'POSTED' as const;
    // What was owed before this payment, on the day it settles (an installment loan's grows daily: payoff.ts).
    const owedBefore = await payoffOf(tx, loan, todayEastern(now), { exceptPaymentId: payment.id });
    const payoff = Math.max(0, owedBefore - payment.amountCents);
    let amountDue = loan.amountDueCents - payment.amountCents;
    let dueDate = loan.dueDate;
    // Installments covered by what was paid are marked paid; the next one becomes due.
    const unpaid = await tx
      .select()
      .from(loanSchedule)
      .where(and(eq(loanSchedule.loanId, loan.id), isNull(loanSchedule.paidAt)))
      .orderBy(asc(loanSchedule.installmentNumber));
    let index = 0;
    while (amountDue <= 0 && index < unpaid.length && payoff > 0) {
      const paid = unpaid[index]!;
      await tx.update(loanSchedule).set({ paidAt: now }).where(eq(loanSchedule.id, paid.id));
      const next = unpaid[index + 1];
      if (!next) break;
      amountDue += next.paymentCents;
      dueDate = next.dueDate;
      index += 1;
    }
    const pastDue = Math.max(0, loan.pastDueCents - payment.amountCents);
    const status = payoff === 0 ? 'PAID_IN_FULL' : loan.status === 'PAST_DUE' && pastDue === 0 ? 'OPEN' : loan.status;
    await tx
      .update(loans)
      .set({
        payoffCents: payoff,
        amountDueCents: Math.max(0, Math.min(amountDue, payoff)),
        pastDueCents: pastDue,
        dueDate,
        status,
      })
      .where(eq(loans.id, loan.id));
    return 'POSTED' as const;
  });
  if (outcome) await publishLoanEvent(db, { loanId: candidate.loanId, status: outcome, transactionId: candidate.id });
  return outcome;
}

/** Settles every payment that has waited SETTLE_AFTER_MS; returns how many. */
export async function settleDuePayments(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(20);
  let settled = 0;
  for (const { id } of due) if (await settlePayment(db, id, now)) settled += 1;
  return settled;
}

/** Payments still pending (tests and the worker's log). */
export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'PENDING'));
  return Number(row?.n ?? 0);
}
