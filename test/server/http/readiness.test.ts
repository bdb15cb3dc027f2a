// /readyz answers 200 while the database answers and 503 once it does not, so a load balancer takes the process out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

it('is ready while the database answers', async () => {
  const res = await fetch(`${h.baseUrl}/readyz`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toMatchObject({ ok: true, database: { ok: true } });
});

it('is not ready once the database is gone, while /healthz still says the process is up', async () => {
  const original = h.server.services.db.execute.bind(h.server.services.db);
  // A stand-in for a dropped connection: the one call /readyz makes fails the way a pool's query does.
  h.server.services.db.execute = (() =>
    Promise.reject(new Error('connection terminated'))) as unknown as typeof original;
  try {
    const res = await fetch(`${h.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: false, database: { ok: false } });
    expect(JSON.stringify(body)).not.toContain('connection terminated');
    expect((await fetch(`${h.baseUrl}/healthz`)).status).toBe(200);
  } finally {
    h.server.services.db.execute = original;
  }
});
