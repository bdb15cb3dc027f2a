// Persisted operations: a production server runs only the operations the client was built with (the documents
// under api/, as api/generated/graphql.ts sends them), over HTTP and WebSocket; anything else is refused before it
// is parsed. Outside production any valid operation runs (the other tests rely on that).
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CustomerSystemSearchDocument, SearchSsnDocument } from '../../../api/generated/graphql';
import { clientOperations, registeredOperationHashes, sha256 } from '../../../server/graphql/persisted';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ NODE_ENV: 'production', SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  token = await h.idToken('online.returning@example.com');
});
afterAll(() => h.close());

describe('the registered set', () => {
  it('holds the SHA-256 of every client operation text', () => {
    const hashes = registeredOperationHashes();
    expect(hashes.size).toBe(clientOperations().size);
    expect(hashes.has(sha256(SearchSsnDocument))).toBe(true);
  });
});

describe('in production', () => {
  it('a registered operation, sent exactly as the client sends it, runs', async () => {
    const { status, body } = await h.graphql(CustomerSystemSearchDocument, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ customerSystemSearch: { isCoreCustomer: true } });
    const search = await h.graphql(SearchSsnDocument, { token, variables: { ssn: '123-45-6789' } });
    expect(search.status).toBe(200);
    expect(search.body.data).toMatchObject({ searchSsn: { existsInP360: expect.any(Boolean) } });
  });

  it('any other operation is refused with 400 PERSISTED_QUERY_NOT_FOUND, even a valid one', async () => {
    for (const query of [
      'query { customerSystemSearch { isCoreCustomer } }',
      `${CustomerSystemSearchDocument} `, // one space more is another text
      `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: searchSsn(ssn: "1") { email }`).join(' ')} }`,
      '{ __schema { types { name } } }',
    ]) {
      const { status, body } = await h.graphql(query, { token });
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(body.data).toBeUndefined();
    }
  });

  it('the same holds over WebSocket', async () => {
    const client = createClient({
      url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: token },
      retryAttempts: 0,
    });
    const run = (query: string) =>
      new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((resolve) => {
        client.subscribe(
          { query },
          {
            next: (value) => resolve(value as { data?: unknown }),
            error: (errors) => resolve({ errors: errors as { extensions?: { code?: string } }[] }),
            complete: () => undefined,
          },
        );
      });
    const refused = await run('subscription { registerApplicationListener(applicationId: "a1") { __typename } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const ok = await run(CustomerSystemSearchDocument);
    expect(ok.data).toMatchObject({ customerSystemSearch: { isCoreCustomer: true } });
    await client.dispose();
  });
});
