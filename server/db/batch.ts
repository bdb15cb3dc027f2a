// Look-ups made while the event loop handles one round of ready sockets, answered together by one statement. Under
// load many requests arrive in the same round and each makes the same per-request read (the token check's, say): one
// statement for all of them costs the database, the driver and the socket one round trip instead of one each. Every
// caller still reads the database after its own request arrived, so nothing is answered from an older read than
// before; a quiet server sends batches of one. Calls are gathered until the event loop's check phase (setImmediate,
// the real one: a test faking timers must not hold requests back), or until `max` are waiting.
import type { Db } from './client';

interface Waiting<K, V> {
  key: K;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

const nextTurn = setImmediate;

/**
 * `load` answers a batch of keys with one value per key, in the keys' order; each database (a test process runs
 * several servers) gathers its own batches.
 */
export function batchedPerDatabase<K, V>(
  load: (db: Db, keys: readonly K[]) => Promise<readonly V[]>,
  max = 100,
): (db: Db, key: K) => Promise<V> {
  const gathering = new WeakMap<Db, Waiting<K, V>[]>();
  const flush = async (db: Db, batch: Waiting<K, V>[]) => {
    if (gathering.get(db) === batch) gathering.delete(db);
    try {
      const values = await load(
        db,
        batch.map((w) => w.key),
      );
      if (values.length !== batch.length) throw new Error(`a batch of ${batch.length} was answered ${values.length}`);
      batch.forEach((w, i) => w.resolve(values[i]!));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
  };
  return (db, key) =>
    new Promise<V>((resolve, reject) => {
      let batch = gathering.get(db);
      if (!batch) {
        const started: Waiting<K, V>[] = (batch = []);
        gathering.set(db, started);
        nextTurn(() => {
          if (gathering.get(db) === started) void flush(db, started);
        });
      }
      batch.push({ key, resolve, reject });
      if (batch.length >= max) void flush(db, batch);
    });
}

/**
 * A batch's keys as one JSON parameter, which both drivers bind alike (a statement reads it with `json_to_recordset`),
 * each record carrying its key's place as `i`.
 */
export const keysAsJson = <K>(keys: readonly K[], record: (key: K) => object): string =>
  JSON.stringify(keys.map((key, i) => ({ ...record(key), i })));

/** Rows that carry their key's place `i`, put back in the keys' order: a key with no row gets undefined. */
export function inKeyOrder<Row extends { i: number }>(count: number, rows: readonly Row[]): (Row | undefined)[] {
  // Filled, not sparse: a caller mapping the answers must see every key.
  const ordered = new Array<Row | undefined>(count).fill(undefined);
  for (const row of rows) ordered[row.i] = row;
  return ordered;
}
