// Requests graphql refuses before anything runs: a variable of the wrong type, a
// subscription over HTTP, a batch. Each is a 400 with a code that says what is wrong, and none is logged as a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { errorCode } from '../harness';

let h: AuthHarness;
let customer: string;
beforeAll(async () => {
  h = await startAuthHarness();
  customer = await h.idToken('online.returning@example.com');
});
afterAll(() => h.close());

/** Log lines that look like a failure: an error level, a stack frame, or the masked-failure message. */
const crashLines = () =>
  h.logLines.filter((line) => {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    return (entry.level ?? 0) >= 50 || /\n\s+at |resolver failed|"stack"/.test(line);
  });

describe('control characters', () => {
  it('a NUL in a variable or in a string of the query is a 400 BAD_USER_INPUT, before any resolver', async () => {
    const query = 'mutation ($m: String!) { logMessage(message: $m, logLevel: INFO) }';
    const inVariable = await h.graphql(query, { token: customer, variables: { m: 'a\u0000b' } });
    expect(inVariable.status).toBe(400);
    expect(errorCode(inVariable.body)).toBe('BAD_USER_INPUT');
    expect(inVariable.body.errors?.[0]?.message).toContain('"m"');
    const inLiteral = await h.graphql('mutation { logMessage(message: "a\\u0000b", logLevel: INFO) }', {
      token: customer,
    });
    expect(inLiteral.status).toBe(400);
    expect(errorCode(inLiteral.body)).toBe('BAD_USER_INPUT');
    // Line breaks are text, not control: a log message may span lines.
    const lines = await h.graphql(query, { token: customer, variables: { m: 'one\ntwo' } });
    expect(lines.body).toEqual({ data: { logMessage: true } });
    expect(crashLines()).toEqual([]);
  });
});

describe('variables of the wrong type', () => {
  it('a number for String! is a 400 BAD_USER_INPUT naming the variable, with no stack trace in the log', async () => {
    const before = h.logLines.length;
    const { status, body } = await h.graphql('query ($s: String!) { searchSsn(ssn: $s) { email } }', {
      token: customer,
      variables: { s: 1 },
    });
    expect(status).toBe(400);
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(
      'Variable "$s" got invalid value 1; String cannot represent a non string value: 1',
    );
    expect(body.data).toBeUndefined();
    expect(h.logLines.length).toBeGreaterThan(before); // the request itself is logged
    expect(crashLines()).toEqual([]);
  });

  it('a missing required variable and an input object missing a field are BAD_USER_INPUT too', async () => {
    const missing = await h.graphql('query ($s: String!) { searchSsn(ssn: $s) { email } }', { token: customer });
    expect(missing.status).toBe(400);
    expect(errorCode(missing.body)).toBe('BAD_USER_INPUT');
    const partial = await h.graphql('query ($r: OtpSearchRequest!) { otpSearch(request: $r) { result } }', {
      token: customer,
      variables: { r: {} },
    });
    expect(partial.status).toBe(400);
    expect(errorCode(partial.body)).toBe('BAD_USER_INPUT');
    expect(partial.body.errors?.[0]?.message).toMatch(/^Variable "\$r" got invalid value/);
    expect(crashLines()).toEqual([]);
  });
});

describe('subscriptions over HTTP', () => {
  const LISTEN = 'subscription { registerApplicationListener(applicationId: "a1") { __typename } }';

  it('are refused with 400 and a message pointing at the WebSocket, whoever asks', async () => {
    const enrollment = await h.codeIdToken('enroll.user@example.com');
    for (const token of [customer, enrollment, undefined]) {
      const { status, body } = await h.graphql(LISTEN, token ? { token } : {});
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('OPERATION_NOT_ALLOWED');
      expect(body.errors?.[0]?.message).toMatch(/WebSocket/);
    }
    expect(crashLines()).toEqual([]);
  });
});

describe('the shape of the body', () => {
  const post = (body: unknown) =>
    h.post('/graphql', body, { authorization: `Bearer ${customer}` }) as Promise<{
      status: number;
      body: { errors?: { message: string; extensions?: { code?: string } }[] } | null;
    }>;

  it('a batch (a JSON array) is refused with a clear 400', async () => {
    const { status, body } = await post([{ query: '{ customerSystemSearch { isCoreCustomer } }' }]);
    expect(status).toBe(400);
    expect(body?.errors?.[0]).toEqual({
      message: 'Batched requests are not supported: send one operation per request.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('two operations without an operationName, or a name that is not there, are 400', async () => {
    const query = 'query A { customerSystemSearch { isCoreCustomer } } query B { customerSystemSearch { channel } }';
    const unnamed = await post({ query });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body?.errors?.[0]?.message).toMatch(/operationName/);
    const unknown = await post({ query, operationName: 'C' });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.errors?.[0]?.message).toMatch(/no operation named "C"/);
    const named = await post({ query, operationName: 'B' });
    expect(named.status).toBe(200);
  });

  it('a syntax error is a 400 GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await post({ query: 'query {' });
    expect(status).toBe(400);
    expect(body?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
