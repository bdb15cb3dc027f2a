// Named statements for PostgreSQL (server/db/namedStatements.ts): parameterised statements are named by their text,
// the same text always by the same name, anything else passes through untouched. On PostgreSQL (the postgres
// project) the server's own pool is checked to prepare them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameStatements } from '../../../server/db/namedStatements';
import { startHarness } from '../harness';
import { postgresAdminUrl } from '../testDatabase';

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
  it("prepares the server's parameterised reads once per connection", async () => {
    const h = await startHarness();
    try {
      const { db } = h.server.services;
      // One transaction: one connection for the reads and for the look at what that connection has prepared.
      const prepared = await db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await tx.execute(sql`select ${i}::int as n`);
        return tx.execute(sql`select name from pg_prepared_statements where name like ${'p_%'}`);
      });
      expect((prepared as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      await h.close();
    }
  });
});
