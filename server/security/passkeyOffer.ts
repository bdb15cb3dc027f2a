// The one-time offer to add a passkey after a password sign-in: a customer's "Not now" is kept, so it is not made
// again on any device.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeyOffers } from '../db/schema';

export async function offerDeclined(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: passkeyOffers.declinedAt })
    .from(passkeyOffers)
    .where(eq(passkeyOffers.userId, userId))
    .limit(1);
  return !!row;
}

export async function declineOffer(db: Db, userId: string, now: Date): Promise<void> {
  await db.insert(passkeyOffers).values({ userId, declinedAt: now }).onConflictDoNothing();
}
