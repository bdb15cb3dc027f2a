// Statements the most frequent requests run (the token check's, the resume check's), built once per database instead
// of on every call: the query builder walks the query's parts to write its SQL each time it runs, which cost more of a
// request's CPU than the driver's work. Built once, the text and the places of its parameters are kept, and each call
// binds its values through Drizzle's placeholders. Whether the statement is also named on each connection stays the
// driver's decision (./namedStatements.ts, ./pgliteStatements.ts): the name given here is empty on purpose, which
// both drivers treat as an unnamed statement.
import type { Db } from './client';

/** No name: see above. */
export const UNNAMED = '';

/** `build` run once per database (a test process runs several servers, each with its own). */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
