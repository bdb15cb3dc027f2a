// Forgot email (/authentication/forgot-email): the customer proves who they are with names,
// date of birth, last 4 of the SSN and ZIP, and learns the masked e-mail of their portal account. It is an oracle
// on personal data, so it is throttled per client address and per person, and nothing submitted is ever logged.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { maskEmail } from '../../src/lib/mask';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { customers, users } from '../db/schema';
import { clientDigest, personDigest } from './digests';
import { takeThrottle, type ThrottleResult, type ThrottleRule } from './throttle';
import type { ForgotEmailBody } from './validate';

/** Per client address: 5 look-ups per 15 minutes. */
export const FORGOT_EMAIL_IP_THROTTLE: ThrottleRule = { bucket: 'forgot-email-ip', limit: 5, windowMs: 15 * 60_000 };
/**
 * Per person (names and date of birth): 5 look-ups per hour, so someone who knows a customer's name and birthday
 * cannot walk the 10,000 SSN endings from many addresses.
 */
export const FORGOT_EMAIL_PERSON_THROTTLE: ThrottleRule = {
  bucket: 'forgot-email-person',
  limit: 5,
  windowMs: 60 * 60_000,
};

export type ForgotEmailAnswer = { found: true; email: string } | { found: false };

export async function throttleForgotEmail(
  db: Db,
  cipher: Cipher,
  clientIp: string,
  input: ForgotEmailBody,
): Promise<ThrottleResult> {
  const byIp = await takeThrottle(db, FORGOT_EMAIL_IP_THROTTLE, clientDigest(cipher, clientIp));
  if (!byIp.allowed) return byIp;
  const person = [input.firstName.toLowerCase(), input.lastName.toLowerCase(), input.dateOfBirth];
  return takeThrottle(db, FORGOT_EMAIL_PERSON_THROTTLE, personDigest(cipher, person));
}

/** The portal e-mail of the one loan-system customer matching every field who has a portal account. */
export async function findPortalEmail(db: Db, input: ForgotEmailBody): Promise<ForgotEmailAnswer> {
  const [row] = await db
    .select({ email: users.email })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(
      and(
        isNotNull(customers.userId),
        sql`lower(trim(${customers.firstName})) = ${input.firstName.toLowerCase()}`,
        sql`lower(trim(${customers.lastName})) = ${input.lastName.toLowerCase()}`,
        eq(customers.dateOfBirth, input.dateOfBirth),
        eq(customers.ssnLast4, input.ssnLast4),
        eq(customers.zipCode, input.zipCode),
      ),
    )
    .orderBy(asc(customers.createdAt))
    .limit(1);
  return row ? { found: true, email: maskEmail(row.email) } : { found: false };
}
