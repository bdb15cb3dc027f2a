// Reading and writing autopay's rows (server/db/tables/autopay.ts). A turn-on happens with the loan's row locked, as a
// payment does (server/payments/take.ts), and the unique partial index keeps one current enrollment per loan even
// between processes: a second turn-on is refused, never a second enrollment.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { autopayAuthorizations, autopayEnrollments, autopaySkips, loans, payments } from '../db/schema';
import { insertDocument, type NewDocument } from '../documents/store';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';

type Reader = Db | Tx;
export type EnrollmentRow = typeof autopayEnrollments.$inferSelect;
export type AuthorizationRow = typeof autopayAuthorizations.$inferSelect;
export type NewAuthorization = Omit<typeof autopayAuthorizations.$inferInsert, 'id' | 'documentId' | 'createdAt'>;

/** The loan's current enrollment (ON or STOPPED), else its newest one, else null. */
export async function enrollmentOf(db: Reader, loanId: string): Promise<EnrollmentRow | null> {
  const [row] = await db
    .select()
    .from(autopayEnrollments)
    .where(eq(autopayEnrollments.loanId, loanId))
    .orderBy(sql`case when ${autopayEnrollments.status} = 'OFF' then 1 else 0 end`, desc(autopayEnrollments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function authorizationById(db: Reader, id: string): Promise<AuthorizationRow | null> {
  const [row] = await db.select().from(autopayAuthorizations).where(eq(autopayAuthorizations.id, id)).limit(1);
  return row ?? null;
}

export async function skippedDueDatesOf(db: Reader, enrollmentId: string): Promise<string[]> {
  const rows = await db
    .select({ dueDate: autopaySkips.dueDate })
    .from(autopaySkips)
    .where(eq(autopaySkips.enrollmentId, enrollmentId))
    .orderBy(asc(autopaySkips.dueDate));
  return rows.map((r) => r.dueDate);
}

/** What the loan's PENDING payments add up to: the payoff less this is the most a debit may be. */
export async function pendingCentsOf(db: Reader, loanId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'PENDING')));
  return Number(row?.cents ?? 0);
}

export type TurnOnResult = { ok: true; enrollment: EnrollmentRow } | { ok: false; reason: 'notPayable' | 'alreadyOn' };

/**
 * Keeps the authorization and its PDF and turns autopay on, in one transaction with the loan's row locked: a loan
 * that no longer takes payments or already has autopay on is refused with nothing written. A STOPPED enrollment is
 * replaced (turned OFF as REAUTHORIZED): the new authorization is the new and specific one 12 CFR 1041.8 asks for.
 */
export async function turnOn(
  db: Db,
  loan: LoanRow,
  authorization: NewAuthorization,
  pdf: Omit<NewDocument, 'loanId' | 'applicationId' | 'conversionId'>,
): Promise<TurnOnResult> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(loans).where(eq(loans.id, loan.id)).for('update');
      if (!current || !PAYABLE_STATUSES.includes(current.status)) return { ok: false, reason: 'notPayable' } as const;
      const existing = await enrollmentOf(tx, loan.id);
      if (existing?.status === 'ON') return { ok: false, reason: 'alreadyOn' } as const;
      if (existing?.status === 'STOPPED')
        await tx
          .update(autopayEnrollments)
          .set({
            status: 'OFF',
            turnedOffAt: authorization.agreedAt,
            turnedOffBy: authorization.agreedBy,
            endedReason: 'REAUTHORIZED',
          })
          .where(eq(autopayEnrollments.id, existing.id));
      const document = await insertDocument(tx, { ...pdf, loanId: loan.id });
      const [kept] = await tx
        .insert(autopayAuthorizations)
        .values({ ...authorization, documentId: document.id })
        .returning();
      const [enrollment] = await tx
        .insert(autopayEnrollments)
        .values({
          loanId: loan.id,
          customerId: loan.customerId,
          authorizationId: kept!.id,
          method: authorization.method,
          methodLast4: authorization.methodLast4,
          paymentAccountId: authorization.paymentAccountId ?? null,
          status: 'ON',
          turnedOnAt: authorization.agreedAt,
          turnedOnBy: authorization.agreedBy,
        })
        .returning();
      return { ok: true, enrollment: enrollment! } as const;
    });
  } catch (error) {
    // Another turn-on for this loan committed first: the unique partial index refused this one.
    if ((error as { code?: string }).code === '23505') return { ok: false, reason: 'alreadyOn' };
    throw error;
  }
}

/** Turns the enrollment off, if it is still ON or STOPPED. */
export async function turnOff(db: Db, enrollmentId: string, at: Date, by: string): Promise<void> {
  await db
    .update(autopayEnrollments)
    .set({ status: 'OFF', turnedOffAt: at, turnedOffBy: by, endedReason: 'CUSTOMER' })
    .where(and(eq(autopayEnrollments.id, enrollmentId), inArray(autopayEnrollments.status, ['ON', 'STOPPED'])));
}

/** Records a skipped due date; skipping the same one again changes nothing. */
export async function skip(db: Db, enrollmentId: string, dueDate: string, at: Date, by: string): Promise<void> {
  await db.insert(autopaySkips).values({ enrollmentId, dueDate, skippedAt: at, skippedBy: by }).onConflictDoNothing();
}
