// A factor change refused for want of a fresh proof, with the real reducers: adding a passkey opens the re-check in
// place and, once the code is right, adds it (the same call again) and offers to end the other sessions; closing the
// re-check before a removal removes nothing and says why. The offer opens only when the customer has another live
// session, and not when the list cannot be read.
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { IdentityError, type Passkey } from '../../../api/identity/types';
import { securityApi, type SecuritySession } from '../../../api/security/endpoints';
import { passkeyApi } from '../../../api/security/passkeyEndpoints';
import { recheckApi } from '../../../api/security/recheckEndpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { offerToEndOtherSessions } from '../../../sagas/recheck';
import { addPasskey, removePasskey } from '../../../sagas/security/passkeys';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { plainRootReducer, type RootState } from '../../../store';
import { passkeyAddRequested, passkeyRemoveRequested } from '../../../store/passkeys';
import {
  endOtherSessionsOffered,
  endOtherSessionsOpened,
  recheckCancelled,
  recheckCodeSubmitted,
} from '../../../store/recheck';
import { CLAIMS } from './demoAccounts';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { stateWith } from './harness';
import { startedRecheck } from './recheckStarted';

const ENDPOINTS = { ...passkeyApi.endpoints, ...recheckApi.endpoints, ...securityApi.endpoints };
type Name = keyof typeof ENDPOINTS & string;
const STARTED = startedRecheck();
const OLIVER = 'online.returning@example.com';
const kept: Passkey = { id: 'pk-a', providerName: 'iCloud Keychain', createdAt: '2026-01-01', relyingPartyId: 'lumen' };
const refusal = () => new IdentityError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE);

/** Refused for want of a fresh proof the first time, then as `then` does. */
function refusedOnce(then: () => Promise<void>) {
  let refused = false;
  return async () => {
    if (refused) return then();
    refused = true;
    throw refusal();
  };
}

function run(
  saga: (action: never) => Generator,
  action: ReturnType<typeof passkeyAddRequested | typeof passkeyRemoveRequested>,
  ctx: FakeContext,
  answers: Partial<Record<Name, unknown>>,
) {
  ctx.identity.signedInAs(CLAIMS.onlineReturning);
  const calls: EndpointCallOf<Name>[] = [];
  const before = stateWith({ auth: { isAuthenticated: true } });
  const list = [{ id: 'pk-a', name: 'Phone', providerName: '', createdAt: '2026-01-01', lastUsedAt: null }];
  const initial = plainRootReducer({ ...before, passkeys: { ...before.passkeys, list, status: 'ready' } }, action);
  const saga$ = expectSaga(function* root() {
    yield call(saga, action as never);
  })
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(ENDPOINTS, answers, calls)] as never);
  return { calls, saga$ };
}

describe('a passkey change that needs a re-check', () => {
  it('asks for the code in place, then makes the same addition again and offers to end the other sessions', async () => {
    const added: Passkey = { ...kept, id: 'pk-b', createdAt: '2026-02-01' };
    const ctx: FakeContext = fakeContext({
      identity: { addPasskey: refusedOnce(async () => void ctx.identity.passkeys.set(OLIVER, [kept, added])) },
    });
    ctx.identity.passkeys.set(OLIVER, [kept]);
    const { calls, saga$ } = run(addPasskey, passkeyAddRequested(), ctx, {
      startRecheck: STARTED,
      answerRecheck: [{ outcome: 'WRONG_CODE' }, { outcome: 'APPROVED' }],
      passkeyLabels: [[]],
    });
    const { storeState } = await saga$
      .dispatch(recheckCodeSubmitted({ code: '000000' }))
      .dispatch(recheckCodeSubmitted({ code: '123456' }))
      .put(endOtherSessionsOffered({ reason: 'factor' }))
      .run(1_000);
    const state = storeState as RootState;
    expect(ctx.log.filter((l) => l === 'identity.addPasskey')).toHaveLength(2);
    expect(calls.map((c) => c.name)).toEqual(['startRecheck', 'answerRecheck', 'answerRecheck', 'passkeyLabels']);
    expect(state.recheck.recheck).toMatchObject({ step: 'closed', outcome: 'proved' });
    expect(state.passkeys.outcome).toMatchObject({ key: 'security.passkeys.added', tone: 'success' });
    expect(state.passkeys.list.map((p) => p.id)).toEqual(['pk-a', 'pk-b']);
  });

  it('removes nothing when the customer closes the re-check, says why, and offers nothing', async () => {
    const ctx = fakeContext({ identity: { removePasskey: () => Promise.reject(refusal()) } });
    ctx.identity.passkeys.set(OLIVER, [kept]);
    const { calls, saga$ } = run(removePasskey, passkeyRemoveRequested({ id: 'pk-a' }), ctx, {
      startRecheck: STARTED,
    });
    const { storeState, effects } = await saga$.dispatch(recheckCancelled()).run(1_000);
    const state = storeState as RootState;
    expect(calls.map((c) => c.name)).toEqual(['startRecheck']);
    expect(ctx.identity.passkeys.get(OLIVER)).toEqual([kept]);
    expect(state.passkeys.list.map((p) => p.id)).toEqual(['pk-a']);
    expect(state.passkeys.outcome).toMatchObject({ key: 'recheck.declined', tone: 'error' });
    expect(JSON.stringify(effects.put ?? [])).not.toContain(endOtherSessionsOffered.type);
  });
});

describe('the offer to end other sessions after a factor change', () => {
  const session = (current: boolean) => ({ current }) as SecuritySession;
  const offer = (overview: unknown) =>
    expectSaga(offerToEndOtherSessions, endOtherSessionsOffered({ reason: 'factor' }))
      .withReducer(plainRootReducer, stateWith({ auth: { isAuthenticated: true } }))
      .provide([answeringEndpoints(ENDPOINTS, { securityOverview: overview })] as never);

  it('opens when the customer is signed in somewhere else too', async () => {
    const { storeState } = await offer({ sessions: [session(true), session(false)] }).run(1_000);
    expect((storeState as RootState).recheck.endOthers).toEqual({ step: 'offered', reason: 'factor', ended: null });
  });

  it('does not open when this is the only session', async () => {
    const { storeState, effects } = await offer({ sessions: [session(true)] }).run(1_000);
    expect((storeState as RootState).recheck.endOthers.step).toBe('closed');
    expect(JSON.stringify(effects.put ?? [])).not.toContain(endOtherSessionsOpened.type);
  });

  it('does not open when the sessions cannot be read', async () => {
    const failed = new EndpointError({ kind: 'server', code: 'INTERNAL', message: 'x' });
    const { storeState } = await offer(failed).run(1_000);
    expect((storeState as RootState).recheck.endOthers.step).toBe('closed');
  });
});
