// PGlite's one-trip named statements (server/db/pgliteStatements.ts) answer exactly as PGlite's own `query`: the
// same rows and types for every kind of parameter Drizzle sends, the same errors (a statement that failed can be run
// again), and nothing runs inside another caller's transaction.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedSnapshot } from '../../../server/db/pgliteSnapshot';
import { asText, useNamedStatements } from '../../../server/db/pgliteStatements';

let fast: PGlite;
let plain: PGlite;
const setup = `create table t (id text primary key, n int, big bigint, ok boolean, at timestamptz, day date,
  doc jsonb, tags text[], raw bytea, amount numeric)`;

beforeAll(async () => {
  // Copies of the migrated snapshot open faster than initdb; the table here is not one of the portal's.
  fast = new PGlite({ loadDataDir: await migratedSnapshot() });
  plain = new PGlite({ loadDataDir: await migratedSnapshot() });
  for (const db of [fast, plain]) await db.exec(setup);
  useNamedStatements(fast);
});
afterAll(async () => {
  await fast.close();
  await plain.close();
});

const row = [
  'a',
  7,
  '9007199254740993',
  true,
  new Date('2026-11-24T15:30:00Z'),
  '2026-11-24',
  JSON.stringify({ x: [1, 'two'] }),
  '{"one","two, three"}',
  new Uint8Array([0, 1, 255]),
  '12.50',
];
const insert = 'insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *';

describe('named statements on PGlite', () => {
  it('writes and reads every type as PGlite itself does, the first time and again', async () => {
    const [a, b] = await Promise.all([fast.query(insert, row), plain.query(insert, row)]);
    expect(a.rows).toEqual(b.rows);
    expect(a.fields).toEqual(b.fields);
    for (let i = 0; i < 2; i++) {
      const options = { rowMode: 'array' as const, parsers: { 1184: (v: string) => v } };
      const [x, y] = await Promise.all([
        fast.query('select * from t where id = $1 and n = $2 and ok = $3', ['a', 7, true], options),
        plain.query('select * from t where id = $1 and n = $2 and ok = $3', ['a', 7, true], options),
      ]);
      expect(x.rows).toEqual(y.rows);
      expect(x.rows).toHaveLength(1);
    }
  });

  it('throws the database error (with its code) and runs the statement again afterwards', async () => {
    await expect(fast.query(insert, row)).rejects.toMatchObject({ code: '23505' });
    await expect(fast.query('select nope from t where id = $1', ['a'])).rejects.toMatchObject({ code: '42703' });
    await expect(fast.query('select n from t where n = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await fast.query('select n from t where n = $1', [7])).rows).toEqual([{ n: 7 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    let updated!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = fast.transaction(async (tx) => {
      await tx.query("update t set n = 8 where id = 'a'");
      updated();
      await held;
      await tx.rollback();
    });
    await inside;
    const read = fast.query('select n from t where id = $1', ['a']);
    // Give the read every chance to run early; it must still see the row as it is after the rollback.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction.catch(() => undefined);
    expect((await read).rows).toEqual([{ n: 7 }]);
  });

  it('writes values as PostgreSQL reads them', () => {
    expect(asText(null)).toBeNull();
    expect(asText(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(asText(['a', 'b"c', null])).toBe('{"a","b\\"c",NULL}');
    expect(asText({ a: 1 })).toBe('{"a":1}');
    expect(asText(false)).toBe('false');
  });
});
