// Signing in with a passkey alone: the same routing as a password sign-in (the multi-factor page, whose check the
// server then passes without a code), and each failure explained on the form with the typed e-mail kept.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { passkeySignIn } from '../../../sagas/auth/passkeySignIn';
import { plainRootReducer, type RootState } from '../../../store';
import { initialAuthState, passkeySignInRequested } from '../../../store/auth';
import { SEARCH } from './demoAccounts';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { endpointFailure, endpointProvider, recordingReducer, stateWith, type EndpointAnswers } from './harness';

const OLIVER = 'online.returning@example.com';

async function run(email: string, ctx: FakeContext, answers: EndpointAnswers = { search: SEARCH.onlineReturning }) {
  const action = passkeySignInRequested({ email });
  const initial = plainRootReducer(stateWith({ brand: 'lumen' }), action);
  const { storeState } = await expectSaga(passkeySignIn, action)
    .withReducer(recordingReducer(ctx.log), initial)
    .provide([contextProviders(ctx), endpointProvider(answers, [])])
    .run();
  return storeState as RootState;
}

describe('signing in with a passkey', () => {
  it('routes like a password sign-in: the customer look-up, then the multi-factor page, with no password asked', async () => {
    const ctx = fakeContext();
    ctx.identity.passkeys.set(OLIVER, [{ id: 'pk-1', providerName: '', createdAt: '', relyingPartyId: 'localhost' }]);
    const state = await run(OLIVER, ctx);
    expect(ctx.log).toContain('identity.signInWithPasskey');
    expect(ctx.identity.signIns).toEqual([]);
    expect(state.auth).toMatchObject({ isAuthenticated: true, email: OLIVER, signedInWith: 'passkey', error: '' });
    expect(ctx.nav.navigations).toEqual([{ to: '/authentication/mfa', options: { replace: true } }]);
  });

  it.each([
    ['the account has no passkey on this site', undefined, 'login.passkey.none'],
    [
      'the customer cancelled, or the device has none for this site',
      new IdentityError('PasskeyAuthenticationCanceled', 'cancelled'),
      'login.passkey.cancelled',
    ],
    ['the server refused the answer', new IdentityError('NotAuthorizedException', 'x'), 'login.passkey.refused'],
    ['the browser cannot', new IdentityError('PasskeyNotSupported', 'x'), 'login.passkey.unsupported'],
    ['an unknown e-mail (read like no passkey)', new IdentityError('UserNotFoundException', 'x'), 'login.passkey.none'],
  ])('explains when %s, keeping the typed e-mail', async (_case, error, message) => {
    const refuse = () => Promise.reject(error ?? new Error('unused'));
    const ctx = fakeContext(error ? { identity: { signInWithPasskey: refuse } } : {});
    const state = await run(OLIVER, ctx);
    expect(state.auth).toEqual({ ...initialAuthState, email: OLIVER, error: message, initialized: true });
    expect(ctx.nav.navigations).toEqual([]);
  });

  it('leaves no half-signed-in session when the customer look-up fails after the passkey', async () => {
    const ctx = fakeContext();
    ctx.identity.passkeys.set(OLIVER, [{ id: 'pk-1', providerName: '', createdAt: '', relyingPartyId: 'localhost' }]);
    const state = await run(OLIVER, ctx, { search: endpointFailure() });
    expect(ctx.identity.signOuts).toBe(1);
    expect(state.auth.error).toBe('login.signInError');
  });
});
