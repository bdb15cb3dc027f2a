// A refusal reaches the customer in their language: over GraphQL and the REST routes alike, a request that remembers
// Spanish (the lang cookie) or, remembering nothing, prefers it (Accept-Language) is refused in Spanish; any other is
// refused in the English the server writes, word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.close());

const SIGNED_OUT_QUERY = '{ getLearningCenterLinks { title } }';

describe('a GraphQL refusal', () => {
  it('is in English by default, word for word', async () => {
    const { body } = await h.graphql(SIGNED_OUT_QUERY);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('Sign in to continue.');
  });

  it.each([
    ['the remembered choice', { cookie: 'lang=es' }],
    ['the preferred language, when none is remembered', { 'accept-language': 'es-US,es;q=0.9' }],
  ])('is in Spanish for %s', async (_, headers) => {
    const { body } = await h.graphql(SIGNED_OUT_QUERY, { headers });
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('Inicie sesión para continuar.');
  });

  it('follows the remembered choice over the preferred language', async () => {
    const { body } = await h.graphql(SIGNED_OUT_QUERY, { headers: { cookie: 'lang=en', 'accept-language': 'es' } });
    expect(body.errors?.[0]?.message).toBe('Sign in to continue.');
  });
});

describe('a REST refusal', () => {
  const documentSignedOut = (headers: Record<string, string>) =>
    fetch(`${h.baseUrl}/documents/00000000-0000-4000-8000-000000000000`, { headers });

  it('is in Spanish when Spanish is remembered, and in English otherwise', async () => {
    const spanish = await documentSignedOut({ cookie: 'lang=es' });
    expect(spanish.status).toBe(401);
    expect(await spanish.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Inicie sesión para continuar.' },
    });
    const english = await documentSignedOut({});
    expect(await english.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });
});
