// GraphQL over WebSocket (graphql-transport-ws): the identity token rides in the connection params; without a
// valid one the server refuses the connection; subscriptions keep their @auth rules.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function connect(params: Record<string, unknown>): Client {
  return createClient({
    url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: false,
    // The refusal is what a test expects; the library's default would print the whole close event.
    onNonLazyError: () => undefined,
  });
}

type Outcome = { errors?: { extensions?: { code?: string } }[] };

/** Runs one subscription and resolves with its first error (or the close event that ended it). */
function firstOutcome(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve) => {
    client.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('complete') });
  });
}

describe('GraphQL over WebSocket', () => {
  const LISTEN = 'subscription { registerApplicationListener(applicationId: "a1") { status } }';

  it('closes the connection as Forbidden without a valid identity token', async () => {
    const client = connect({ authorization: 'not-a-token' });
    const outcome = (await firstOutcome(client, LISTEN)) as { code?: number };
    expect(outcome.code).toBe(4403);
    await client.dispose();
  });

  it('accepts a customer and applies the subscription’s @auth and customer scope', async () => {
    const client = connect({ authorization: await h.idToken('resume.app@example.com') });
    const outcome = (await firstOutcome(client, LISTEN)) as Outcome;
    // "a1" is no application of theirs (server/applications/access.ts).
    expect(outcome.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await client.dispose();
  });

  it('refuses a subscription to a role not listed in its @auth', async () => {
    const client = connect({ authorization: await h.codeIdToken('enroll.user@example.com') });
    const outcome = (await firstOutcome(client, LISTEN)) as Outcome;
    expect(outcome.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await client.dispose();
  });
});
