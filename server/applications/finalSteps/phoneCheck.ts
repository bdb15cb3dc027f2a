// The phone check of the identity step (generateBokuEVURL), against a local demo of the carrier service. Boku's
// real service answers a URL the applicant's phone opens; the carrier then confirms the number. Here the URL is
// this server's `/demo/boku/ev/<check id>`: opening it (once, within 10 minutes) confirms the application's phone
// on file. The check id is a random id naming one row, not a credential of the customer's.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneChecks } from '../../db/schema';
import type { ApplicationRow } from '../openApplications';
import { OtpRefusal, phoneFor } from './otp';

export const PHONE_CHECK_TTL_MS = 10 * 60 * 1000;
export const PHONE_CHECK_PATH = '/demo/boku/ev';

/** A new phone check for the application's phone on file; the path to open. Any other number is refused. */
export async function startPhoneCheck(
  db: Db,
  row: ApplicationRow,
  phoneNumber: string,
  now = new Date(),
): Promise<string> {
  if (!phoneNumber.trim()) throw new OtpRefusal('Enter the phone number to check.', 'phoneNumber');
  const phone = phoneFor(row, phoneNumber);
  const [check] = await db
    .insert(phoneChecks)
    .values({
      applicationId: row.id,
      phoneLast4: phone.slice(-4),
      expiresAt: new Date(now.getTime() + PHONE_CHECK_TTL_MS),
      createdAt: now,
    })
    .returning({ id: phoneChecks.id });
  if (!check) throw new Error('phone check insert returned no row');
  return `${PHONE_CHECK_PATH}/${check.id}`;
}

/** Opening the URL: true when it completed a pending, unexpired check (once). */
export async function completePhoneCheck(db: Db, id: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [done] = await db
    .update(phoneChecks)
    .set({ status: 'APPROVED', completedAt: now })
    .where(and(eq(phoneChecks.id, id), eq(phoneChecks.status, 'PENDING'), gt(phoneChecks.expiresAt, now)))
    .returning({ id: phoneChecks.id });
  return Boolean(done);
}
