// Fuzzing the real server: thousands of generated hostile requests (GraphQL operations from the schema with hostile
// and wrongly typed variables and broken documents, every identity operation, every REST route) from a fixed seed.
// No answer may be a 5xx, no log line may carry a stack trace, no request may take over 2 s. A failure prints the
// request so it can be replayed; FUZZ_SEED=<n> runs another sequence.
import { type GraphQLArgument, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations as identityOperations } from '../../../server/identity/operations';
import { buildSchema } from '../../../server/graphql/schema';
import { brandPages, restPaths } from '../../../src/lib/restPaths';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { anyValue, brokenDocument, HOSTILE_STRINGS, inputValue, seeded, selectionOf, type Random } from './hostile';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SLOW_MS = 2_000;
const schema = buildSchema();

interface Sent {
  label: string;
  status: number;
  ms: number;
  body: string;
}

let h: AuthHarness;
const sent: Sent[] = [];
let tokens: string[] = [];

beforeAll(async () => {
  h = await startAuthHarness();
  const session = await h.post(restPaths.enrollmentSession, {});
  tokens = [
    '',
    'garbage',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    await h.idToken('online.returning@example.com'),
    await h.idToken('csr.admin@example.com'),
    String((session.body as { idToken?: string } | null)?.idToken ?? ''),
  ];
}, 60_000);
afterAll(() => h.close());

/** Sends one request and records how it went. */
async function send(label: string, path: string, init: RequestInit): Promise<void> {
  const started = performance.now();
  const res = await fetch(`${h.baseUrl}${path}`, init);
  const body = await res.text();
  sent.push({ label, status: res.status, ms: performance.now() - started, body: body.slice(0, 300) });
}

/** A hostile header value that HTTP can carry (printable ASCII; fetch refuses anything else before sending). */
const headerValue = (r: Random) =>
  r
    .pick(HOSTILE_STRINGS)
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 200) || 'x';

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function rootFields(): { keyword: string; field: GraphQLField<unknown, unknown> }[] {
  const of = (type: GraphQLObjectType | null | undefined, keyword: string) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ keyword, field }));
  return [...of(schema.getQueryType(), 'query'), ...of(schema.getMutationType(), 'mutation')];
}

function graphqlRequest(r: Random, keyword: string, field: GraphQLField<unknown, unknown>) {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const valid = `${keyword}${declared ? ` Fuzz(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionOf(field, 6)} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, inputValue(r, a.type)]));
  const query = r.next() < 0.2 ? brokenDocument(r, valid) : valid;
  const token = r.pick(tokens);
  const headers: Record<string, string> = token
    ? { authorization: token.startsWith('Bearer') ? token : `Bearer ${token}` }
    : {};
  if (r.next() < 0.2) headers['x-admin-auth-as'] = headerValue(r);
  if (r.next() < 0.1) headers['x-correlation-id'] = headerValue(r);
  const shape = r.int(20);
  const body =
    shape === 0
      ? [{ query, variables }]
      : shape === 1
        ? { query, variables: r.pick([[], 'x', 1]) }
        : shape === 2
          ? { query: anyValue(r) }
          : shape === 3
            ? '{"query": "query { __typename }"'
            : { query, variables, ...(r.next() < 0.1 ? { operationName: anyValue(r) } : {}) };
  return { label: `graphql ${field.name} ${JSON.stringify(body).slice(0, 400)}`, init: json(body, headers) };
}

/** Each identity operation's own parameter names, so hostile values land where the operation reads. */
const IDENTITY_FIELDS = [
  'ClientId',
  'Username',
  'Password',
  'AuthFlow',
  'AuthParameters',
  'ChallengeName',
  'ChallengeResponses',
  'Session',
  'AccessToken',
  'RefreshToken',
  'Token',
  'ConfirmationCode',
  'PreviousPassword',
  'ProposedPassword',
  'UserAttributes',
  'ClientMetadata',
];

