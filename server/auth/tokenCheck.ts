// The token check every authenticated request makes, in two parts of very different cost:
//
// - The signature and claims (RS256 over the token, then its claims normalised) are cached per process by the
//   token's SHA-256 until the token's own `exp`. A token's signature never becomes invalid before it expires (the
//   signing keys are loaded at start and kept), so the cache can never answer differently from verifying again.
// - Revocation is NOT cached: sign-out, RevokeToken and GlobalSignOut on any API process must refuse the token on
//   every other process at once. The check stays an indexed database read made after the request arrived, and the
//   request's other per-sign-in look-up (has this sign-in passed the multi-factor check?) rides along in the same
//   statement; the requests of one turn of the event loop share that statement (../db/batch.ts).
//   This is chosen over invalidating a cache through pg_notify because a notification arrives some time after the
//   commit (and not at all while a listener reconnects), so a revoked token would still work on another process for
//   that window; one indexed read costs less than the bookkeeping needed to close it.
import { createHash } from 'node:crypto';
import { sql, type AnyColumn } from 'drizzle-orm';
import { batchedPerDatabase, inKeyOrder, keysAsJson } from '../db/batch';
import { rowsOf, type Db } from '../db/client';
import { mfaPasses, refreshTokens } from '../db/schema';
import { ACTIVITY_STEP_MS, markActive } from '../identity/refreshTokens';
import type { IdClaims } from '../identity/types';
import type { PassScope } from '../mfa/gate';

/** Verified claims by token digest, each until its token expires; at most `size`, the oldest first out. */
export class VerifiedTokens {
  readonly #entries = new Map<string, IdClaims>();

  constructor(private readonly size = 10_000) {}

  async verify(token: string, verify: (token: string) => Promise<IdClaims>, now = Date.now()): Promise<IdClaims> {
    // The digest, not the token, is the key: the cache never holds a usable credential.
    const key = createHash('sha256').update(token, 'utf8').digest('base64url');
    const hit = this.#entries.get(key);
    if (hit && hit.exp * 1000 > now) return hit;
    if (hit) this.#entries.delete(key);
    const claims = await verify(token);
    this.#entries.set(key, claims);
    if (this.#entries.size > this.size) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return claims;
  }

  get entries(): number {
    return this.#entries.size;
  }
}

export interface SignInState {
  /** The sign-in exists, is not revoked and has not expired. */
  active: boolean;
  /** The scope this sign-in (for this subject) passed the multi-factor check with, or null (gate.ts's `passScope`). */
  passScope: PassScope | null;
  /** When the sign-in was last seen active (a refresh or an API call), for the security page. */
  lastActiveAt: Date | null;
}

/**
 * One statement for both per-sign-in facts: the refresh-token origin's revocation (as server/identity's
 * `isOriginActive` reads it) and its multi-factor pass. A pass is never taken back while its sign-in lives, so a
 * pass read here may be kept for the rest of the request. The requests of one turn of the event loop share the
 * statement (../db/batch.ts): each is still read from the database after it arrived.
 */
export async function signInState(db: Db, originJti: string, subject: string, now = Date.now()): Promise<SignInState> {
  const row = await signInRow(db, { originJti, subject });
  return {
    active: !!row && row.revokedAtMs === null && row.expiresAtMs > now,
    passScope: (row?.passScope as PassScope | null | undefined) ?? null,
    lastActiveAt: row?.lastActiveAtMs == null ? null : new Date(row.lastActiveAtMs),
  };
}

interface SignInRow {
  revokedAtMs: number | null;
  expiresAtMs: number;
  lastActiveAtMs: number | null;
  passScope: string | null;
}

/** Epoch milliseconds as a float8, which both drivers hand back as a number (timestamps differ between them). */
const epochMs = (column: AnyColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Each (origin, subject) of the batch gets the row the single look-up would have read: the refresh token of that
 * origin (each sign-in mints its own) with the pass of that subject, or none.
 */
const signInRow = batchedPerDatabase<{ originJti: string; subject: string }, SignInRow | undefined>(
  async (db, keys) => {
    const batch = keysAsJson(keys, (key) => ({ o: key.originJti, s: key.subject }));
    const rows = await rowsOf<SignInRow & { i: number }>(
      db,
      sql`
      SELECT q.i, s.revoked_at_ms AS "revokedAtMs", s.expires_at_ms AS "expiresAtMs",
             s.last_active_at_ms AS "lastActiveAtMs", s.pass_scope AS "passScope"
      FROM json_to_recordset(${batch}::json) AS q(i int, o text, s text)
      CROSS JOIN LATERAL (
        SELECT ${epochMs(refreshTokens.revokedAt)} AS revoked_at_ms, ${epochMs(refreshTokens.expiresAt)} AS expires_at_ms,
               ${epochMs(refreshTokens.lastActiveAt)} AS last_active_at_ms, ${mfaPasses.scope} AS pass_scope
        FROM ${refreshTokens}
        LEFT JOIN ${mfaPasses} ON ${mfaPasses.originJti} = ${refreshTokens.originJti} AND ${mfaPasses.subject} = q.s
        WHERE ${refreshTokens.originJti} = q.o
        LIMIT 1
      ) s`,
    );
    return inKeyOrder(keys.length, rows);
  },
);

/**
 * Records that a live sign-in made a call, when its last activity is older than a minute: the read above already
 * says when it was, so most calls write nothing.
 */
export async function noteActivity(db: Db, originJti: string, state: SignInState, now: Date): Promise<void> {
  if (!state.active) return;
  if (state.lastActiveAt && now.getTime() - state.lastActiveAt.getTime() < ACTIVITY_STEP_MS) return;
  await markActive(db, originJti, now);
}
