// The passkeys saga with the real reducer: the list merged with the portal's names, adding one (and the browser's
// refusals in words), renaming through the portal, removing (its name forgotten too), and when the one-time offer
// to add a passkey is made.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { IdentityError, type Passkey } from '../../../api/identity/types';
import { passkeyApi } from '../../../api/security/passkeyEndpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { LAST_FACTOR_MESSAGE } from '../../../src/lib/security/lastFactor';
import {
  addPasskey,
  checkOffer,
  loadPasskeys,
  mergePasskeys,
  removePasskey,
  renamePasskey,
} from '../../../sagas/security/passkeys';
import { plainRootReducer, type RootState } from '../../../store';
import {
  passkeyAddRequested,
  passkeyOfferChecked,
  passkeyRemoveRequested,
  passkeyRenameRequested,
  passkeysRequested,
  type PasskeysState,
} from '../../../store/passkeys';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { stateWith, type StateOverrides } from './harness';
import { CLAIMS } from './demoAccounts';

const OLIVER = 'online.returning@example.com';
const older: Passkey = {
  id: 'pk-a',
  providerName: 'iCloud Keychain',
  createdAt: '2026-01-01',
  relyingPartyId: 'lumen',
};
const newer: Passkey = { id: 'pk-b', providerName: '', createdAt: '2026-02-01', relyingPartyId: 'lumen' };
const label = (credentialId: string, name: string | null, lastUsedAt: string | null = null) => ({
  credentialId,
  name,
  lastUsedAt,
});

type Name = keyof typeof passkeyApi.endpoints & string;

async function run(
  saga: (action: never) => Generator,
  action: UnknownAction,
  opts: {
    ctx?: FakeContext;
    answers?: Partial<Record<Name, unknown>>;
    state?: StateOverrides;
    passkeys?: Partial<PasskeysState>;
  } = {},
) {
  const ctx = opts.ctx ?? fakeContext();
  if (!ctx.identity.current) ctx.identity.signedInAs(CLAIMS.onlineReturning);
  const calls: EndpointCallOf<Name>[] = [];
  const before = stateWith(opts.state);
  const initial = plainRootReducer({ ...before, passkeys: { ...before.passkeys, ...opts.passkeys } }, action);
  const { storeState } = await expectSaga(function* root() {
    yield call(saga, action as never);
  })
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(passkeyApi.endpoints, opts.answers ?? {}, calls)] as never)
    .run(1_000);
  return { state: storeState as RootState, calls, ctx };
}

describe('the passkeys list', () => {
  it('lists oldest first, with the portal name over the authenticator name and the last use', () => {
    expect(mergePasskeys([newer, older], [label('pk-b', 'Work laptop', '2026-03-01T10:00:00Z')])).toEqual([
      { id: 'pk-a', name: '', providerName: 'iCloud Keychain', createdAt: '2026-01-01', lastUsedAt: null },
      {
        id: 'pk-b',
        name: 'Work laptop',
        providerName: '',
        createdAt: '2026-02-01',
        lastUsedAt: '2026-03-01T10:00:00Z',
      },
    ]);
  });

  it('loads into the slice, and says so when it cannot', async () => {
    const ctx = fakeContext();
    ctx.identity.passkeys.set(OLIVER, [older]);
    const loaded = await run(loadPasskeys, passkeysRequested(), { ctx, answers: { passkeyLabels: [[]] } });
    expect(loaded.state.passkeys).toMatchObject({ status: 'ready', list: [{ id: 'pk-a' }] });
    const failed = await run(loadPasskeys, passkeysRequested(), {
      answers: { passkeyLabels: new EndpointError({ kind: 'server', code: 'INTERNAL', message: 'x' }) },
    });
    expect(failed.state.passkeys.status).toBe('failed');
  });
});

