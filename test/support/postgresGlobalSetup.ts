// Vitest global setup of the `postgres` project: one cluster for the run, its admin URL handed to the tests, and one
// migrated database that every test database is copied from (CREATE DATABASE ... TEMPLATE: a file copy), so no test
// runs the migrations itself. Copies share nothing after they are made: no row crosses test files. PgBouncer in
// transaction mode stands in front of the cluster (./pgbouncer.ts), and every test server goes through it, as a
// production one does, with the direct URL beside it for what needs a session.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { startPooler, type Pooler } from './pgbouncer';
import { startCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set only in the PostgreSQL run: where the tests create their own databases. */
    postgresAdminUrl: string;
    /** Set only in the PostgreSQL run: the migrated database the tests' databases are copied from. */
    postgresTemplate: string;
    /** Set only in the PostgreSQL run: the admin URL through the pooler (PgBouncer, transaction mode). */
    postgresPoolerUrl: string;
  }
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  // Named per run: two runs against one TEST_DATABASE_URL server never share (or drop) each other's template.
  const template = `portal_template_${randomBytes(6).toString('hex')}`;
  let pooler: Pooler | undefined;
  try {
    await admin(cluster.adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(cluster.adminUrl);
    url.pathname = `/${template}`;
    // Migrated straight (never through the pooler, which would keep connections to it), then closed: PostgreSQL
    // copies a template only while nobody is connected to it.
    await (await openDatabase({ databaseUrl: url.toString() })).close();
    pooler = await startPooler(cluster.adminUrl);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', template);
  project.provide('postgresPoolerUrl', pooler.url);
  return async () => {
    await pooler.stop();
    await admin(cluster.adminUrl, `DROP DATABASE IF EXISTS ${template}`).catch(() => undefined);
    await cluster.stop();
  };
}
