// registerApplicationListener across API processes: two Fastify servers on one database (PGlite, one connection,
// as the embedded default), a listener held by the second receives the changes a submission on the first makes.
// The hub hears only what pg_notify delivers (server/decision/realtime.ts), so this goes through NOTIFY, not memory.
// Also: the current state first, completion on a terminal state, and refusal of another customer's application.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../../server/db/client';
import { startHarness, type Harness } from '../harness';
import { completeApplication, SUBMIT } from './helpers';

const OWNER = 'new.customer@example.com';
const LISTEN = `subscription($id: ID!) { registerApplicationListener(applicationId: $id) {
  applicationId status applicationState action } }`;

let database: Database;
let first: Harness;
let second: Harness;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  // One data directory too: the processes of one deployment share the data key and the identity's signing key.
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-two-')) };
  first = await startHarness(env, { database });
  // The second process runs no job worker: every step of the decision is taken by the first one.
  second = await startHarness(env, { database, jobWorker: { enabled: false } });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

type Event = { applicationId: string; status: string; applicationState: string | null; action: string | null };

function connect(h: Harness, params: Record<string, unknown>): Client {
  return createClient({
    url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
  });
}

/** Every message of one listener until the server completes it (or it errors). */
function listen(client: Client, id: string, onEvent?: (e: Event) => void) {
  const events: Event[] = [];
  const done = new Promise<{ events: Event[]; error?: unknown }>((resolve) => {
    client.subscribe<{ registerApplicationListener: Event }>(
      { query: LISTEN, variables: { id } },
      {
        next: (m) => {
          if (m.errors) resolve({ events, error: m.errors });
          const e = m.data?.registerApplicationListener;
          if (e) {
            events.push(e);
            onEvent?.(e);
          }
        },
        error: (error) => resolve({ events, error }),
        complete: () => resolve({ events }),
      },
    );
  });
  return done;
}

describe('registerApplicationListener', () => {
  it('receives on the second server the changes a submission on the first makes, and completes on DENIED', async () => {
    const app = await completeApplication(database.db, OWNER, { lastName: 'Decline' });
    const token = await first.idToken(OWNER);
    const client = connect(second, { authorization: token });
    let resolveFirst: () => void = () => undefined;
    const firstMessage = new Promise<void>((r) => {
      resolveFirst = r;
    });
    const outcome = listen(client, app.id, () => resolveFirst());
    await firstMessage;
    const submitted = await first.graphql(SUBMIT, { token, variables: { id: app.id } });
    expect(submitted.body.errors).toBeUndefined();
    const { events, error } = await outcome;
    expect(error).toBeUndefined();
    expect(events.map((e) => e.applicationState)).toEqual([
      null,
      'SUBMITTING',
      'PENDING_SAS_CALL_1',
      'PENDING_UNDERWRITING',
      'SUBMIT_DENIED',
      'DENIED',
    ]);
    expect(events.at(-1)).toMatchObject({ status: 'DENIED', applicationId: app.id });
    await client.dispose();
  });

  it('sends the current state first (a reconnect catches up) and completes at once when it is terminal', async () => {
    const app = await completeApplication(database.db, OWNER, { lastName: 'Decline' });
    const token = await first.idToken(OWNER);
    await first.graphql(SUBMIT, { token, variables: { id: app.id } });
    const deadline = Date.now() + 10_000;
    let last: Event | undefined;
    while (Date.now() < deadline) {
      const client = connect(second, { authorization: token });
      const { events } = await listen(client, app.id);
      await client.dispose();
      last = events[0];
      if (last?.applicationState === 'DENIED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toMatchObject({ applicationState: 'DENIED', status: 'DENIED' });
  });

  it('refuses another customer’s application at subscribe, and a connection without a valid token', async () => {
    const app = await completeApplication(database.db, OWNER);
    const other = connect(second, { authorization: await first.idToken('online.returning@example.com') });
    const { events, error } = await listen(other, app.id);
    expect(events).toEqual([]);
    expect((error as { extensions?: { code?: string } }[])[0]?.extensions?.code).toBe('FORBIDDEN');
    await other.dispose();
    const anonymous = connect(second, { authorization: 'forged' });
    const refused = await listen(anonymous, app.id);
    expect((refused.error as { code?: number }).code).toBe(4403);
    await anonymous.dispose();
  });

  it('refuses at connection a connection that names another customer’s application', async () => {
    const app = await completeApplication(database.db, OWNER);
    const other = connect(second, {
      authorization: await first.idToken('online.returning@example.com'),
      applicationId: app.id,
    });
    const refused = await listen(other, app.id);
    expect((refused.error as { code?: number }).code).toBe(4403);
    await other.dispose();
  });
});
