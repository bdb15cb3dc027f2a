// Reading and writing application rows. Every write stamps modifiedAt: it is what the 21-day resume window counts from.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import type { ApplicationData } from './data';
import type { ApplicationRow } from './openApplications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row with this id; null for an unknown or malformed id. */
export async function findApplication(db: Db, id: string): Promise<ApplicationRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** A human-facing number: APP- and 10 characters of an alphabet without look-alikes (0/O, 1/I). */
export function newApplicationNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(10);
  return `APP-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export type NewApplication = Omit<typeof applications.$inferInsert, 'id' | 'applicationNumber' | 'data'> & {
  data: ApplicationData;
};

export async function insertApplication(db: Db, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, applicationNumber: newApplicationNumber(), data: values.data as Record<string, unknown> })
    .returning();
  if (!row) throw new Error('application insert returned no row');
  return row;
}

export type ApplicationPatch = Partial<Omit<typeof applications.$inferInsert, 'id' | 'data'>> & {
  data?: ApplicationData;
};

export async function updateApplication(
  db: Db,
  id: string,
  patch: ApplicationPatch,
  now = new Date(),
): Promise<ApplicationRow> {
  const { data, ...columns } = patch;
  const [row] = await db
    .update(applications)
    .set({ ...columns, ...(data ? { data: data as Record<string, unknown> } : {}), modifiedAt: now })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished during an update`);
  return row;
}
