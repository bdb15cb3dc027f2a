// Makes "wrong data key" a start-up message instead of a crypto error at the first request that reads a sealed
// value (AES-GCM only says "Unsupported state or unable to authenticate data").
import { eq } from 'drizzle-orm';
import type { Cipher } from './cipher';
import type { Db } from './client';
import { dataKeyCheck } from './schema';

const KNOWN = 'portal data key check v1';

export class DataKeyMismatchError extends Error {
  constructor(keySource: string) {
    super(
      `The data key does not match this database: ${keySource} is not the key its sealed data (SSNs, signing keys) ` +
        'was written with. Start with the key the database was created with; for a development database you can ' +
        'lose, delete the data directory (DATA_DIR, .data by default) and start again.',
    );
    this.name = 'DataKeyMismatchError';
  }
}

/** Checks the key against the database's sealed known value, writing it on the first start. */
export async function checkDataKey(db: Db, cipher: Cipher, keySource: string): Promise<void> {
  const [row] = await db.select().from(dataKeyCheck).where(eq(dataKeyCheck.id, 1));
  if (!row) {
    await db
      .insert(dataKeyCheck)
      .values({ id: 1, sealed: cipher.encrypt(KNOWN) })
      .onConflictDoNothing();
    return;
  }
  let opened: string | undefined;
  try {
    opened = cipher.decrypt(row.sealed);
  } catch {
    opened = undefined;
  }
  if (opened !== KNOWN) throw new DataKeyMismatchError(keySource);
}
