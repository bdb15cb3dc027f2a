// The cache of parsed and validated documents (server/graphql/documentCache.ts): a text seen before skips parsing
// and validation, never the checks that depend on the request (its variables, the operation it names, the literal
// rule, who calls), and the cache holds a bounded number of texts.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentCache } from '../../../server/graphql/documentCache';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { errorCode } from '../harness';

let h: AuthHarness;
let customer: string;
beforeAll(async () => {
  h = await startAuthHarness();
  customer = await h.idToken('online.returning@example.com');
});
afterAll(() => h.close());

describe('a document the server has seen before', () => {
  const query = 'mutation ($m: String!) { logMessage(message: $m, logLevel: INFO) }';

  it('still checks each request its own way: variables, the caller', async () => {
    expect((await h.graphql(query, { token: customer, variables: { m: 'hello' } })).body).toEqual({
      data: { logMessage: true },
    });
    const wrongType = await h.graphql(query, { token: customer, variables: { m: 1 } });
    expect(wrongType.status).toBe(400);
    expect(errorCode(wrongType.body)).toBe('BAD_USER_INPUT');
    const nul = await h.graphql(query, { token: customer, variables: { m: 'a\u0000b' } });
    expect(errorCode(nul.body)).toBe('BAD_USER_INPUT');
    const anonymous = await h.graphql(query, { variables: { m: 'hello' } });
    expect(errorCode(anonymous.body)).toBe('UNAUTHENTICATED');
    expect((await h.graphql(query, { token: customer, variables: { m: 'again' } })).body).toEqual({
      data: { logMessage: true },
    });
  });

  it('refuses a control character in its literal every time, and runs the operation each request names', async () => {
    const literal = 'mutation { logMessage(message: "a\\u0000b", logLevel: INFO) }';
    for (let i = 0; i < 2; i++)
      expect(errorCode((await h.graphql(literal, { token: customer })).body)).toBe('BAD_USER_INPUT');
    const two =
      'query A { customerSystemSearch { isReturningCustomer } } mutation B { logMessage(message: "b", logLevel: INFO) }';
    const named = (operationName?: string) =>
      h.post(
        '/graphql',
        { query: two, ...(operationName ? { operationName } : {}) },
        { authorization: `Bearer ${customer}` },
      );
    expect((await named('B')).body).toEqual({ data: { logMessage: true } });
    expect((await named()).status).toBe(400);
    expect((await named('A')).body).toEqual({ data: { customerSystemSearch: { isReturningCustomer: true } } });
  });

  it('refuses an invalid text every time (refusals are not cached)', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await h.graphql('{ noSuchField }', { token: customer });
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('DocumentCache', () => {
  it('keeps at most its size, the least recently used going first', () => {
    const cache = new DocumentCache(2);
    const entry = (q: string) => ({ document: parse(q), literalProblem: undefined });
    cache.set('{ a }', entry('{ a }'));
    cache.set('{ b }', entry('{ b }'));
    expect(cache.get('{ a }')).toBeDefined();
    cache.set('{ c }', entry('{ c }'));
    expect(cache.entries).toBe(2);
    expect(cache.get('{ b }')).toBeUndefined();
    expect(cache.get('{ a }')).toBeDefined();
    expect(cache.get('{ c }')).toBeDefined();
  });
});
