// Serialises work on one key (an e-mail digest, a throttle bucket) across API processes: a transaction holding a
// Postgres advisory lock, so read-count-write sequences cannot interleave. PGlite and PostgreSQL both support it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function withKeyLock<T>(db: Db, key: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return work(tx);
  });
}
