// The embedded database opens as a copy of the migrated snapshot (server/db/pgliteSnapshot.ts): every opening is
// complete (all migrations applied), owns its rows, and a new migration can never be served an old snapshot.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrationsFolder, snapshotKey, snapshotPath } from '../../../server/db/pgliteSnapshot';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-snapshot-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Rows of a raw query: both drivers answer with `rows`, which the shared Db type leaves unknown. */
const rowsOf = async <Row>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as { rows: Row[] }).rows;
const appliedMigrations = async (database: Database) =>
  (await rowsOf<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]?.n;
const systemIdentifier = async (database: Database) =>
  (await rowsOf<{ id: string }>(database, sql`SELECT system_identifier::text AS id FROM pg_control_system()`))[0]?.id;
const flagKeys = async (database: Database) =>
  (await rowsOf<{ key: string }>(database, sql`SELECT key FROM feature_flags ORDER BY key`)).map((r) => r.key);

describe('the migrated PGlite snapshot', () => {
  it('is named for the migrations: a new or edited migration names another snapshot', () => {
    const copy = path.join(scratch, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    expect(snapshotKey(copy)).toBe(snapshotKey());
    expect(snapshotPath()).toContain(snapshotKey());

    const added = path.join(scratch, 'added');
    cpSync(migrationsFolder, added, { recursive: true });
    writeFileSync(path.join(added, '9999_next.sql'), 'ALTER TABLE users ADD COLUMN nickname text;');
    expect(snapshotKey(added)).not.toBe(snapshotKey());

    const edited = path.join(scratch, 'edited');
    cpSync(migrationsFolder, edited, { recursive: true });
    writeFileSync(
      path.join(edited, '0000_init.sql'),
      `${readFileSync(path.join(edited, '0000_init.sql'), 'utf8')}\n-- edited`,
    );
    expect(snapshotKey(edited)).not.toBe(snapshotKey());
  });

  it('gives every in-memory opening every migration and rows of its own', async () => {
    const first = await openDatabase({ memory: true });
    const second = await openDatabase({ memory: true });
    try {
      expect(await appliedMigrations(first)).toBe(journal.entries.length);
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
      // initdb gives every cluster a new system identifier; copies of one snapshot share the snapshot's.
      expect(await systemIdentifier(first)).toBe(await systemIdentifier(second));
      await first.db.execute(sql`INSERT INTO feature_flags (key, value) VALUES ('snapshotTest', 'true')`);
      expect(await flagKeys(first)).toContain('snapshotTest');
      expect(await flagKeys(second)).not.toContain('snapshotTest');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // The snapshot itself was not written to: a later opening starts empty too.
    const third = await openDatabase({ memory: true });
    expect(await flagKeys(third)).toEqual([]);
    await third.close();
    expect(existsSync(snapshotPath())).toBe(true);
    // Three openings, each a PostgreSQL start in WebAssembly: about 1.5 s each on a quiet machine, more beside other
    // test files.
  }, 60_000);

  it('fills a new data directory from it, and reopens that directory as it was left', async () => {
    const dataDir = path.join(scratch, 'data');
    const cold = await openDatabase({ dataDir });
    expect(await appliedMigrations(cold)).toBe(journal.entries.length);
    await cold.db.execute(sql`INSERT INTO feature_flags (key, value) VALUES ('kept', 'true')`);
    await cold.close();

    const warm = await openDatabase({ dataDir });
    expect(await flagKeys(warm)).toEqual(['kept']);
    await warm.close();
  });
});
