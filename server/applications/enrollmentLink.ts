// prepareForEnrollment: an applicant who signed up as new but whose SSN belongs to a loan-system record (a customer of
// the stores who never had a portal account) is enrolled into that record, so it is linked rather than duplicated. The
// proof is the enrollment search's own (server/enrollment/rules.ts matchesRecord: SSN, both names, date of birth and
// ZIP), taken from the application's saved personal step; the applicant's e-mail is already verified by sign-in.
import { and, eq, isNull } from 'drizzle-orm';
import { findCustomerByEmail } from '../customers/search';
import { ssnDigest } from '../customers/ssn';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, enrollments, users } from '../db/schema';
import { ENROLLMENT_TTL_MS, matchesRecord, type EnrollmentEvent, type EnrollmentResult } from '../enrollment/rules';
import { dataOf } from './data';
import type { ApplicationRow } from './openApplications';

type CustomerRow = typeof customers.$inferSelect;

export interface LinkVerdict {
  result: EnrollmentResult;
  event: EnrollmentEvent;
  /** Link this record to the applicant's account. */
  link: boolean;
}

/**
 * Where the applicant stands (first matching row wins):
 * 1. their account already has this record          → THANK_YOU / USER_ALREADY_EXISTS (nothing to do)
 * 2. no record for the SSN, or it does not match    → DENIED / CUSTOMER_NOT_FOUND
 * 3. the record belongs to another portal account   → DENIED / USER_ALREADY_EXISTS
 * 4. their account already has another record       → DENIED / USER_ALREADY_EXISTS
 * 5. otherwise                                      → THANK_YOU / EMAIL_VERIFIED, record linked
 */
export function decideLink(facts: {
  record: Pick<CustomerRow, 'id' | 'userId'> | null;
  matches: boolean;
  callerUserId: string;
  callerRecordId: string | null;
}): LinkVerdict {
  const { record } = facts;
  if (record && record.id === facts.callerRecordId)
    return { result: 'THANK_YOU', event: 'USER_ALREADY_EXISTS', link: false };
  if (!record || !facts.matches) return { result: 'DENIED', event: 'CUSTOMER_NOT_FOUND', link: false };
  if (record.userId && record.userId !== facts.callerUserId)
    return { result: 'DENIED', event: 'USER_ALREADY_EXISTS', link: false };
  if (facts.callerRecordId) return { result: 'DENIED', event: 'USER_ALREADY_EXISTS', link: false };
  return { result: 'THANK_YOU', event: 'EMAIL_VERIFIED', link: true };
}

export interface LinkOutcome {
  enrollmentId: string;
  verdict: LinkVerdict;
  record: CustomerRow | null;
}

/** Decides and, when it may, links; the enrollment row records the outcome like any other enrollment's. */
export async function linkApplicantRecord(
  db: Db,
  cipher: Cipher,
  row: ApplicationRow,
  originJti: string,
  now = new Date(),
): Promise<LinkOutcome | null> {
  const personal = dataOf(row).customerInformation?.personalInformation;
  const address = dataOf(row).customerInformation?.contactInformation?.address;
  if (!personal?.documentNumberSealed || !personal.dateOfBirth || !address?.zipCode) return null;
  const ssn = cipher.decrypt(personal.documentNumberSealed);
  const [user] = await db.select().from(users).where(eq(users.username, row.email.toLowerCase())).limit(1);
  if (!user) return null;
  const [record] = await db
    .select()
    .from(customers)
    .where(eq(customers.ssnHash, ssnDigest(cipher, ssn)))
    .limit(1);
  const own = await findCustomerByEmail(db, row.email);
  const matches =
    record !== undefined &&
    matchesRecord(
      {
        firstName: personal.firstName ?? '',
        lastName: personal.lastName ?? '',
        ssnDigits: ssn,
        dateOfBirth: personal.dateOfBirth,
        zipCode: address.zipCode,
        email: row.email,
      },
      {
        firstName: record.firstName,
        lastName: record.lastName,
        dateOfBirth: record.dateOfBirth,
        zipCode: record.zipCode,
        email: record.email,
        hasAccount: record.userId !== null,
      },
    );
  const verdict = decideLink({
    record: record ?? null,
    matches,
    callerUserId: user.id,
    callerRecordId: own?.id ?? null,
  });
  return db.transaction(async (tx) => {
    let final = verdict;
    if (verdict.link && record) {
      // Only while still unlinked: a concurrent enrollment that got there first wins.
      const linked = await tx
        .update(customers)
        .set({ userId: user.id })
        .where(and(eq(customers.id, record.id), isNull(customers.userId)))
        .returning({ id: customers.id });
      if (linked.length === 0) final = { result: 'DENIED', event: 'USER_ALREADY_EXISTS', link: false };
    }
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        originJti,
        customerId: record?.id ?? null,
        email: row.email.toLowerCase(),
        result: final.result,
        event: final.event,
        userId: final.result === 'THANK_YOU' ? user.id : null,
        approvedAt: final.result === 'THANK_YOU' ? now : null,
        expiresAt: new Date(now.getTime() + ENROLLMENT_TTL_MS),
      })
      .returning({ id: enrollments.id });
    return { enrollmentId: enrollment!.id, verdict: final, record: record ?? null };
  });
}
