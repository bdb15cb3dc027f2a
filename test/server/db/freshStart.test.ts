// A reset of the embedded database (RESET_DATA=1, which the browser tests use) starts from a new database rather than
// wiping the old one's rows: a developer's data directory may hold tables an older version of a migration made,
// which the current migrations could not run over.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';

let open: Database | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function strayTables(database: Database): Promise<number | undefined> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'stray_from_an_old_migration'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
}

it('keeps the data directory as it is, unless asked to start fresh', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fresh-'));
  open = await openDatabase({ dataDir });
  await open.db.execute(sql`CREATE TABLE stray_from_an_old_migration (id int)`);
  await open.close();

  open = await openDatabase({ dataDir });
  expect(await strayTables(open)).toBe(1);
  await open.close();

  open = await openDatabase({ dataDir, fresh: true });
  expect(await strayTables(open)).toBe(0);
}, 60_000);
