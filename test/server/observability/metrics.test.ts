// /metrics after a customer signs in and pays: the request counter for /graphql by operation name, the latency
// histogram's buckets, the outbox queue, the payment worker's lag, Node's event-loop delay. And who may scrape it:
// the bearer token when METRICS_TOKEN is set, anyone in development without it, nobody in production without it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountSummaryDocument, MakePaymentDocument, RegisterListenerDocument } from '../../../api/generated/graphql';
import { ConfigError, loadConfig } from '../../../server/config';
import { outbox } from '../../../server/db/schema';
import { makeMetrics } from '../../../server/observability/metrics';
import { registerMetricsRoute } from '../../../server/observability/metricsRoute';
import { startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import { connect, payInput } from '../account/accountHelpers';

const INES = 'installment.customer@example.com';
const LOAN = 'ILP-1900101';
const TOKEN = 'metrics-token-for-the-test-0123456789';
const clock = testClock();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ METRICS_TOKEN: TOKEN }, { clock: clock.now, paymentWorker: { enabled: false } });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${h.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('shows requests by operation, latency buckets, the payment lag and the event-loop delay after a payment', async () => {
    const token = await h.idToken(INES);
    expect((await h.graphql(AccountSummaryDocument as unknown as string, { token })).body.errors).toBeUndefined();
    const paid = await h.graphql(MakePaymentDocument as unknown as string, {
      token,
      variables: { input: payInput({ loanNumber: LOAN, amountCents: 1_000 }) },
    });
    expect(paid.body.errors).toBeUndefined();
    // An operation nobody shipped is counted as "other", never under the name its caller chose.
    await h.graphql('query MadeUpName { __typename }', { token });
    // The payment is due to settle 1.5 s after it was taken; the worker is off, so it is late by the rest.
    clock.advance(61_500);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const graphql = { method: 'POST', route: '/graphql', status_code: '200' };
    expect(sample(text, 'portal_http_requests_total', graphql)).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'portal_http_requests_total', { route: '/cognito' })).toBeGreaterThanOrEqual(1);
    for (const operation of ['AccountSummary', 'MakePayment']) {
      expect(sample(text, 'portal_graphql_operations_total', { operation, transport: 'http', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'portal_graphql_operation_duration_seconds_count', { operation })).toBe(1);
    }
    expect(sample(text, 'portal_graphql_operations_total', { operation: 'other' })).toBe(1);
    expect(text).not.toContain('MadeUpName');
    expect(sample(text, 'portal_http_request_duration_seconds_bucket', { route: '/graphql', le: '+Inf' })).toBe(
      sample(text, 'portal_http_request_duration_seconds_count', { route: '/graphql' }),
    );
    expect(sample(text, 'portal_http_request_duration_seconds_bucket', { route: '/graphql', le: '0.1' })).toBeDefined();
    expect(sample(text, 'portal_payments_pending')).toBe(1);
    expect(sample(text, 'portal_payment_worker_lag_seconds')).toBeCloseTo(60, 0);
    expect(sample(text, 'portal_outbox_queued_messages')).toBe(0);
    expect(sample(text, 'portal_outbox_oldest_queued_age_seconds')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // PGlite has no pool; on PostgreSQL the pool's figures are there.
    if (h.server.services.config.databaseUrl) {
      expect(sample(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }

    // A message queued for delivery two minutes ago (as with SMTP_URL set) and not yet sent.
    await h.server.services.db.insert(outbox).values({
      to: 'someone@example.com',
      channel: 'email',
      subject: 'Queued',
      text: 'Queued',
      sealedText: 'sealed',
      nextAttemptAt: clock.now(),
      createdAt: new Date(clock.now().getTime() - 120_000),
    });
    await h.server.services.paymentWorker.tick(clock.now());
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(after, 'portal_payments_pending')).toBe(0);
    expect(sample(after, 'portal_payment_worker_lag_seconds')).toBe(0);
    expect(sample(after, 'portal_outbox_queued_messages')).toBe(1);
    expect(sample(after, 'portal_outbox_oldest_queued_age_seconds')).toBeCloseTo(120, 0);
  });

  it('counts operations over the websocket by name', async () => {
    const token = await h.idToken(INES);
    const summary = await h.graphql(AccountSummaryDocument as unknown as string, { token });
    const loanId = (summary.body.data?.accountSummary as { loan: { id: string } }).loan.id;
    const client = connect(h, token);
    const dispose = client.subscribe(
      { query: RegisterListenerDocument as unknown as string, variables: { loanId } },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    const ws = { operation: 'RegisterListener', type: 'subscription', transport: 'ws', outcome: 'ok' };
    await vi.waitFor(async () => {
      expect(sample(await (await scrape(`Bearer ${TOKEN}`)).text(), 'portal_graphql_operations_total', ws)).toBe(1);
    });
    dispose();
    await client.dispose();
  });

  it('counts a GraphQL error by its code', async () => {
    await h.graphql(AccountSummaryDocument as unknown as string);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(text, 'portal_graphql_errors_total', { operation: 'AccountSummary' })).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const answer = async (env: Record<string, string>) => {
    const app = Fastify();
    registerMetricsRoute(app, makeMetrics(), loadConfig({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'm-')) }));
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    await app.close();
    return res.statusCode;
  };

  it('is absent in production and open in development', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(await answer({ NODE_ENV: 'production', SSN_ENCRYPTION_KEY: key })).toBe(404);
    expect(await answer({ NODE_ENV: 'development' })).toBe(200);
  });
});

describe('the observability settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('refuse a short token, a bad collector URL and a bad service name, never echoing the token', () => {
    const found = problems({
      METRICS_TOKEN: 'short-secret',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
      OTEL_SERVICE_NAME: 'has spaces',
    });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).not.toContain('short-secret');
    const config = loadConfig({ METRICS_TOKEN: TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' });
    expect(config.observability).toEqual({
      metricsToken: TOKEN,
      otlpEndpoint: 'http://collector:4318',
      serviceName: 'lender-portal',
    });
  });
});
