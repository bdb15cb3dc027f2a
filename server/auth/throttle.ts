// Sliding-window throttles for the public auth routes, kept in the database so every API process behind a load
// balancer shares them. Keys are digests (see digests.ts); events older than the window are pruned as we go.
import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Tx } from './keyLock';

export interface ThrottleRule {
  bucket: string;
  /** Events allowed per key within the window. */
  limit: number;
  windowMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long until the key's window has room again; 0 when it has room now. Prunes events older than the window. */
async function waitFor(tx: Tx, rule: ThrottleRule, keyHash: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const ofKey = and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.keyHash, keyHash));
  await tx.delete(throttleEvents).where(and(ofKey, lte(throttleEvents.createdAt, since)));
  const [window] = await tx
    .select({ n: count(), oldest: min(throttleEvents.createdAt) })
    .from(throttleEvents)
    .where(and(ofKey, gt(throttleEvents.createdAt, since)));
  if ((window?.n ?? 0) < rule.limit) return 0;
  const oldest = window?.oldest ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/** Records one event for the key if the window still has room; otherwise says how long until it will. */
export async function takeThrottle(
  db: Db,
  rule: ThrottleRule,
  keyHash: string,
  now = new Date(),
): Promise<ThrottleResult> {
  return takeThrottles(db, [{ rule, keyHash }], now);
}

/**
 * All or nothing over several windows: records one event in each only when every one has room, so a refused request
 * spends nobody's allowance (a client that retries a refusal, as Amplify does with LimitExceededException, cannot use
 * up a shared window). Refused, it names the longest wait. Keys are locked in one order, so two calls cannot deadlock.
 */
export async function takeThrottles(
  db: Db,
  windows: { rule: ThrottleRule; keyHash: string }[],
  now = new Date(),
): Promise<ThrottleResult> {
  return db.transaction(async (tx) => {
    const keys = windows.map((w) => `throttle:${w.rule.bucket}:${w.keyHash}`).sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    let retryAfterSeconds = 0;
    for (const { rule, keyHash } of windows) {
      retryAfterSeconds = Math.max(retryAfterSeconds, await waitFor(tx, rule, keyHash, now));
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    for (const { rule, keyHash } of windows) {
      await tx.insert(throttleEvents).values({ bucket: rule.bucket, keyHash, createdAt: now });
    }
    return { allowed: true };
  });
}

/** What a throttled route answers: 429 with `retry-after` and a message the screen shows. Throw the result. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, 'TOO_MANY_REQUESTS', message);
}
