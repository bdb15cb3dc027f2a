// Named statements for PostgreSQL (server/db/namedStatements.ts): parameterised statements are named by their text,
// the same text always by the same name, anything else passes through untouched. On PostgreSQL (the postgres
// project) a pool straight to the server is checked to prepare them, and one through the pooler to prepare none.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameStatements } from '../../../server/db/namedStatements';
import { openDatabase, type Database } from '../../../server/db/client';
import { createPostgresDatabase, postgresAdminUrl } from '../testDatabase';

function fakeClient() {
  const seen: unknown[] = [];
  const client = { query: (config: unknown, values?: unknown) => seen.push(values ? [config, values] : config) };
  nameStatements(client as never);
  return { client, seen };
}

describe('nameStatements', () => {
  it('names a parameterised statement by its text, the same text by the same name', () => {
    const { client, seen } = fakeClient();
    client.query({ text: 'select $1::int', values: [1] });
    client.query({ text: 'select $1::int', values: [2] });
    client.query({ text: 'select $1::text' }, ['a']);
    const [a, b, [c]] = seen as [
      { name: string; values: unknown[] },
      { name: string; values: unknown[] },
      [{ name: string }],
    ];
    expect(a!.name).toMatch(/^p_/);
    expect(b!.name).toBe(a!.name);
    expect(b!.values).toEqual([2]);
    expect(c!.name).not.toBe(a!.name);
  });

  it('leaves statements without parameters, already named ones and plain strings alone', () => {
    const { client, seen } = fakeClient();
    client.query({ text: 'create table t (a int); create index on t (a)', values: [] });
    client.query({ text: 'select $1::int', values: [1], name: 'mine' });
    client.query('LISTEN "x"');
    expect(seen).toEqual([
      { text: 'create table t (a int); create index on t (a)', values: [] },
      { text: 'select $1::int', values: [1], name: 'mine' },
      'LISTEN "x"',
    ]);
  });
});

describe.skipIf(!postgresAdminUrl())('on PostgreSQL', () => {
  /** The statements the connection of one transaction has prepared, after three parameterised reads on it. */
  const preparedIn = async (database: Database) =>
    database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select ${i}::int as n`);
      const prepared = await tx.execute(sql`select name from pg_prepared_statements where name like ${'p_%'}`);
      return (prepared as unknown as { rows: unknown[] }).rows.length;
    });

  it('prepares the parameterised reads once per connection straight to PostgreSQL, none through a pooler', async () => {
    const created = await createPostgresDatabase(postgresAdminUrl()!);
    const straight = await openDatabase({ databaseUrl: created.directUrl });
    const pooled = await openDatabase({ databaseUrl: created.url, directUrl: created.directUrl });
    try {
      expect(await preparedIn(straight)).toBeGreaterThanOrEqual(1);
      expect(await preparedIn(pooled)).toBe(0);
    } finally {
      await straight.close();
      await pooled.close();
      await created.drop();
    }
  });
});
