// The portal behind PgBouncer in transaction mode (the PostgreSQL run's pooler, test/support/pgbouncer.ts), where a
// server connection serves one transaction of one client and then any other client's. What needs a session goes
// over DATABASE_DIRECT_URL, statements through the pooler are never named, and two databases opened that way (two
// processes) share a burst of transactions and hear each other's notifications. The whole PostgreSQL run goes
// through the pooler as well; this file pins what breaks there without that care. PostgreSQL only.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { nameStatements } from '../../../server/db/namedStatements';
import { publishLoanEvent, PAYMENT_EVENTS_CHANNEL } from '../../../server/payments/realtime';
import { createPostgresDatabase, postgresAdminUrl, type TestDatabaseUrl } from '../testDatabase';

const adminUrl = postgresAdminUrl();

/** What the pooler's `pg` clients (a pool, or a Drizzle database's) offer. */
type Pool = Pick<pg.Pool, 'connect'>;
const poolOf = (database: Database) => (database.db as unknown as { $client: Pool }).$client;

/**
 * One client runs a parameterised statement, a second opens a transaction (the pooler lends it the server connection
 * the first one just used, the most recent), and the first runs its statement again, now on another server
 * connection. Answers 'ok' or the error.
 */
async function sameStatementTwice(pool: Pool): Promise<string> {
  const first = await pool.connect();
  const second = await pool.connect();
  try {
    await first.query({ text: 'select $1::int as n', values: [1] });
    await second.query('BEGIN');
    await second.query('select 1');
    return await first.query({ text: 'select $1::int as n', values: [2] }).then(
      () => 'ok',
      (error: Error) => error.message,
    );
  } finally {
    await second.query('ROLLBACK');
    first.release();
    second.release();
  }
}

describe.skipIf(!adminUrl)('behind PgBouncer in transaction mode', () => {
  let created: TestDatabaseUrl;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: created.url, directUrl: created.directUrl });
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    created = await createPostgresDatabase(adminUrl!);
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await created?.drop();
  });

  it('names no statement: one prepared on a server connection is missing on the next', async () => {
    const { default: pgModule } = await import('pg');
    const named = new pgModule.Pool({ connectionString: created.url });
    named.on('connect', (client) => nameStatements(client));
    try {
      expect(await sameStatementTwice(named)).toMatch(/prepared statement "p_[^"]+" does not exist/);
    } finally {
      await named.end();
    }
    expect(await sameStatementTwice(poolOf(await open()))).toBe('ok');
  });

  it('hears, in one process, what another published through the pooler', async () => {
    const [listening, publishing] = [await open(), await open()];
    const event = { loanId: 'L-pooler', status: 'POSTED', transactionId: 'T-1' };
    let hear: (payload: string) => void = () => undefined;
    const heard = new Promise<string>((resolve) => (hear = resolve));
    await listening.listen(PAYMENT_EVENTS_CHANNEL, (payload) => hear(payload));
    // A LISTEN through the pooler would stay on whichever server connection ran it, which then serves others.
    await publishLoanEvent(publishing.db, event);
    expect(JSON.parse(await heard)).toEqual(event);
  });

  it('runs two processes’ concurrent transactions, each on whichever server connection is free', async () => {
    const processes = [await open(), await open()];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        processes[i % 2]!.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${i % 5})`);
          const answer = await tx.execute(sql`select ${i}::int as n`);
          return (answer as unknown as { rows: { n: number }[] }).rows[0]?.n;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });
});
