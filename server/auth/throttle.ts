// Sliding-window throttles for the public auth routes, kept in the database so every API process behind a load
// balancer shares them. Keys are digests (see digests.ts); events older than the window are pruned as we go.
import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import { withKeyLock } from './keyLock';

export interface ThrottleRule {
  bucket: string;
  /** Events allowed per key within the window. */
  limit: number;
  windowMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records one event for the key if the window still has room; otherwise says how long until it will. */
export async function takeThrottle(
  db: Db,
  rule: ThrottleRule,
  keyHash: string,
  now = new Date(),
): Promise<ThrottleResult> {
  return withKeyLock(db, `throttle:${rule.bucket}:${keyHash}`, async (tx) => {
    const since = new Date(now.getTime() - rule.windowMs);
    const ofKey = and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.keyHash, keyHash));
    await tx.delete(throttleEvents).where(and(ofKey, lte(throttleEvents.createdAt, since)));
    const [window] = await tx
      .select({ n: count(), oldest: min(throttleEvents.createdAt) })
      .from(throttleEvents)
      .where(and(ofKey, gt(throttleEvents.createdAt, since)));
    if ((window?.n ?? 0) >= rule.limit) {
      const oldest = window?.oldest ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
      return { allowed: false, retryAfterSeconds };
    }
    await tx.insert(throttleEvents).values({ bucket: rule.bucket, keyHash, createdAt: now });
    return { allowed: true };
  });
}

/** What a throttled route answers: 429 with `retry-after` and a message the screen shows. Throw the result. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, 'TOO_MANY_REQUESTS', message);
}
