// A rolling restart: two API processes on one PostgreSQL behind a balancer that sends requests only to processes
// whose /readyz answers 200 (as a load balancer's health check does), each process stopped (SIGTERM) and started
// again in turn while customers keep reading. Not one request fails: a stopping process leaves rotation first and
// finishes what it holds. A payment listener connected to the first process is sent away (1001) when it stops,
// reconnects through the balancer to the other, and hears its payment settle there; the customer is told of it once.
// PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { and, eq, like } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { outbox } from '../../../server/db/schema';
import { recordPass } from '../../../server/mfa/gate';
import { freePort, startApiProcess, type ApiProcess } from '../../support/startApiProcess';
import { createPostgresDatabase, postgresAdminUrl, type TestDatabaseUrl } from '../testDatabase';
import { LISTEN, PAY, payInput, SUMMARY } from '../account/accountHelpers';

const adminUrl = postgresAdminUrl();
const CLIENT_ID = 'localportalclient0000000001';
const CUSTOMER = 'installment.customer@example.com';
const READ = '{ customerSystemSearch { isReturningCustomer } }';

/** The balancer: the processes by port, and which of them its health check last found ready. */
class Balancer {
  readonly ready = new Map<string, boolean>();
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  constructor(readonly ports: string[]) {}
  start() {
    const check = () =>
      Promise.all(
        this.ports.map(async (port) => {
          const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.status === 200,
            () => false,
          );
          this.ready.set(port, ok);
        }),
      );
    this.timer = setInterval(() => void check(), 100);
    return check();
  }
  stop() {
    clearInterval(this.timer);
  }
  /** A ready process's base URL, taking turns. */
  pick(): string {
    const ready = this.ports.filter((port) => this.ready.get(port));
    if (ready.length === 0) throw new Error('no process is ready');
    return `http://127.0.0.1:${ready[this.next++ % ready.length]}`;
  }
}

describe.skipIf(!adminUrl)('a rolling restart of two processes under load', () => {
  let database: TestDatabaseUrl;
  const running = new Map<string, ApiProcess>();
  let env: (port: string) => Record<string, string>;
  let balancer: Balancer;

  const stop = (port: string) =>
    new Promise<void>((resolve) => {
      const p = running.get(port);
      if (!p || p.child.exitCode !== null) return resolve();
      p.child.once('exit', () => resolve()).kill('SIGTERM');
    });
  const start = async (port: string) => running.set(port, await startApiProcess(env(port)));
  const until = async (test: () => boolean) => {
    while (!test()) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    const shared = {
      ...database.env,
      SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // Longer than the balancer's 100 ms check, as a deployment sets it above its load balancer's.
      SHUTDOWN_DRAIN_MS: '1000',
      // Four readers on one address, as fast as the processes answer.
      GRAPHQL_RATE_LIMIT: '0',
    };
    const dirs = new Map<string, string>();
    env = (port) => {
      if (!dirs.has(port)) dirs.set(port, mkdtempSync(path.join(tmpdir(), `portal-roll-${port}-`)));
      return { ...shared, PORT: port, DATA_DIR: dirs.get(port)! };
    };
    const ports = [String(await freePort()), String(await freePort())];
    await start(ports[0]!);
    await start(ports[1]!);
    balancer = new Balancer(ports);
    await balancer.start();
  }, 120_000);

  afterAll(async () => {
    balancer?.stop();
    await Promise.all([...running.keys()].map(stop));
    await database?.drop();
  });

  it('fails no request, and a listener sent away hears its payment on the other process', async () => {
    const [first, second] = balancer.ports as [string, string];
    const signIn = await fetch(`${balancer.pick()}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: CUSTOMER, PASSWORD: 'Passw0rd!' },
      }),
    });
    const token = ((await signIn.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
    // The multi-factor check passed for this sign-in, as the code step records it (its own tests cover the step).
    const { origin_jti: originJti, sub } = decodeJwt(token) as { origin_jti: string; sub: string };
    const opened = await openDatabase({ databaseUrl: database.url, directUrl: database.directUrl });
    await recordPass(opened.db, { originJti, subject: sub }, 'CODE');
    await opened.close();
    const graphql = async (base: string, query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: Record<string, any>; errors?: unknown[] } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL's loose JSON
    };

    // Customers reading, four at a time, until the restarts are over.
    const failures: string[] = [];
    const served = new Map<string, number>();
    let reading = true;
    const reader = async () => {
      while (reading) {
        const base = balancer.pick();
        try {
          const answer = await graphql(base, READ);
          if (answer.status !== 200 || answer.body.errors) failures.push(`${base}: ${answer.status}`);
          else served.set(base, (served.get(base) ?? 0) + 1);
        } catch (error) {
          failures.push(`${base}: ${String(error)}`);
        }
      }
    };
    const readers = Array.from({ length: 4 }, reader);

    // A payment listener on the first process, for a payment still pending.
    const loanId = (await graphql(`http://127.0.0.1:${first}`, SUMMARY)).body.data?.accountSummary.loan.id as string;
    const paid = await graphql(`http://127.0.0.1:${second}`, PAY, {
      input: payInput({ loanNumber: 'ILP-1900101', kind: 'DUE', amountCents: 11_942 }),
    });
    const paymentId = paid.body.data?.makePayment.id as string;
    const closes: number[] = [];
    let url = `ws://127.0.0.1:${first}/graphql`;
    const client = createClient({
      url: () => url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: token },
      retryAttempts: 5,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
      shouldRetry: () => true,
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    const heard = new Promise<unknown[]>((resolve, reject) => {
      const events: unknown[] = [];
      client.subscribe(
        { query: LISTEN, variables: { id: loanId } },
        {
          next: (m) => events.push(m.data?.registerListener),
          error: reject,
          complete: () => resolve(events),
        },
      );
    });

    // Each process in turn: stopped, then started again on its port; the next only once it is back in rotation.
    for (const port of [first, second]) {
      const stopped = stop(port);
      await until(() => balancer.ready.get(port) === false);
      // From here the balancer sends the listener's reconnection to the process still in rotation.
      url = `${balancer.pick().replace('http', 'ws')}/graphql`;
      await stopped;
      await start(port);
      await until(() => balancer.ready.get(port) === true);
    }
    const events = await heard;
    reading = false;
    await Promise.all(readers);
    await client.dispose();

    expect(failures).toEqual([]);
    expect(served.get(`http://127.0.0.1:${first}`)).toBeGreaterThan(0);
    expect(served.get(`http://127.0.0.1:${second}`)).toBeGreaterThan(0);
    expect(closes[0]).toBe(1001);
    expect(events).toEqual([{ loanId, status: 'POSTED', transactionId: paymentId }]);
    // Told once, whichever process settled it and however the restarts fell.
    const afterwards = await openDatabase({ databaseUrl: database.url, directUrl: database.directUrl });
    const told = await afterwards.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.to, CUSTOMER), like(outbox.subject, 'Payment received%')));
    await afterwards.close();
    expect(told).toEqual([{ subject: 'Payment received: $119.42 for loan ILP-1900101' }]);
  }, 180_000);
});
