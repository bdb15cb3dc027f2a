// Sign-out: local storage cleared, signed out of the identity provider, API cache reset, every
// auth field back to empty, and the user on the login page.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { authApi } from '../../../api/auth/endpoints';
import { signOut, watchSignOut } from '../../../sagas/signOut';
import { plainRootReducer, type RootState } from '../../../store';
import { initialAuthState, logoutRequested } from '../../../store/auth';
import { CLAIMS, SEARCH } from './demoAccounts';
import { contextProviders, fakeContext } from './fakes';
import { signedInAuth, stateWith } from './harness';

/** A signed-in CSR's state, with a customer search in the API cache. */
function signedInState(): RootState {
  const state = stateWith({
    auth: { ...signedInAuth(), isAdmin: true, adminEmail: 'csr.admin@example.com' },
    // A notice left from an earlier timeout must not greet the user after a sign-out they asked for.
    session: { endedByTimeout: true },
  });
  // A plain action the api reducer handles: the search as sign-in left it in the cache.
  return plainRootReducer(
    state,
    authApi.util.upsertQueryEntries([
      { endpointName: 'customerSystemSearch', arg: undefined, value: SEARCH.onlineReturning },
    ]),
  );
}

describe('sign-out', () => {
  it('signs out of the identity provider, clears storage, resets auth and goes to login', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const before = signedInState();
    expect(Object.keys(before.api.queries)).toHaveLength(1);
    const { storeState } = await expectSaga(signOut)
      .withReducer(plainRootReducer, before)
      .provide([contextProviders(ctx)])
      .run();
    const state = storeState as RootState;
    expect(ctx.identity.signOuts).toBe(1);
    expect(ctx.identity.current).toBeNull();
    expect(ctx.storage.length).toBe(0);
    expect(state.auth).toEqual({ ...initialAuthState, initialized: true });
    expect(state.session.endedByTimeout).toBe(false);
    expect(state.api.queries).toEqual({});
    expect(ctx.nav.navigations).toEqual([{ to: '/login', options: { replace: true } }]);
  });

  it('runs on the logout event', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const { storeState } = await expectSaga(watchSignOut)
      .withReducer(plainRootReducer, signedInState())
      .provide([contextProviders(ctx)])
      .dispatch(logoutRequested())
      .silentRun(50);
    expect(ctx.identity.signOuts).toBe(1);
    expect((storeState as RootState).auth.isAuthenticated).toBe(false);
    expect(ctx.nav.navigations.map((n) => n.to)).toEqual(['/login']);
  });
});
