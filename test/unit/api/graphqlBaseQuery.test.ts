// The GraphQL base query with the network stubbed: headers, the local answer without a token, one refresh for
// many parallel failures, and the classification every redirect depends on.
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../api/auth/endpoints';
import type { IdentityAdapter, IdentitySession } from '../../../api/identity/types';
import { makeStore } from '../../../store';

function fakeIdentity(overrides: Partial<IdentityAdapter> = {}): IdentityAdapter & { refreshes: number } {
  let token = 'id-token-1';
  const identity = {
    refreshes: 0,
    signIn: vi.fn(),
    signOut: vi.fn(),
    session: async (): Promise<IdentitySession | null> => ({ idToken: token, claims: {} }),
    refresh: async () => {
      identity.refreshes += 1;
      await new Promise((r) => setTimeout(r, 20));
      token = `id-token-${identity.refreshes + 1}`;
      return { idToken: token, claims: {} };
    },
    handOffTokens: vi.fn(),
    adoptTokens: vi.fn(),
    resetPassword: vi.fn(),
    startCodeSignIn: vi.fn(),
    answerCodeSignIn: vi.fn(),
    confirmResetPassword: vi.fn(),
    changePassword: vi.fn(),
    signUp: vi.fn(),
    confirmSignUp: vi.fn(),
    resendSignUpCode: vi.fn(),
    authenticatorStatus: vi.fn(),
    setUpAuthenticator: vi.fn(),
    verifyAuthenticator: vi.fn(),
    preferAuthenticator: vi.fn(),
    turnOffAuthenticator: vi.fn(),
    signInWithPasskey: vi.fn(),
    canHoldPasskey: vi.fn(),
    addPasskey: vi.fn(),
    listPasskeys: vi.fn(),
    removePasskey: vi.fn(),
    ...overrides,
  };
  return identity;
}

const search = {
  hasOpenApplication: false,
  isReturningRetailCustomer: false,
  isReturningCustomer: true,
  isCoreCustomer: true,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  firstName: 'Oliver',
  lastName: 'Online',
  stateCode: 'OH',
  boCode: '9001',
  retailBoCode: null,
  customerType: 'ONLINE_RETURNING',
  channel: 'ONLINE',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storeWith(identity: IdentityAdapter, fetchImpl: typeof fetch) {
  return makeStore(
    { brand: { key: 'pinecrest', campaignId: '30783' }, session: { sessionId: 'session-1', endedByTimeout: false } },
    { extra: { identity, fetch: fetchImpl } },
  );
}

describe('graphqlBaseQuery', () => {
  it('sends brand, session, correlation, authorization and campaign headers', async () => {
    const fetchImpl = vi.fn(async () => json({ data: { customerSystemSearch: search } }));
    const store = storeWith(fakeIdentity(), fetchImpl as unknown as typeof fetch);
    const result = await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
    expect(result.data).toMatchObject({ firstName: 'Oliver' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.headers).toMatchObject({
      authorization: 'id-token-1',
      'x-brand-key': 'pinecrest',
      'x-session-id': 'session-1',
      'x-campaign-id': '30783',
    });
    expect((init.headers as Record<string, string>)['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body)).query).toContain('query CustomerSystemSearch');
  });

  it('answers UNAUTHENTICATED locally, without a network call, when there is no identity token', async () => {
    const fetchImpl = vi.fn();
    const store = storeWith(fakeIdentity({ session: async () => null }), fetchImpl as unknown as typeof fetch);
    const result = await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
    expect(result.error).toMatchObject({ kind: 'unauthenticated', code: 'NO_TOKEN' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refreshes once for parallel failures and retries each call with the new token', async () => {
    const identity = fakeIdentity();
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      const token = (init.headers as Record<string, string>).authorization;
      if (token === 'id-token-1')
        return json({ errors: [{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
      return json({ data: { skipResumeApplication: true } });
    });
    const store = storeWith(identity, fetchImpl as unknown as typeof fetch);
    const results = await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((email) =>
        store.dispatch(authApi.endpoints.skipResumeApplication.initiate({ email })),
      ),
    );
    expect(results.map((r) => r.data)).toEqual([true, true, true]);
    expect(identity.refreshes).toBe(1);
  });

  it('marks the error refreshFailed when the refresh itself fails', async () => {
    const identity = fakeIdentity({
      refresh: async () => {
        throw new Error('Refresh Token has expired');
      },
    });
    const fetchImpl = vi.fn(async () => json({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const store = storeWith(identity, fetchImpl as unknown as typeof fetch);
    const result = await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
    expect(result.error).toMatchObject({ kind: 'unauthenticated', refreshFailed: true });
  });

  it.each([
    [502, 'gateway'],
    [504, 'gateway'],
    [403, 'forbidden'],
    [500, 'server'],
  ])('classifies HTTP %i as %s', async (status, kind) => {
    const fetchImpl = vi.fn(async () => new Response('<html>bad gateway</html>', { status }));
    const store = storeWith(fakeIdentity(), fetchImpl as unknown as typeof fetch);
    const result = await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
    expect(result.error).toMatchObject({ kind });
  });

  it('classifies GraphQL codes: FORBIDDEN ends the session, BAD_USER_INPUT stays with the screen', async () => {
    for (const [code, kind] of [
      ['FORBIDDEN', 'forbidden'],
      ['BAD_USER_INPUT', 'input'],
      ['NOT_IMPLEMENTED', 'server'],
    ]) {
      const fetchImpl = vi.fn(async () => json({ data: null, errors: [{ message: 'm', extensions: { code } }] }));
      const store = storeWith(fakeIdentity(), fetchImpl as unknown as typeof fetch);
      const result = await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
      expect(result.error).toMatchObject({ kind, code });
    }
  });

  it('sends the customer a CSR acts as, and only for a CSR', async () => {
    const fetchImpl = vi.fn(async () => json({ data: { customerSystemSearch: search } }));
    const store = makeStore(
      {
        auth: {
          ...makeStore(undefined, { extra: { identity: fakeIdentity() } }).getState().auth,
          isAdmin: true,
          adminEmail: 'csr.admin@example.com',
          email: 'online.returning@example.com',
        },
      },
      { extra: { identity: fakeIdentity(), fetch: fetchImpl as unknown as typeof fetch } },
    );
    await store.dispatch(authApi.endpoints.customerSystemSearch.initiate());
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-admin-auth-as']).toBe('online.returning@example.com');
  });
});
