// conditionallyApprovedApplication: a retail application approved online that the customer
// finishes in a store. Stored as an application on the RETAIL channel, APPROVED, with no processing state (it is not
// being processed online) and the store it was sent to. It stays open CONDITIONAL_APPROVAL_DAYS from approval.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { daysBetween, todayEastern } from '../../src/lib/application/dates';
import { dataOf } from '../applications/data';
import type { Db } from '../db/client';
import { applications, stores } from '../db/schema';
import { toStore } from '../stores/normalize';

/** Days a conditional approval waits for the customer in the store (the portal's own choice). */
export const CONDITIONAL_APPROVAL_DAYS = 30;

export interface ConditionalApproval {
  storeInformation: { storeNumber: string | null; brandName: string | null; store: ReturnType<typeof toStore> | null };
  retailStatus: string;
  approvedAt: string;
  daysLeft: number;
  daysElapsed: number;
  preferredProductCode: string | null;
  channel: 'RETAIL';
}

export async function conditionalApprovalOf(
  db: Db,
  email: string,
  now = new Date(),
): Promise<ConditionalApproval | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.email, email.toLowerCase()),
        eq(applications.channel, 'RETAIL'),
        eq(applications.status, 'APPROVED'),
        isNull(applications.applicationState),
      ),
    )
    .orderBy(desc(applications.modifiedAt))
    .limit(1);
  if (!row) return null;
  const daysElapsed = Math.max(0, daysBetween(todayEastern(row.modifiedAt), todayEastern(now)));
  const daysLeft = CONDITIONAL_APPROVAL_DAYS - daysElapsed;
  if (daysLeft <= 0) return null;
  const info = dataOf(row).storeInformation;
  const storeNumber = info?.storeNumber ?? null;
  const [store] = storeNumber ? await db.select().from(stores).where(eq(stores.storeNumber, storeNumber)).limit(1) : [];
  return {
    storeInformation: { storeNumber, brandName: info?.brandName ?? null, store: store ? toStore(store) : null },
    retailStatus: 'CONDITIONALLY_APPROVED',
    approvedAt: row.modifiedAt.toISOString(),
    daysLeft,
    daysElapsed,
    preferredProductCode: row.preferredProductCode,
    channel: 'RETAIL',
  };
}
