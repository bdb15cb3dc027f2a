// The passkeys table as the identity service reads and writes it: every look-up is through the owner, so a caller
// never reaches another user's passkey, and the counter only moves forward.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

/** Cognito's cap on passkeys per user. */
export const MAX_PASSKEYS = 20;

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The user's passkeys for one site (relying party). */
export async function passkeysFor(db: Db, userId: string, relyingPartyId: string): Promise<PasskeyRow[]> {
  return (await passkeysOf(db, userId)).filter((p) => p.relyingPartyId === relyingPartyId);
}

export async function ownPasskey(db: Db | Tx, userId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .limit(1);
  return row;
}

export async function credentialTaken(db: Db, credentialId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row !== undefined;
}

export async function addPasskey(db: Db, passkey: NewPasskey): Promise<void> {
  await db.insert(passkeys).values(passkey);
}

export async function removePasskey(db: Db | Tx, userId: string, credentialId: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

/**
 * Records a use. The counter is written only while the stored one is still lower (or both are zero, for
 * authenticators that keep none), so two processes accepting the same answer at once cannot both succeed.
 */
export async function recordUse(db: Db, row: PasskeyRow, counter: number, now: Date): Promise<boolean> {
  const moved = counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter);
  const updated = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, row.id), moved))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}
