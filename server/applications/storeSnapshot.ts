// The chosen store as the application keeps it (StoreInformation.store): an active store, normalised the one way the
// store search normalises every store (server/stores/normalize.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import type { Store } from '../graphql/generated/resolvers';
import { toStore } from '../stores/normalize';

type StoreRow = typeof stores.$inferSelect;

export const storeOut = (row: StoreRow): Omit<Store, '__typename'> => toStore(row);

/** An active store by number; null when there is none. */
export async function findActiveStore(db: Db, storeNumber: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.storeNumber, storeNumber), eq(stores.active, true)))
    .limit(1);
  return row ?? null;
}
