// The enrollments table: reading an enrollment only through its session (origin_jti), and moving it between steps
// with conditional UPDATEs, so two requests racing on one enrollment cannot both move it.
import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { customers, enrollments } from '../db/schema';
import type { CodeOwner } from '../verification/codeChallenges';
import { isUuid } from '../verification/input';
import { noEnrollment } from './errors';
import type { EnrollmentEvent, EnrollmentResult } from './rules';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** An enrollment with the record it found (null when it found none). */
export interface Loaded {
  enrollment: EnrollmentRow;
  record: CustomerRow | null;
}

/** The database, or a transaction on it (inside one, every read must go through it). */
type Executor = Db | Tx;

async function withRecord(db: Executor, enrollment: EnrollmentRow | undefined): Promise<Loaded | null> {
  if (!enrollment) return null;
  if (!enrollment.customerId) return { enrollment, record: null };
  const [record] = await db.select().from(customers).where(eq(customers.id, enrollment.customerId)).limit(1);
  return { enrollment, record: record ?? null };
}

/** The session's own, unexpired enrollment by id; null for anyone else's, an expired or a superseded one. */
export async function loadOwn(db: Db, id: string, originJti: string, now: Date): Promise<Loaded | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), eq(enrollments.originJti, originJti), gt(enrollments.expiresAt, now)))
    .limit(1);
  return withRecord(db, row);
}

/** As loadOwn, for operations on one enrollment: anything but the session's own live one is NOT_FOUND. */
export async function requireOwn(db: Db, id: string, originJti: string, now: Date): Promise<Loaded> {
  const loaded = await loadOwn(db, id, originJti, now);
  if (!loaded) throw noEnrollment();
  return loaded;
}

/**
 * The session's latest unexpired enrollment; null when none. Each search expires the session's earlier ones
 * (supersede), so this is the last search's, unless that one expired.
 */
export async function loadLatest(db: Db, originJti: string, now: Date): Promise<Loaded | null> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.originJti, originJti), gt(enrollments.expiresAt, now)))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return withRecord(db, row);
}

/** Any enrollment by id, for the sign-up triggers (which know no session, only clientMetadata.enrollmentId). */
export async function loadById(db: Executor, id: string): Promise<Loaded | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id)).limit(1);
  return withRecord(db, row);
}

/** An enrollment's code challenges (server/verification): the e-mail code and the SMS code. */
export const emailOwner = (enrollmentId: string): CodeOwner => ({
  kind: 'enrollment',
  id: enrollmentId,
  channel: 'email',
});
export const smsOwner = (enrollmentId: string): CodeOwner => ({ kind: 'enrollment', id: enrollmentId, channel: 'sms' });

export async function countSearches(tx: Tx, originJti: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(enrollments).where(eq(enrollments.originJti, originJti));
  return row?.n ?? 0;
}

/** Ends the session's earlier enrollments: a new search replaces them (a finished one stays as it was). */
export async function supersede(tx: Tx, originJti: string, now: Date): Promise<void> {
  await tx
    .update(enrollments)
    .set({ expiresAt: now })
    .where(
      and(eq(enrollments.originJti, originJti), gt(enrollments.expiresAt, now), ne(enrollments.result, 'THANK_YOU')),
    );
}

/** Records (customers rows) behind an SSN digest; usually one. */
export async function recordsBySsnHash(tx: Tx, ssnHash: string): Promise<CustomerRow[]> {
  return tx.select().from(customers).where(eq(customers.ssnHash, ssnHash)).limit(20);
}

export interface Step {
  result: EnrollmentResult;
  event: EnrollmentEvent | null;
}

/** A step to move to, with the columns that record how it was reached. */
export type StepChange = Step & Partial<Pick<EnrollmentRow, 'addressVerifiedAt' | 'approvedAt' | 'userId'>>;

/**
 * Moves an enrollment from one of `from` to `to` (with extra column values), only if it is still there and unexpired;
 * answers the new row, or null when another request moved it first.
 */
export async function moveStep(
  db: Db | Tx,
  id: string,
  from: EnrollmentResult[],
  to: StepChange,
  now: Date,
): Promise<EnrollmentRow | null> {
  const [row] = await db
    .update(enrollments)
    .set(to)
    .where(and(eq(enrollments.id, id), inArray(enrollments.result, from), gt(enrollments.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Claims one of the address attempts (counted before comparing, so parallel guesses cannot exceed the limit). */
export async function claimAddressAttempt(db: Db, id: string, max: number, now: Date): Promise<EnrollmentRow | null> {
  const [row] = await db
    .update(enrollments)
    .set({ addressAttempts: sql`${enrollments.addressAttempts} + 1` })
    .where(
      and(
        eq(enrollments.id, id),
        eq(enrollments.result, 'NEEDS_RESIDENTIAL_INFO'),
        gt(enrollments.expiresAt, now),
        sql`${enrollments.addressAttempts} < ${max}`,
      ),
    )
    .returning();
  return row ?? null;
}
