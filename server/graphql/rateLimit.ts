// A limit on how fast one client address may call /graphql, and on how many subscriptions one websocket may hold.
// Each process keeps its own token bucket per address rather than a window in the database: a shared window costs a
// transaction on every request, more than most requests themselves, while what this guards against (one address
// flooding a process) is a per-process harm. Behind N processes an address gets up to N times the figure (README).
// The sign-in, reset and code routes keep their own shared windows in the database (server/auth/throttle.ts).

/** Subscriptions one websocket may hold at once; the portal's client holds one or two. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 10;

/** Addresses kept before idle (full) buckets are dropped, bounding the memory a spray of addresses can take. */
const MAX_TRACKED = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export interface AddressLimiter {
  /** Takes one request's token: 0 when allowed, else the whole seconds until the address may call again. */
  take(address: string): number;
}

/**
 * `perMinute` requests per minute per address, in bursts of up to that many (a page's burst of reads is never
 * refused); 0 turns the limit off. `nowMs` is the limiter's clock, in milliseconds.
 */
export function addressLimiter(perMinute: number, nowMs: () => number): AddressLimiter {
  if (perMinute <= 0) return { take: () => 0 };
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, now: number) => {
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
  };
  return {
    take(address) {
      const now = nowMs();
      let bucket = buckets.get(address);
      if (!bucket) {
        if (buckets.size >= MAX_TRACKED) {
          for (const [key, b] of buckets) {
            refill(b, now);
            if (b.tokens >= perMinute) buckets.delete(key);
          }
        }
        bucket = { tokens: perMinute, at: now };
        buckets.set(address, bucket);
      } else refill(bucket, now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}
