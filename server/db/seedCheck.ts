// Whether the database holds the demo data: the one check every start makes, kept apart from the seed itself
// (./seed.ts), which loads only when a new or reset database needs it.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}
