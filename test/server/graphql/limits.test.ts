// Query limits: one request must not be able to stall the server. Depth, aliases,
// root fields and cost are validation rules (server/graphql/limits.ts) checked before anything runs, over HTTP and
// WebSocket alike; the raw text is capped before parsing and the parser stops at a token limit. Every operation the
// client sends passes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { parse, specifiedRules, validate } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auditLog } from '../../../server/db/schema';
import { LIMITS, limitRules } from '../../../server/graphql/limits';
import { clientOperations } from '../../../server/graphql/persisted';
import { buildSchema } from '../../../server/graphql/schema';
import { errorCode, startHarness, type Harness } from '../harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schema = buildSchema();

/** Every .graphql document under api/ (outside generated/), by its path. */
function apiDocuments(): Map<string, string> {
  const dir = path.join(ROOT, 'api');
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.graphql') && !f.startsWith('generated'));
  return new Map(files.map((f) => [`api/${f}`, readFileSync(path.join(dir, f), 'utf8')]));
}

describe('every client operation passes the limits', () => {
  it('each document under api/ (with its fragments, as the client sends it) is within every limit', () => {
    const operations = clientOperations();
    const files = [...apiDocuments()].filter(([, text]) => /^\s*(query|mutation|subscription)\b/m.test(text));
    expect(operations.size).toBe(files.length);
    expect(operations.size).toBeGreaterThan(10);
    for (const [name, text] of operations) {
      expect(text.length, name).toBeLessThan(LIMITS.maxQueryLength);
      const document = parse(text, { maxTokens: LIMITS.maxTokens });
      expect(validate(schema, document, limitRules), name).toEqual([]);
      expect(validate(schema, document, specifiedRules), name).toEqual([]);
    }
  });

  it('the documents as written (fragments in their own files) pass too', () => {
    const all = [...apiDocuments().values()].join('\n');
    const document = parse(all, { maxTokens: 100_000 });
    for (const operation of document.definitions) {
      if (operation.kind !== 'OperationDefinition') continue;
      const fragments = document.definitions.filter((d) => d.kind === 'FragmentDefinition');
      const one = { ...document, definitions: [operation, ...fragments] };
      const errors = validate(schema, one, limitRules);
      expect(errors, operation.name?.value).toEqual([]);
    }
  });
});

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.idToken('online.returning@example.com');
});
afterAll(() => h.close());

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n');

const limitOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.map((e) => e.extensions?.limit);

