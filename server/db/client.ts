// Opens the database: embedded PGlite under the data directory by default, PostgreSQL when DATABASE_URL is set.
// Both get the same Drizzle schema and the same checked-in migrations.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { traceStatementsOfPglite, traceStatementsOfPool } from '../observability/dbSpans';
import type { PoolStats } from '../observability/queues';
import { tracingOn } from '../observability/tracing';
import { nameStatements } from './namedStatements';
import { migratedSnapshot, migrationsFolder } from './pgliteSnapshot';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Stops listening. */
/** The rows of a raw statement (both drivers answer with `rows`, which the shared Db type leaves unknown). */
export const rowsOf = async <Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  /**
   * LISTEN on a channel: PGlite's own on its one connection; PostgreSQL's on one dedicated client (a pooled
   * connection would lose the LISTEN when it is returned). Payloads arrive as sent with pg_notify.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /**
   * Runs start-up work (the seed) that no two processes may do at once on this database: on PostgreSQL under the
   * start-up lock (./startupLock.ts) the migrations also ran under; PGlite has one process by design.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL: this process's pool (connections open, idle, requests waiting); PGlite has no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL behind a pooler in transaction mode: `databaseUrl` goes through the pooler and this one straight to
   * the server, for what needs a session of its own (see `openPostgres`).
   */
  directUrl?: string | undefined;
  dataDir?: string;
  memory?: boolean;
  /**
   * PGlite: start from a new database, discarding the data directory's (a reset). Wiping the tables alone would keep
   * what a migration since rewritten made, and the rewritten one could not run.
   */
  fresh?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.directUrl);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { useNamedStatements } = await import('./pgliteStatements');
  let dir: string | undefined;
  if (!opts.memory) {
    dir = path.join(opts.dataDir ?? '.data', 'pglite');
    if (opts.fresh) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  // A new database (in memory, or a data directory without one yet) starts as a copy of the migrated snapshot
  // (./pgliteSnapshot.ts) instead of running initdb; an existing one opens as it is. Either way the migrations then
  // run, which for a copy of the snapshot only checks that none is missing.
  const fresh = !dir || !existsSync(path.join(dir, 'PG_VERSION'));
  // One options object: PGlite's constructor drops its second argument when the first (the directory) is undefined,
  // so `new PGlite(undefined, { loadDataDir })` would run initdb and every migration instead of copying.
  const client = new PGlite({ dataDir: dir, ...(fresh ? { loadDataDir: await migratedSnapshot() } : {}) });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // After the migrations: a named statement's plan would not survive their changes to the tables.
  useNamedStatements(client);
  if (tracingOn()) traceStatementsOfPglite(client as never);
  return {
    db: db as unknown as Db,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    whileStarting: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL, through a pool of `pg` connections (10 by default). A pooler in transaction mode hands each transaction
 * (or each statement outside one) whichever server connection is free, so nothing may outlive it there: with
 * `directUrl`, the LISTEN connection and the start-up lock's (a session lock, with the migrations run on that
 * connection) go straight to PostgreSQL, and statements are not named, since a statement prepared on one server
 * connection does not exist on the next. Ordinary statements and transactions go through the pooler.
 */
async function openPostgres(databaseUrl: string, directUrl: string | undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // A pooled connection lost while idle (the server or the pooler restarting, an administrator ending it) is dropped
  // from the pool by `pg`, and the next statement opens another; unheard, the error would end the process.
  pool.on('error', () => undefined);
  if (!directUrl) pool.on('connect', (client) => nameStatements(client));
  if (tracingOn()) traceStatementsOfPool(pool as never);
  const db = drizzle(pool, { schema });
  const { whileHoldingStartupLock } = await import('./startupLock');
  const session = () => new pg.Client({ connectionString: directUrl ?? databaseUrl });
  await whileHoldingStartupLock(session, (client) => migrate(drizzle(client, { schema }), { migrationsFolder }));
  const listener = postgresListener(session);
  return {
    db: db as unknown as Db,
    listen: listener.listen,
    whileStarting: (work) => whileHoldingStartupLock(session, () => work()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', cb: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', cb: (error: Error) => void): unknown;
}

/** One dedicated PostgreSQL connection for every LISTEN of this process; reconnects (and re-listens) when it drops. */
function postgresListener(newClient: () => ListeningClient) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<ListeningClient> | null = null;
  let closed = false;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const connect = (): Promise<ListeningClient> => {
    const c = newClient();
    c.on('notification', (m) => handlers.get(m.channel)?.forEach((h) => h(m.payload ?? '')));
    c.on('error', () => {
      client = null;
      if (!closed) setTimeout(() => void ensure().catch(() => undefined), 1_000);
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
      return c;
    });
  };
  const ensure = () => (client ??= connect());
  return {
    async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const c = await ensure();
      if (first) await c.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      if (client) await (await client).end();
    },
  };
}