function identityRequest(r: Random, operation: string) {
  const payload: Record<string, unknown> = { ClientId: h.clientId };
  for (const name of IDENTITY_FIELDS) if (r.next() < 0.4) payload[name] = anyValue(r);
  if (r.next() < 0.5) payload.Username = r.pick(HOSTILE_STRINGS);
  if (r.next() < 0.3) payload.AuthParameters = { USERNAME: r.pick(HOSTILE_STRINGS), PASSWORD: r.pick(HOSTILE_STRINGS) };
  if (r.next() < 0.3)
    payload.AuthFlow = r.pick(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH', 'CUSTOM_AUTH', 'REFRESH_TOKEN_AUTH']);
  const target = r.next() < 0.05 ? headerValue(r) : operation;
  const contentType = r.next() < 0.05 ? 'text/plain' : 'application/x-amz-json-1.1';
  const body = r.next() < 0.05 ? r.pick(['', '{', '[]', 'null', '"x"']) : JSON.stringify(payload);
  return {
    label: `identity ${operation} ${body.slice(0, 400)}`,
    init: {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body,
    },
  };
}

const REST_POSTS = [
  restPaths.riskCheck,
  restPaths.forgotEmail,
  restPaths.passwordChanged,
  restPaths.resetLinkCheck,
  restPaths.storeSearch,
  '/analytics',
];

function restRequest(r: Random): { label: string; path: string; init: RequestInit } {
  // A lone surrogate cannot be written into a URL at all; everything else goes in percent-encoded.
  const hostile = encodeURIComponent(
    r
      .pick(HOSTILE_STRINGS)
      .replace(/[\uD800-\uDFFF]/g, '')
      .slice(0, 200),
  );
  switch (r.int(6)) {
    case 0:
      return { label: `GET /pages/${hostile}`, path: `/pages/${hostile}?brand=${hostile}`, init: {} };
    case 1: {
      const page = r.pick(Object.values(brandPages));
      return { label: `GET ${page}`, path: `${page}?brand=${hostile}`, init: {} };
    }
    case 2:
      return { label: `GET /footer-links/${hostile}`, path: `/footer-links/${hostile}`, init: {} };
    case 3:
      return {
        label: `GET /config.json`,
        path: `/config.json?brand=${hostile}`,
        init: { headers: { 'x-correlation-id': headerValue(r) } },
      };
    default: {
      const path = r.pick(REST_POSTS);
      const body =
        r.next() < 0.7
          ? {
              type: r.pick(['failedLogin', 'forgotPassword', ...HOSTILE_STRINGS]),
              email: anyValue(r),
              blackBox: anyValue(r),
            }
          : anyValue(r);
      const raw = r.next() < 0.1 ? r.pick(['{', '[', 'null', '"x"', '']) : JSON.stringify(body);
      return { label: `POST ${path} ${String(raw).slice(0, 400)}`, path, init: json(raw) };
    }
  }
}

describe('hostile requests', () => {
  it(`never answer 5xx, log a stack trace or take over ${SLOW_MS} ms (seed ${SEED})`, async () => {
    const r = seeded(SEED);
    for (let round = 0; round < 20; round++) {
      for (const { keyword, field } of rootFields()) {
        const { label, init } = graphqlRequest(r, keyword, field);
        await send(label, '/graphql', init);
      }
    }
    for (let round = 0; round < 45; round++) {
      for (const operation of Object.keys(identityOperations)) {
        const { label, init } = identityRequest(r, operation);
        await send(label, '/cognito', init);
      }
    }
    for (let i = 0; i < 500; i++) {
      const { label, path, init } = restRequest(r);
      await send(label, path, init);
    }

    expect(sent.length).toBeGreaterThanOrEqual(2_000);
    // The maintenance page is the one designed 503 (with retry-after): it says the service is down on purpose.
    const designed = (s: Sent) => s.status === 503 && s.label === `GET ${brandPages.maintenance}`;
    const failures = sent
      .filter((s) => s.status >= 500 && !designed(s))
      .map((s) => `${s.status} ${s.label} → ${s.body}`);
    expect(failures.slice(0, 10), `${failures.length} answers were 5xx`).toEqual([]);
    const slow = sent.filter((s) => s.ms > SLOW_MS).map((s) => `${Math.round(s.ms)} ms ${s.label}`);
    expect(slow.slice(0, 10)).toEqual([]);
    const traces = h.logLines.filter((line) => /"stack"|\n\s+at \S+ \(/.test(line));
    expect(traces.slice(0, 3), `${traces.length} log lines carry a stack trace`).toEqual([]);
    const leakedTraces = sent.filter((s) => /\bat \S+ \(.*\.[jt]s:\d+/.test(s.body)).map((s) => s.label);
    expect(leakedTraces.slice(0, 3)).toEqual([]);
  }, 600_000);
});
