// The per-address limit on /graphql and the cap on subscriptions per websocket. The limiter's rule over any calls at
// any times (fast-check): an address never gets more than a minute's allowance plus what refilled meanwhile, and a
// refused caller who waits the seconds it was told is served. Over HTTP: 429 with retry-after and the message in the
// caller's language, other addresses unaffected. Over a websocket: the eleventh open subscription is refused.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applications } from '../../../server/db/schema';
import { addressLimiter, MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../../server/graphql/rateLimit';
import { startHarness, type Harness } from '../harness';

describe('the address limiter', () => {
  it('allows at most a minute’s allowance plus the refill, and serves a caller who waited as told', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 400 }),
        (perMinute, gaps) => {
          let now = 0;
          const limiter = addressLimiter(perMinute, () => now);
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            const wait = limiter.take('198.51.100.7');
            if (wait === 0) allowed += 1;
            else {
              expect(wait).toBeGreaterThanOrEqual(1);
              // Told to wait: after that long the next call is served.
              now += wait * 1_000;
              expect(limiter.take('198.51.100.7')).toBe(0);
              allowed += 1;
            }
            expect(allowed).toBeLessThanOrEqual(perMinute + Math.floor((now * perMinute) / 60_000));
          }
          now += 60_000;
          expect(limiter.take('198.51.100.7')).toBe(0);
        },
      ),
    );
  });

  it('is off at 0', () => {
    const limiter = addressLimiter(0, () => 0);
    for (let i = 0; i < 1_000; i += 1) expect(limiter.take('198.51.100.7')).toBe(0);
  });
});

describe('over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ GRAPHQL_RATE_LIMIT: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => h.close());

  const ask = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${h.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it('refuses an address past its allowance with 429, retry-after and a message in its language', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask('198.51.100.7')).status).toBe(200);
    const refused = await ask('198.51.100.7', { cookie: 'lang=es' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0]?.message).toMatch(/^Demasiadas solicitudes desde su red\. Espere \d+ segundos?/);
    expect((await ask('198.51.100.8')).status).toBe(200);
  });
});

describe('over a websocket', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it(`holds ${MAX_SUBSCRIPTIONS_PER_SOCKET} open subscriptions and refuses one more`, async () => {
    const [application] = await h.server.services.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.email, 'resume.app@example.com'))
      .limit(1);
    const client = createClient({
      url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: await h.idToken('resume.app@example.com') },
      retryAttempts: 0,
    });
    const query = `subscription { registerApplicationListener(applicationId: "${application!.id}") { status } }`;
    const outcomes: unknown[] = [];
    const subscribe = () =>
      new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('complete') });
      });
    const open = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () => {
      void subscribe().then((o) => outcomes.push(o));
    });
    expect(open).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET);
    const refused = (await subscribe()) as { extensions?: { code?: string } }[];
    expect(refused[0]?.extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
    // The ten stay open: none of them ended or failed.
    expect(JSON.stringify(outcomes)).toBe('[]');
    await client.dispose();
  });
});
