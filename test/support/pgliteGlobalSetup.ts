// Vitest global setup of the `node` project: the migrated PGlite snapshot (server/db/pgliteSnapshot.ts) is built
// once, before any worker starts, so that every in-memory database of the run opens as a copy of it and no two
// workers run initdb to build the same file. Each opening still gets its own copy: no row crosses test files.
import { migratedSnapshot } from '../../server/db/pgliteSnapshot';

export default async function setup() {
  await migratedSnapshot();
}