describe('over HTTP', () => {
  it('15,000 aliased searchSsn (739 KB) are refused at once, and a sign-in beside them is not held up', async () => {
    const query = `query {\n${aliases(15_000, 'searchSsn(ssn: "123-45-6789") { email existsInP360 }')}\n}`;
    expect(query.length).toBeGreaterThan(700_000);
    const started = Date.now();
    const [attack, signIn] = await Promise.all([
      h.graphql(query, { token }),
      (async () => {
        const t = Date.now();
        await h.idToken('resume.app@example.com');
        return Date.now() - t;
      })(),
    ]);
    const took = Date.now() - started;
    expect(attack.status).toBe(400);
    expect(errorCode(attack.body)).toBe('QUERY_TOO_COMPLEX');
    expect(attack.body.errors?.[0]?.message).toMatch(/too long/);
    expect(attack.body.data).toBeUndefined();
    expect(took).toBeLessThan(1_000);
    expect(signIn).toBeLessThan(2_000); // it was held 15.4 s before the limits
  });

  it('500 aliases under the length cap pass the parser only up to its token limit', async () => {
    const query = `{\n${aliases(500, 'searchSsn(ssn: "1") { email }')}\n}`;
    expect(query.length).toBeLessThan(LIMITS.maxQueryLength);
    const started = Date.now();
    const { status, body } = await h.graphql(query, { token });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('QUERY_TOO_COMPLEX');
    expect(limitOf(body)).toEqual(['tokens']);
  });

  it('100 aliases (within the token limit) are refused by the root-field and alias limits', async () => {
    const { status, body } = await h.graphql(`{\n${aliases(100, 'searchSsn(ssn: "1") { email }')}\n}`, { token });
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('QUERY_TOO_COMPLEX');
    expect(limitOf(body)).toEqual(['rootFields', 'aliases']);
    expect(body.errors?.[0]?.message).toMatch(/100 root fields; the limit is 5/);
  });

  it('10,000 aliased timeoutExpireAction write no audit rows', async () => {
    const rows = () =>
      h.server.services.db.select().from(auditLog).where(eq(auditLog.operation, 'session.timeoutExpired'));
    const before = (await rows()).length;
    const query = `mutation {\n${aliases(10_000, 'timeoutExpireAction(isManualTrigger: true) { success }')}\n}`;
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('QUERY_TOO_COMPLEX');
    expect((await rows()).length).toBe(before);
    // Under the length cap the root-field limit refuses it just the same.
    const small = await h.graphql(`mutation {\n${aliases(100, 'timeoutExpireAction { success }')}\n}`, { token });
    expect(small.status).toBe(400);
    expect(limitOf(small.body)).toContain('rootFields');
    expect((await rows()).length).toBe(before);
  });

  it('a document with more tokens than the parser accepts is refused without parsing it all', async () => {
    const query = `{ ${'a '.repeat(3_000)}}`;
    expect(query.length).toBeLessThan(LIMITS.maxQueryLength);
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('QUERY_TOO_COMPLEX');
    expect(limitOf(body)).toEqual(['tokens']);
  });

  it('too deep is refused', async () => {
    const query = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }';
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('QUERY_TOO_COMPLEX');
    expect(limitOf(body)).toContain('depth');
    const depth = body.errors?.find((e) => (e.extensions as { limit?: string } | undefined)?.limit === 'depth');
    expect(depth?.message).toMatch(/9 levels deep; the limit is 8/);
  });

  it('too deep through fragments is refused too', async () => {
    const query = `{ __schema { ...A } }
      fragment A on __Schema { types { ...B } }
      fragment B on __Type { fields { type { ...C } } }
      fragment C on __Type { ofType { ofType { ofType { ofType { name } } } } }`;
    const { body } = await h.graphql(query, { token });
    expect(limitOf(body)).toContain('depth');
  });

  it('more than five root fields are refused', async () => {
    const query = `{ customerSystemSearch { isCoreCustomer } getCurrentDate getLearningCenterLinks { __typename }
      statesForZipcode(zipcode: "43215") searchSsn(ssn: "123-45-6789") { email } skipResumeApplication(email: "x@y.z") }`;
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(limitOf(body)).toEqual(['rootFields']);
    expect(body.errors?.[0]?.message).toMatch(/6 root fields; the limit is 5/);
  });

  it('more than ten aliases anywhere in the operation are refused', async () => {
    const query = `{ customerSystemSearch { ${aliases(11, 'firstName')} } }`;
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(limitOf(body)).toEqual(['aliases']);
  });

  it('fragments spread many times count every time', async () => {
    const query = `{ customerSystemSearch { ...F ...F ...F } }
      fragment F on CustomerSystemSearchResult { a: firstName b: lastName c: boCode d: stateCode }`;
    const { body } = await h.graphql(query, { token });
    // The same fragment spread three times is merged by graphql, but the count is what the walk sees: 12 > 10.
    expect(limitOf(body)).toEqual(['aliases']);
  });

  it('lists multiply the cost of what is below them', async () => {
    const query = '{ __schema { types { fields { args { type { name } } } } } }';
    const { status, body } = await h.graphql(query, { token });
    expect(status).toBe(400);
    expect(limitOf(body)).toEqual(['cost']);
    expect(body.errors?.[0]?.message).toMatch(/cost is 2112; the limit is 500/);
  });

  it('an ordinary client operation still runs', async () => {
    const { status, body } = await h.graphql('query { customerSystemSearch { isCoreCustomer } }', { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ customerSystemSearch: { isCoreCustomer: true } });
  });
});

describe('over WebSocket', () => {
  let client: Client;
  beforeAll(() => {
    client = createClient({
      url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: token },
      retryAttempts: 0,
    });
  });
  afterAll(() => client.dispose());

  type Errors = { extensions?: Record<string, unknown>; message: string }[];
  const outcome = (query: string, variables?: Record<string, unknown>) =>
    new Promise<{ errors?: Errors; data?: unknown }>((resolve) => {
      client.subscribe(
        { query, ...(variables ? { variables } : {}) },
        {
          next: (value) => resolve(value as { errors?: Errors; data?: unknown }),
          error: (errors) => resolve({ errors: errors as Errors }),
          complete: () => undefined,
        },
      );
    });

  it('15,000 aliases are refused with QUERY_TOO_COMPLEX, and the connection stays usable', async () => {
    const query = `query {\n${aliases(15_000, 'searchSsn(ssn: "123-45-6789") { email }')}\n}`;
    const started = Date.now();
    const refused = await outcome(query);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const ok = await outcome('query { customerSystemSearch { isCoreCustomer } }');
    expect(ok).toEqual({ data: { customerSystemSearch: { isCoreCustomer: true } } });
  });

  it('depth and root fields are limited over WebSocket too, subscriptions included', async () => {
    const deep = await outcome(
      'query { __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    );
    expect(deep.errors?.map((e) => e.extensions?.limit)).toContain('depth');
    const wide = await outcome(
      `subscription { ${aliases(6, 'registerApplicationListener(applicationId: "a1") { __typename }')} }`,
    );
    expect(wide.errors?.map((e) => e.extensions?.limit)).toEqual(expect.arrayContaining(['rootFields']));
  });

  it('a wrong variable type is BAD_USER_INPUT', async () => {
    const refused = await outcome(
      'subscription ($id: ID!) { registerApplicationListener(applicationId: $id) { __typename } }',
      {
        id: { not: 'an id' },
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a parse error is answered, not a closed socket', async () => {
    const refused = await outcome('query {');
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
