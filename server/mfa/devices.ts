// A customer's devices (the devices table) as sign-in security reads and changes them. Whether a sign-in comes from a
// device new to the customer is read where devices are recorded (startMfa, inside the customer's lock, so two checks
// at once cannot both call the same device new). New: the customer has devices on
// record and this is not one of them. The very first device of an account is not "new": nobody but the customer
// has been seen, and a notice on every first sign-in would teach customers to ignore them.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { devices } from '../db/schema';

export async function isNewDevice(tx: Tx, userId: string, fingerprintHash: string): Promise<boolean> {
  const known = await tx
    .select({ fingerprintHash: devices.fingerprintHash })
    .from(devices)
    .where(eq(devices.userId, userId))
    .limit(1);
  if (known.length === 0) return false;
  const [same] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.fingerprintHash, fingerprintHash)))
    .limit(1);
  return !same;
}

/**
 * Forgets every device the customer asked us to remember (a password reset): a reset proves the mailbox only, so a
 * thief holding a remembered device and the mailbox still meets a code at the next sign-in. The devices stay known
 * (no new-device notice for them); they are just not trusted any more.
 */
export async function forgetRememberedDevices(db: Pick<Db, 'update'>, userId: string): Promise<void> {
  await db
    .update(devices)
    .set({ remembered: false, rememberedAt: null })
    .where(and(eq(devices.userId, userId), eq(devices.remembered, true)));
}
