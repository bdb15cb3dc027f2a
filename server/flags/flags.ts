// Feature flags: defaults from a JSON file, persistent overrides from the feature_flags table, and dev-only
// overrides set through POST /dev/flags that last until restart. One interface, so a hosted flag provider
// (LaunchDarkly-style) can replace it without touching callers.
import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';

export type FlagValue = boolean | number | string | Record<string, unknown>;
export type Flags = Record<string, FlagValue>;

export interface FlagService {
  all(): Promise<Flags>;
  setDevOverrides(values: Flags): void;
  resetDevOverrides(): void;
}

export function makeFlagService(db: Db, defaultsFile: string): FlagService {
  const defaults = JSON.parse(readFileSync(defaultsFile, 'utf8')) as Flags;
  let dev: Flags = {};
  return {
    async all() {
      const rows = await db.select().from(featureFlags);
      const stored = Object.fromEntries(rows.map((r) => [r.key, r.value as FlagValue]));
      return { ...defaults, ...stored, ...dev };
    },
    setDevOverrides(values) {
      dev = { ...dev, ...values };
    },
    resetDevOverrides() {
      dev = {};
    },
  };
}

/** Validates a POST /dev/flags body against the known flags so a typo is refused rather than silently ignored. */
export function validateFlagPatch(
  body: unknown,
  known: Flags,
): { ok: true; value: Flags } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Send a JSON object of flag names to values.' };
  }
  const out: Flags = {};
  for (const [key, value] of Object.entries(body)) {
    // Own flags only: "constructor" or "__proto__" must read as unknown, never as something on Object.prototype.
    if (!Object.hasOwn(known, key)) return { ok: false, message: `Unknown flag "${key}".` };
    const expected = typeof known[key];
    if (typeof value !== expected) return { ok: false, message: `Flag "${key}" must be a ${expected}.` };
    out[key] = value as FlagValue;
  }
  return { ok: true, value: out };
}
