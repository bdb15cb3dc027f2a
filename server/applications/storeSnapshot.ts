// The chosen store as the application keeps it (StoreInformation.store), normalised as spec 001 section 3 says for
// stores: name without a trailing parenthetical, postal code trimmed to 5, phone digits only, hours Monday to Sunday.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import type { Store } from '../graphql/generated/resolvers';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

type StoreRow = typeof stores.$inferSelect;

export function storeOut(row: StoreRow): Omit<Store, '__typename'> {
  return {
    storeNumber: row.storeNumber,
    storeName: row.storeName.replace(/\s*\([^()]*\)\s*$/, '').trim(),
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode.replace(/-.*$/, '').slice(0, 5),
    longitude: row.longitude,
    latitude: row.latitude,
    phone: row.phone.replace(/\D/g, ''),
    brand: row.brand,
    hours: DAYS.map((day, i) => {
      const h = row.hours[i];
      const closed = !h || h.closed;
      return { day, openTime: closed ? null : h.openTime, closeTime: closed ? null : h.closeTime, closed };
    }),
  };
}

/** An active store by number; null when there is none. */
export async function findActiveStore(db: Db, storeNumber: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.storeNumber, storeNumber), eq(stores.active, true)))
    .limit(1);
  return row ?? null;
}
