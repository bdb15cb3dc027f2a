// Where a server test's data lives: an in-memory PGlite (the default run; a copy of the migrated snapshot that
// test/support/pgliteGlobalSetup.ts built), or a fresh database of its own on the PostgreSQL the `postgres` run
// started (test/support/postgresGlobalSetup.ts; a copy of its migrated template), dropped again when the test is done.
// There every connection goes through the run's PgBouncer (transaction mode), but for what needs a session of its
// own, which goes straight to the cluster (DATABASE_DIRECT_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { forgetDatabase, throughPooler } from '../support/pgbouncer';

/** The admin URL in the PostgreSQL run; undefined in the PGlite run. */
export function postgresAdminUrl(): string | undefined {
  try {
    return inject('postgresAdminUrl') || undefined;
  } catch {
    return undefined;
  }
}

export interface TestDatabaseUrl {
  /** Through the pooler. */
  url: string;
  /** Straight to the cluster. */
  directUrl: string;
  /** What a server is given for it: DATABASE_URL through the pooler, DATABASE_DIRECT_URL straight. */
  env: { DATABASE_URL: string; DATABASE_DIRECT_URL: string };
  drop(): Promise<void>;
}

/** The run's pooler (test/support/pgbouncer.ts): its admin URL. */
function postgresPoolerUrl(): string {
  const url = inject('postgresPoolerUrl');
  if (!url)
    throw new Error('The PostgreSQL run starts PgBouncer in its global setup (test/support/postgresGlobalSetup.ts)');
  return url;
}

/** The run's migrated template database (test/support/postgresGlobalSetup.ts), when there is one. */
function postgresTemplate(): string | undefined {
  try {
    return inject('postgresTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new PostgreSQL database of its own (the PostgreSQL run only): a copy of the run's migrated template, so opening
 * it finds every migration applied, or an empty one where there is no template or `empty` asks for one.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabaseUrl> {
  const name = `portal_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : postgresTemplate();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const direct = new URL(adminUrl);
  direct.pathname = `/${name}`;
  const directUrl = direct.toString();
  const poolerUrl = postgresPoolerUrl();
  const url = throughPooler(poolerUrl, directUrl);
  return {
    url,
    directUrl,
    env: { DATABASE_URL: url, DATABASE_DIRECT_URL: directUrl },
    async drop() {
      await forgetDatabase(poolerUrl, name);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Not WITH (FORCE): killing a connection some pool still holds makes its client throw in the test process. A
      // database still in use is left behind; the cluster is thrown away at the end of the run anyway.
      await client.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await client.end();
    },
  };
}

/** For tests that use the database without a server: PGlite in memory, or their own PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return openDatabase({ memory: true });
  const created = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: created.url, directUrl: created.directUrl });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** The environment and options a test server needs: the database's in the PostgreSQL run, memory otherwise. */
export async function testServerDatabase(): Promise<{
  env: Record<string, string>;
  memory: boolean;
  drop(): Promise<void>;
}> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return { env: {}, memory: true, drop: async () => undefined };
  const created = await createPostgresDatabase(adminUrl);
  return { env: created.env, memory: false, drop: created.drop };
}
