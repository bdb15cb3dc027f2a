// Start-up that cannot hang: when a start-up step throws (the identity code fails to download, so the identity
// session rejects), start-up says it failed instead of leaving `auth.initialized` unsettled ("Authenticating" for
// ever), and the visitor's "Try Again" runs it anew, through the same supervised watcher the app runs.
import { expectSaga } from 'redux-saga-test-plan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../../../sagas/auth/bootstrap';
import { startupSaga } from '../../../sagas/startup';
import { plainRootReducer, type RootState } from '../../../store';
import { startupRetried } from '../../../store/auth';
import { appStarted } from '../../../store/events';
import { CLAIMS } from './demoAccounts';
import { contextProviders, fakeContext } from './fakes';
import { endpointProvider, signedInAuth, stateWith } from './harness';

/** What a reload finds: the persisted signed-in profile, start-up not yet settled (that flag is never persisted). */
const returning = { ...signedInAuth(), initialized: false };

/** What a browser reports when a lazily loaded chunk cannot be fetched. */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/amplify-3f2a.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a start-up that cannot finish', () => {
  it('settles as failed when the identity session rejects, instead of waiting for ever', async () => {
    const ctx = fakeContext({ identity: { session: () => Promise.reject(chunkFailure()) } });
    const { storeState } = await expectSaga(bootstrap)
      .withReducer(plainRootReducer, stateWith({ auth: returning }))
      .provide([contextProviders(ctx), endpointProvider({ flags: {} })])
      .run();
    const auth = (storeState as RootState).auth;
    expect(auth).toMatchObject({ initialized: false, startFailed: true });
    expect(ctx.log).toEqual(['identity.session']);
  });

  it('runs again on "Try Again" and settles once the identity code arrives', async () => {
    let attempts = 0;
    const ctx = fakeContext({
      identity: {
        session: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(chunkFailure()) : Promise.resolve(null);
        },
      },
    });
    const seen: { startFailed: boolean; initialized: boolean }[] = [];
    const recording: typeof plainRootReducer = (state, action) => {
      const next = plainRootReducer(state, action);
      seen.push({ startFailed: next.auth.startFailed, initialized: next.auth.initialized });
      return next;
    };
    const { storeState } = await expectSaga(startupSaga)
      .withReducer(recording, stateWith())
      .provide([contextProviders(ctx), endpointProvider({ flags: {} })])
      .dispatch(appStarted())
      .delay(50)
      .dispatch(startupRetried())
      .silentRun(200);
    // The first start failed and said so; the retry found nobody signed in and settled.
    expect(seen).toContainEqual({ startFailed: true, initialized: false });
    expect(attempts).toBe(2);
    expect((storeState as RootState).auth).toMatchObject({ initialized: true, startFailed: false });
  });

  it('the late layer failing to download while a session is restored settles as failed, the session kept', async () => {
    const ctx = fakeContext();
    ctx.identity.signedInAs(CLAIMS.onlineReturning);
    const loadLate = () => Promise.reject(chunkFailure());
    const { storeState } = await expectSaga(bootstrap)
      .withReducer(plainRootReducer, stateWith({ auth: returning }))
      .provide([contextProviders({ ...ctx, loadLate }), endpointProvider({ flags: {} })])
      .run();
    expect((storeState as RootState).auth).toMatchObject({ initialized: false, startFailed: true });
    // Nothing is signed out: "Try Again" can still restore the session once the code arrives.
    expect(ctx.identity.signOuts).toBe(0);
  });
});
