// Stopping behind a load balancer: once asked to stop, the process answers readiness 503 at once while it goes on
// serving for the drain time (the balancer takes it out of rotation meanwhile), then closes its websockets with 1001
// ("going away", so clients reconnect elsewhere) and stops listening.
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ SHUTDOWN_DRAIN_MS: '600' });
});
afterAll(() => h.close().catch(() => undefined));

it('leaves rotation first, serves through the drain, then sends websockets away and stops', async () => {
  expect((await fetch(`${h.baseUrl}/readyz`)).status).toBe(200);
  const socket = new WebSocket(`${h.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  const stopping = h.server.shutdown();
  const ready = await fetch(`${h.baseUrl}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ ok: false, draining: true });
  expect((await fetch(`${h.baseUrl}/healthz`)).status).toBe(200);
  expect(socket.readyState).toBe(WebSocket.OPEN);

  await stopping;
  expect(await closed).toBe(1001);
  await expect(fetch(`${h.baseUrl}/healthz`)).rejects.toThrow();
});
