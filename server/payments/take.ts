// makePayment: takes a payment on the customer's loan as a PENDING row the worker settles. One idempotency key is one
// payment: a second click or a retry with the same key answers the first row (the key is UNIQUE, and the insert
// happens with the loan's row locked), never a second charge. With the row locked, the loan must still take payments
// (a conversion or refinance that closed it meanwhile holds the same lock: server/conversion/loanWrites.ts) and the
// amount is checked against the ledger's payoff today less what is already pending (./ledger.ts), so two different
// payments cannot together pay more than is owed.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { paymentProblem, type PaymentKindName, type PaymentMethodName } from '../../src/lib/account/payment';
import type { Db } from '../db/client';
import { loans, payments } from '../db/schema';
import { todayEastern } from '../../src/lib/application/dates';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';
import { paymentMethodsOf } from '../loans/toGraphQL';
import { standingOf } from './ledger';
import { announcePayment } from './realtime';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentRequest {
  loan: LoanRow;
  kind: PaymentKindName;
  amountCents: number;
  method: PaymentMethodName;
  idempotencyKey: string;
  authorizationText: string;
  requestedBy: string;
  /** A bank account the customer linked (payment_accounts) to charge instead of the one on file: BANK_ACCOUNT only. */
  account?: LinkedAccountCharge | null;
  /** The time it is taken (the server's clock): its created_at, and the day of the payoff it is checked against. */
  now: Date;
}

export interface LinkedAccountCharge {
  id: string;
  customerId: string;
  mask: string;
}

/** The last 4 charged: a linked account only if it is the loan's customer's, else the loan's own method. */
function chargedLast4(req: PaymentRequest): string | null {
  if (!req.account) return paymentMethodsOf(req.loan).find((m) => m.method === req.method)?.last4 ?? null;
  return req.method === 'BANK_ACCOUNT' && req.account.customerId === req.loan.customerId ? req.account.mask : null;
}

export type TakeResult =
  | { ok: true; payment: PaymentRow; repeated: boolean }
  | {
      ok: false;
      reason: 'notPayable' | 'noSuchMethod' | 'keyReused' | (ReturnType<typeof paymentProblem> & string);
      /** The payoff the amount was checked against (an amount refused), so the refusal quotes the same figure. */
      payoffCents?: number;
    };

/** A confirmation number a person can read out on the phone: no 0/O or 1/I. */
export function newConfirmationNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(10);
  return `PMT-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

async function byKey(db: Db, key: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row ?? null;
}

const sameRequest = (row: PaymentRow, req: PaymentRequest) =>
  row.loanId === req.loan.id &&
  row.amountCents === req.amountCents &&
  row.kind === req.kind &&
  row.method === req.method &&
  row.paymentAccountId === (req.account?.id ?? null);

export async function takePayment(db: Db, req: PaymentRequest): Promise<TakeResult> {
  const earlier = await byKey(db, req.idempotencyKey);
  if (earlier)
    return sameRequest(earlier, req)
      ? { ok: true, payment: earlier, repeated: true }
      : { ok: false, reason: 'keyReused' };
  if (!PAYABLE_STATUSES.includes(req.loan.status)) return { ok: false, reason: 'notPayable' };
  const last4 = chargedLast4(req);
  if (!last4) return { ok: false, reason: 'noSuchMethod' };

  let result: Awaited<ReturnType<typeof insertUnderLock>>;
  try {
    result = await insertUnderLock(db, req, last4);
  } catch (error) {
    // The same key sent for another loan at the same instant: the UNIQUE key let one in; answer as that one.
    if ((error as { code?: string }).code !== '23505') throw error;
    const winner = await byKey(db, req.idempotencyKey);
    if (!winner) throw error;
    result = { again: winner };
  }
  if ('again' in result && result.again)
    return sameRequest(result.again, req)
      ? { ok: true, payment: result.again, repeated: true }
      : { ok: false, reason: 'keyReused' };
  if ('problem' in result && result.problem)
    return { ok: false, reason: result.problem, payoffCents: result.payoffCents };
  const row = (result as { row: PaymentRow }).row;
  await announcePayment(db);
  return { ok: true, payment: row, repeated: false };
}

function insertUnderLock(db: Db, req: PaymentRequest, last4: string) {
  return db.transaction(async (tx) => {
    // The loan as it stands with its row locked (a payment settled or a conversion signed meanwhile changed it).
    const [current] = await tx.select().from(loans).where(eq(loans.id, req.loan.id)).for('update');
    // Inside the lock: a concurrent request with this key has either committed (found here) or not started.
    const [again] = await tx.select().from(payments).where(eq(payments.idempotencyKey, req.idempotencyKey)).limit(1);
    if (again) return { again };
    if (!current || !PAYABLE_STATUSES.includes(current.status)) return { problem: 'notPayable' as const };
    const [pending] = await tx
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.loanId, req.loan.id), eq(payments.status, 'PENDING')));
    // The payoff and amount due as the screen shows them today, by the loan's ledger.
    const standing = await standingOf(tx, current, todayEastern(req.now));
    const owed = Math.max(0, standing.payoffCents - Number(pending?.cents ?? 0));
    const problem = paymentProblem(req.kind, req.amountCents, {
      payoffCents: owed,
      amountDueCents: standing.amountDueCents,
    });
    if (problem) return { problem, payoffCents: owed };
    const [row] = await tx
      .insert(payments)
      .values({
        loanId: req.loan.id,
        customerId: req.loan.customerId,
        amountCents: req.amountCents,
        kind: req.kind,
        method: req.method,
        methodLast4: last4,
        paymentAccountId: req.account?.id ?? null,
        authorizationText: req.authorizationText,
        idempotencyKey: req.idempotencyKey,
        confirmationNumber: newConfirmationNumber(),
        requestedBy: req.requestedBy,
        createdAt: req.now,
      })
      .returning();
    return { row: row! };
  });
}
