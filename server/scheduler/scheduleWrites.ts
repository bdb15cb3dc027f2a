// Scheduling, changing and cancelling a one-time payment for a later day. Each write holds the loan's row
// (FOR UPDATE, as makePayment, the settlement and a conversion do), so what is left to pay is read and the row written
// with nothing else landing on the loan in between: scheduled and pending payments together never ask for more than
// the payoff. A change or cancel locks the scheduled row before the loan's, the order the scheduler takes them in, so
// the two never wait on each other in a circle. One request key is one scheduled payment (UNIQUE), as makePayment's
// idempotency key is one payment.
import { eq } from 'drizzle-orm';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import {
  scheduleAmountProblem,
  scheduleDateProblem,
  type ScheduleAmountProblem,
  type ScheduleDateProblem,
} from '../../src/lib/account/scheduledPayment';
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loans, scheduledPayments } from '../db/schema';
import { paymentMethodsOf } from '../loans/toGraphQL';
import type { LoanRow } from '../loans/repository';
import { isChangeable, roomOf, SCHEDULED, type ScheduledPaymentRow } from './scheduledPayments';

export type ScheduleRefusal =
  | ScheduleDateProblem
  | ScheduleAmountProblem
  | 'notPayable'
  | 'noSuchMethod'
  | 'keyReused'
  | 'pastCutoff'
  | 'notScheduled';

export type WriteResult =
  | { ok: true; row: ScheduledPaymentRow; repeated: boolean }
  | { ok: false; reason: ScheduleRefusal; leftCents?: number };

export interface ScheduleTerms {
  amountCents: number;
  runsOn: string;
  authorizationText: string;
  /** The user id of the customer or of the CSR acting for them. */
  by: string;
  now: Date;
}

export interface ScheduleRequest extends ScheduleTerms {
  loan: LoanRow;
  method: PaymentMethodName;
  requestKey: string;
  requestedAs: 'CUSTOMER' | 'CSR';
  customerEmail: string;
}

const refused = (reason: ScheduleRefusal, leftCents?: number): WriteResult => ({ ok: false, reason, leftCents });

/** The loan row, locked for the rest of the transaction. */
async function lockedLoan(tx: Tx, loanId: string): Promise<LoanRow | undefined> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  return loan;
}

/** Why these terms cannot be scheduled on the loan as it stands (its row locked), or null. */
async function termsProblem(
  tx: Tx,
  loan: LoanRow | undefined,
  terms: ScheduleTerms,
  except?: string,
): Promise<WriteResult | null> {
  if (!loan) return refused('notPayable');
  const room = await roomOf(tx, loan, todayEastern(terms.now), except);
  if (!room.payable) return refused('notPayable');
  const dateProblem = scheduleDateProblem(terms.runsOn, room.window);
  if (dateProblem) return refused(dateProblem, room.leftCents);
  const amountProblem = scheduleAmountProblem(terms.amountCents, room.leftCents);
  return amountProblem ? refused(amountProblem, room.leftCents) : null;
}

const sameRequest = (row: ScheduledPaymentRow, req: ScheduleRequest) =>
  row.loanId === req.loan.id &&
  row.amountCents === req.amountCents &&
  row.method === req.method &&
  row.runsOn === req.runsOn;

async function byKey(db: Db | Tx, key: string): Promise<ScheduledPaymentRow | undefined> {
  const [row] = await db.select().from(scheduledPayments).where(eq(scheduledPayments.requestKey, key)).limit(1);
  return row;
}

const answerEarlier = (earlier: ScheduledPaymentRow, req: ScheduleRequest): WriteResult =>
  sameRequest(earlier, req) ? { ok: true, row: earlier, repeated: true } : refused('keyReused');

export async function schedulePayment(db: Db, req: ScheduleRequest): Promise<WriteResult> {
  const earlier = await byKey(db, req.requestKey);
  if (earlier) return answerEarlier(earlier, req);
  const method = paymentMethodsOf(req.loan).find((m) => m.method === req.method);
  if (!method) return refused('noSuchMethod');
  try {
    return await db.transaction(async (tx) => {
      const loan = await lockedLoan(tx, req.loan.id);
      // Inside the lock: a request with this key sent at once has either committed (found here) or not started.
      const again = await byKey(tx, req.requestKey);
      if (again) return answerEarlier(again, req);
      const problem = await termsProblem(tx, loan, req);
      if (problem) return problem;
      const [row] = await tx
        .insert(scheduledPayments)
        .values({
          loanId: req.loan.id,
          customerId: req.loan.customerId,
          customerEmail: req.customerEmail,
          amountCents: req.amountCents,
          method: req.method,
          methodLast4: method.last4,
          runsOn: req.runsOn,
          authorizationText: req.authorizationText,
          requestKey: req.requestKey,
          requestedBy: req.by,
          requestedAs: req.requestedAs,
          createdAt: req.now,
        })
        .returning();
      return { ok: true as const, row: row!, repeated: false };
    });
  } catch (error) {
    // The same key on another loan at the same instant: the UNIQUE key let one in; answer as that one.
    const winner = (error as { code?: string }).code === '23505' ? await byKey(db, req.requestKey) : undefined;
    if (!winner) throw error;
    return answerEarlier(winner, req);
  }
}

/** The scheduled row locked, then its loan's: refused when it no longer runs or its cut-off has passed. */
interface ForChange {
  row?: ScheduledPaymentRow;
  loan?: LoanRow;
  problem?: WriteResult;
}

async function lockedForChange(tx: Tx, id: string, now: Date): Promise<ForChange> {
  const [row] = await tx.select().from(scheduledPayments).where(eq(scheduledPayments.id, id)).for('update');
  if (!row) return { problem: refused('notScheduled') };
  if (row.status !== SCHEDULED) return { row, problem: refused('notScheduled') };
  if (!isChangeable(row, todayEastern(now))) return { row, problem: refused('pastCutoff') };
  return { row, loan: await lockedLoan(tx, row.loanId) };
}

/** A new amount or day for a payment still scheduled, with the authorization the customer accepted for it. */
export function changeScheduledPayment(db: Db, id: string, terms: ScheduleTerms): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const { row, loan, problem } = await lockedForChange(tx, id, terms.now);
    if (problem) return problem;
    const termsRefusal = await termsProblem(tx, loan, terms, id);
    if (termsRefusal) return termsRefusal;
    const [changed] = await tx
      .update(scheduledPayments)
      .set({
        amountCents: terms.amountCents,
        runsOn: terms.runsOn,
        authorizationText: terms.authorizationText,
        changedBy: terms.by,
        changedAt: terms.now,
      })
      .where(eq(scheduledPayments.id, row!.id))
      .returning();
    return { ok: true as const, row: changed!, repeated: false };
  });
}

/** Cancels a payment still scheduled; cancelling one already cancelled answers it as it is. */
export function cancelScheduledPayment(db: Db, id: string, by: string, now: Date): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const { row, problem } = await lockedForChange(tx, id, now);
    if (row?.status === 'CANCELLED') return { ok: true as const, row, repeated: true };
    if (problem) return problem;
    const [cancelled] = await tx
      .update(scheduledPayments)
      .set({ status: 'CANCELLED', cancelledBy: by, cancelledAt: now })
      .where(eq(scheduledPayments.id, row!.id))
      .returning();
    return { ok: true as const, row: cancelled!, repeated: false };
  });
}
