// Named (prepared) statements for PostgreSQL through `pg`: every parameterised statement Drizzle sends gets a name
// derived from its text, so each pooled connection parses and plans a given statement once and afterwards only binds
// and executes it. The portal's statements are a fixed set built by the query builder, so the names repeat; a text
// never seen before past `MAX_NAMED` distinct ones runs unnamed (as before), which bounds what each connection keeps.
// The name is a digest of the text, so one name can never stand for two texts (pg refuses that). Statements without
// parameters (migrations, LISTEN, raw SQL) are left alone: they may hold several commands, which a prepared
// statement cannot.
import { createHash } from 'node:crypto';

const MAX_NAMED = 2_000;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `p_${createHash('sha1').update(text, 'utf8').digest('base64url')}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** Wraps one pg client's `query` so Drizzle's parameterised statements are named. */
export function nameStatements(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && !('submit' in config)) {
      const c = config as QueryConfigLike;
      // Drizzle passes the values as the second argument, `pg` also takes them in the config.
      const values = Array.isArray(c.values) ? c.values : rest[0];
      if (typeof c.text === 'string' && !c.name && Array.isArray(values) && values.length > 0) {
        const name = nameFor(c.text);
        if (name) return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
