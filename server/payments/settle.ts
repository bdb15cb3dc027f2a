// The demo loan system settles a payment (PENDING → POSTED, FAILED or RETURNED) a moment after it is taken, as LoanPro
// does with a card or ACH payment. Rule of the demo (docs/seed-data.md): a payment of exactly $13.13 fails
// ("Insufficient funds"). Any other is posted to the loan's ledger on the day it settles (./ledger.ts), unless the
// loan can no longer take it: a loan closed or replaced meanwhile, or one another payment has paid down below this
// one. Such a payment is RETURNED (the money goes back; the customer's history says why) and the loan is left as it
// is: a settlement never rewrites the status of a loan it did not post to. Posting refreshes the loan row's figures
// (payoff, amount due, past due, due date, installments paid) and closes a loan paid to zero (PAID_IN_FULL).
//
// Each settlement is claimed in the database, not in a process's memory: the payment row is taken FOR UPDATE SKIP
// LOCKED (two workers never take the same payment; neither waits for the other), then the loan row FOR UPDATE, which
// makePayment (./take.ts) and a conversion or refinance (server/conversion/loanWrites.ts) lock too, so the three
// never interleave on one loan.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import { post } from '../../src/lib/lending/ledger';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loans, loanSchedule, payments } from '../db/schema';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';
import { ledgerTermsOf, standingFrom, standingOf } from './ledger';
import { publishLoanEvent } from './realtime';

export const FAILING_AMOUNT_CENTS = 1313;
/** How long the demo loan system takes to settle a payment. */
export const SETTLE_AFTER_MS = 1_500;

export type SettledStatus = 'POSTED' | 'FAILED' | 'RETURNED';
export type ReturnReason = 'LOAN_CLOSED' | 'ABOVE_PAYOFF';
type PaymentRow = typeof payments.$inferSelect;

/**
 * Work done in the settlement's transaction once the payment's status is written (telling the customer: server/
 * messages/paymentOutcome.ts), so it happens exactly when the settlement commits.
 */
export type OnSettled = (
  tx: Tx,
  settled: { payment: PaymentRow; loan: LoanRow | undefined; status: SettledStatus; now: Date },
) => Promise<void>;

interface Outcome {
  status: SettledStatus;
  returnReason?: ReturnReason;
  split?: { postedOn: string; interestCents: number; principalCents: number };
}

/** What becomes of `payment` on `now`'s day, the loan row locked; posting writes the loan's new figures. */
async function outcomeOf(tx: Tx, payment: PaymentRow, loan: LoanRow | undefined, now: Date): Promise<Outcome> {
  if (payment.amountCents === FAILING_AMOUNT_CENTS) return { status: 'FAILED' };
  // Paid off by a payment that settled first: this one is above what is owed (zero), as below.
  if (loan?.status === 'PAID_IN_FULL') return { status: 'RETURNED', returnReason: 'ABOVE_PAYOFF' };
  if (!loan || !PAYABLE_STATUSES.includes(loan.status)) return { status: 'RETURNED', returnReason: 'LOAN_CLOSED' };
  const today = todayEastern(now);
  const schedule = await tx.select().from(loanSchedule).where(eq(loanSchedule.loanId, loan.id));
  const before = await standingOf(tx, loan, today, { schedule });
  const posted = post(ledgerTermsOf(loan, schedule), before.ledger.state, {
    amountCents: payment.amountCents,
    postedOn: today,
  });
  // Another payment paid the loan down (or off) first: this one is not over-applied, it goes back whole.
  if (!posted.ok) return { status: 'RETURNED', returnReason: 'ABOVE_PAYOFF' };
  const after = standingFrom(
    loan,
    schedule,
    { state: posted.state, entries: [...before.ledger.entries, posted.entry] },
    today,
  );
  const paidNow = schedule
    .filter((row) => row.paidAt === null && row.installmentNumber <= after.installmentsPaid)
    .map((row) => row.id);
  for (const id of paidNow) await tx.update(loanSchedule).set({ paidAt: now }).where(eq(loanSchedule.id, id));
  const status =
    after.payoffCents === 0
      ? 'PAID_IN_FULL'
      : loan.status === 'PAST_DUE' && after.pastDueCents === 0
        ? 'OPEN'
        : loan.status;
  await tx
    .update(loans)
    .set({
      payoffCents: after.payoffCents,
      amountDueCents: after.amountDueCents,
      pastDueCents: after.pastDueCents,
      dueDate: after.dueDate,
      status,
    })
    .where(eq(loans.id, loan.id));
  return {
    status: 'POSTED',
    split: { postedOn: today, interestCents: posted.entry.interestCents, principalCents: posted.entry.principalCents },
  };
}

/**
 * Settles one payment that has waited SETTLE_AFTER_MS (the oldest no other worker holds). Answers what became of it,
 * or null when there was nothing to settle.
 */
export async function settleNext(
  db: Db,
  now: Date,
  onSettled?: OnSettled,
): Promise<{ paymentId: string; loanId: string; status: SettledStatus } | null> {
  const settled = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS))))
      .orderBy(asc(payments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!payment) return null;
    const [loan] = await tx.select().from(loans).where(eq(loans.id, payment.loanId)).for('update');
    const outcome = await outcomeOf(tx, payment, loan, now);
    await tx
      .update(payments)
      .set({
        status: outcome.status,
        failureReason: outcome.status === 'FAILED' ? 'Insufficient funds' : null,
        returnReason: outcome.returnReason ?? null,
        postedOn: outcome.split?.postedOn ?? null,
        interestCents: outcome.split?.interestCents ?? null,
        principalCents: outcome.split?.principalCents ?? null,
        processedAt: now,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')));
    await onSettled?.(tx, { payment, loan, status: outcome.status, now });
    return { paymentId: payment.id, loanId: payment.loanId, status: outcome.status };
  });
  if (settled)
    await publishLoanEvent(db, { loanId: settled.loanId, status: settled.status, transactionId: settled.paymentId });
  return settled;
}

/** Settles every payment that has waited SETTLE_AFTER_MS, up to `limit`; returns how many. */
export async function settleDuePayments(db: Db, now: Date, onSettled?: OnSettled, limit = 20): Promise<number> {
  let settled = 0;
  while (settled < limit && (await settleNext(db, now, onSettled))) settled += 1;
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

/** The loan's payments still pending, oldest first (a conversion or refinance may not sign over one). */
export async function pendingPaymentsOf(db: Db | Tx, loanId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'PENDING')))
    .orderBy(asc(payments.createdAt));
}
