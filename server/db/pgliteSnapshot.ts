// A migrated, empty PGlite data directory, kept as a tarball so that opening a new embedded database costs a copy
// (about half a second) instead of initdb and every migration (about two seconds, more on a busy machine). The
// tarball's name carries a hash of the migration files and of PGlite's version: a new migration, an edited one or
// another PGlite (whose data format may differ) names another file, so a stale snapshot is never loaded. It holds
// the schema only, no rows: seeding depends on the data directory's own key and on today's date.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.join(here, 'migrations');

/**
 * Where snapshots are kept: `.data/snapshots` in the checkout (whatever DATA_DIR says, so every data directory and
 * every test run of this checkout shares them), or PGLITE_SNAPSHOT_DIR.
 */
function snapshotDir(): string {
  return process.env.PGLITE_SNAPSHOT_DIR ?? path.join(here, '..', '..', '.data', 'snapshots');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

const keys = new Map<string, string>();
/** The hash of every migration file (names and contents) and of PGlite's version. */
export function snapshotKey(folder = migrationsFolder): string {
  const known = keys.get(folder);
  if (known) return known;
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(
    readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  hash.update(`pglite ${pglitePackage.version}\n`);
  for (const file of filesUnder(folder)) {
    hash.update(`${path.relative(folder, file)}\n`);
    hash.update(readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 16);
  keys.set(folder, key);
  return key;
}

export const snapshotPath = () => path.join(snapshotDir(), `pglite-migrated-${snapshotKey()}.tar`);

let memo: { path: string; blob: Promise<Blob> } | undefined;

/**
 * The migrated snapshot, read from its file or built (in memory: initdb and the migrations) and written there first.
 * Kept in memory for this process, so a test file that opens several databases reads it once.
 */
export function migratedSnapshot(): Promise<Blob> {
  const file = snapshotPath();
  if (memo?.path !== file) memo = { path: file, blob: readOrBuild(file) };
  const current = memo;
  // A failed build is not remembered: the next opening tries again.
  current.blob.catch(() => {
    if (memo === current) memo = undefined;
  });
  return current.blob;
}

async function readOrBuild(file: string): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet for these migrations.
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    saveSnapshot(file, tarball);
    return new Blob([tarball]);
  } finally {
    await client.close();
  }
}

/**
 * Written beside itself and renamed into place, so a reader (another test worker, a second server) never sees half a
 * file. Older snapshots (other migrations) are removed. A read-only checkout only costs some of the speed-up.
 */
function saveSnapshot(file: string, tarball: Uint8Array): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
    for (const name of readdirSync(path.dirname(file))) {
      if (
        name.startsWith('pglite-migrated-') &&
        path.join(path.dirname(file), name) !== file &&
        !name.endsWith('.partial')
      )
        rmSync(path.join(path.dirname(file), name), { force: true });
    }
  } catch {
    // Not writable: each process builds its own once (kept in memory above).
  }
}