describe('changing the passkeys', () => {
  it('adds one through the browser and shows the new list', async () => {
    const { state, ctx } = await run(addPasskey, passkeyAddRequested(), { answers: { passkeyLabels: [[]] } });
    expect(ctx.log).toContain('identity.addPasskey');
    expect(state.passkeys).toMatchObject({
      working: 'none',
      list: [{ id: 'pk-1' }],
      outcome: { key: 'security.passkeys.added', tone: 'success' },
    });
  });

  it.each([
    ['PasskeyRegistrationCanceled', 'security.passkeys.cancelled'],
    ['PasskeyAlreadyExists', 'security.passkeys.exists'],
    ['WebAuthnRelyingPartyMismatchException', 'security.passkeys.failed'],
  ])('explains %s without changing the list', async (code, key) => {
    const ctx = fakeContext({ identity: { addPasskey: () => Promise.reject(new IdentityError(code, 'x')) } });
    const { state } = await run(addPasskey, passkeyAddRequested(), { ctx });
    expect(state.passkeys).toMatchObject({ working: 'none', list: [], outcome: { key, tone: 'error' } });
  });

  it('renames through the portal, and refuses a bad name in words', async () => {
    const passkeys: Partial<PasskeysState> = { list: mergePasskeys([older], []), status: 'ready' };
    const renamed = await run(renamePasskey, passkeyRenameRequested({ id: 'pk-a', name: 'Phone' }), {
      passkeys,
      answers: { renamePasskey: label('pk-a', 'Phone') },
    });
    expect(renamed.calls).toEqual([{ name: 'renamePasskey', arg: { credentialId: 'pk-a', name: 'Phone' } }]);
    expect(renamed.state.passkeys.list[0]?.name).toBe('Phone');
    const refused = await run(renamePasskey, passkeyRenameRequested({ id: 'pk-a', name: 'x'.repeat(41) }), {
      passkeys,
      answers: { renamePasskey: new EndpointError({ kind: 'input', code: 'BAD_USER_INPUT', message: 'x' }) },
    });
    expect(refused.state.passkeys.outcome).toMatchObject({ key: 'security.passkeys.nameInvalid', tone: 'error' });
    expect(refused.state.passkeys.list[0]?.name).toBe('');
  });

  it('removes one at the identity provider and forgets its portal name', async () => {
    const ctx = fakeContext();
    ctx.identity.passkeys.set(OLIVER, [older, newer]);
    const passkeys: Partial<PasskeysState> = { list: mergePasskeys([older, newer], []), status: 'ready' };
    const { state: after, calls } = await run(removePasskey, passkeyRemoveRequested({ id: 'pk-a' }), {
      ctx,
      passkeys,
      answers: { forgetPasskeyName: true },
    });
    expect(ctx.identity.passkeys.get(OLIVER)).toEqual([newer]);
    expect(calls).toEqual([{ name: 'forgetPasskeyName', arg: { credentialId: 'pk-a' } }]);
    expect(after.passkeys.list.map((p) => p.id)).toEqual(['pk-b']);
    expect(after.passkeys.outcome?.key).toBe('security.passkeys.removed');
  });

  it('keeps the list and says what to do when the last strong factor is refused', async () => {
    const ctx = fakeContext({
      identity: {
        removePasskey: async () => {
          throw new IdentityError('InvalidParameterException', LAST_FACTOR_MESSAGE);
        },
      },
    });
    const passkeys: Partial<PasskeysState> = { list: mergePasskeys([older], []), status: 'ready' };
    const { state: after, calls } = await run(removePasskey, passkeyRemoveRequested({ id: 'pk-a' }), {
      ctx,
      passkeys,
    });
    expect(calls).toEqual([]);
    expect(after.passkeys.list.map((p) => p.id)).toEqual(['pk-a']);
    expect(after.passkeys.outcome).toMatchObject({ key: 'security.passkeys.lastFactor', tone: 'error' });
    expect(after.recheck.endOthers.step).toBe('closed');
  });
});

describe('the offer to add a passkey', () => {
  const passwordSignIn = { auth: { isAuthenticated: true, email: OLIVER, signedInWith: 'password' } } as StateOverrides;

  it('is made after a password sign-in on a device that can hold one, to a customer with none', async () => {
    const { state } = await run(checkOffer, passkeyOfferChecked(), {
      state: passwordSignIn,
      answers: { passkeyOfferDeclined: false },
    });
    expect(state.passkeys.offer).toBe('open');
  });

  it.each([
    ['after a passkey sign-in', { state: { auth: { isAuthenticated: true, signedInWith: 'passkey' } } }],
    ['to staff acting as the customer', { state: { auth: { signedInWith: 'password', isAdmin: true } } }],
    ['once the customer said "Not now"', { answers: { passkeyOfferDeclined: true } }],
    ['on a device that cannot hold one', { device: false }],
    ['to a customer who has a passkey', { has: true }],
  ])('is not made %s', async (_case, over: { state?: object; answers?: object; device?: boolean; has?: boolean }) => {
    const ctx = fakeContext();
    ctx.identity.deviceHoldsPasskeys = over.device ?? true;
    if (over.has) ctx.identity.passkeys.set(OLIVER, [older]);
    const { state } = await run(checkOffer, passkeyOfferChecked(), {
      ctx,
      state: (over.state as StateOverrides) ?? passwordSignIn,
      answers: { passkeyOfferDeclined: false, ...over.answers },
    });
    expect(state.passkeys.offer).toBe('done');
  });
});
