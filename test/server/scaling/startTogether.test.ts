// Processes started at once on a new PostgreSQL database, as a deployment or an autoscaler may start them: each would
// migrate and seed it; the start-up lock (server/db/startupLock.ts) lets one do it while the others wait, so every
// one of them serves, the migrations ran once each, and the demo data is there once. PostgreSQL only: PGlite is one
// process's embedded database by design.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from '../../support/startApiProcess';
import { createPostgresDatabase, postgresAdminUrl, type TestDatabaseUrl } from '../testDatabase';

const adminUrl = postgresAdminUrl();
const PROCESSES = 4;

describe.skipIf(!adminUrl)('processes started at once on an empty database', () => {
  let database: TestDatabaseUrl | undefined;
  const started: ApiProcess[] = [];

  afterAll(async () => {
    await Promise.all(
      started.map((p) =>
        p.child.exitCode === null ? new Promise((resolve) => p.child.once('exit', resolve).kill('SIGTERM')) : null,
      ),
    );
    await database?.drop();
  });

  it('all serve, having migrated and seeded it once', async () => {
    database = await createPostgresDatabase(adminUrl!, { empty: true });
    const shared = {
      ...database.env,
      SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    };
    const starting = Array.from({ length: PROCESSES }, async (_, i) =>
      startApiProcess({
        ...shared,
        PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-together-${i}-`)),
      }),
    );
    const outcomes = await Promise.allSettled(starting);
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
    ).toEqual([]);

    for (const p of started) expect((await fetch(`${p.baseUrl}/healthz`)).status).toBe(200);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query<{ hash: string; n: string }>(
        'SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash HAVING count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
      const demo = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM users WHERE username = 'online.returning@example.com'",
      );
      expect(demo.rows[0]?.n).toBe('1');
    } finally {
      await client.end();
    }
  }, 240_000);
});
