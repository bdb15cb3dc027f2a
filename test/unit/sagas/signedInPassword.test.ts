// The signed-in password change with the real reducers: made through the identity adapter with what was typed; a
// change refused for want of a fresh proof opens the re-check in place and is made again once the code is right,
// then the security events are read again and the customer is offered to end the other sessions; closing the
// re-check, a wrong current password, a new password the provider refuses and too many attempts each say so and
// change nothing.
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../api/identity/types';
import { securityApi } from '../../../api/security/endpoints';
import { recheckApi } from '../../../api/security/recheckEndpoints';
import { changeSignedInPassword, passwordRefusal } from '../../../sagas/security/password';
import { RecheckDeclined } from '../../../sagas/recheck';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { plainRootReducer, type RootState } from '../../../store';
import { signedInPasswordSubmitted } from '../../../store/password';
import { endOtherSessionsOffered, recheckCancelled, recheckCodeSubmitted } from '../../../store/recheck';
import { CLAIMS, PASSWORD } from './demoAccounts';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext, type FakeContext } from './fakes';
import { stateWith } from './harness';

const ENDPOINTS = { ...recheckApi.endpoints, ...securityApi.endpoints };
type Name = keyof typeof ENDPOINTS & string;
const STARTED = { recheckId: 'r-1', methods: ['EMAIL_CODE'], maskedEmail: 'o***@example.com', expiresInMinutes: 10 };
const NEW_PASSWORD = 'N3w-Passw0rd!';
const submitted = (currentPassword = PASSWORD) =>
  signedInPasswordSubmitted({ currentPassword, newPassword: NEW_PASSWORD });

function run(ctx: FakeContext, action = submitted(), answers: Partial<Record<Name, unknown>> = {}) {
  ctx.identity.signedInAs(CLAIMS.onlineReturning);
  const calls: EndpointCallOf<Name>[] = [];
  const initial = plainRootReducer(stateWith({ auth: { isAuthenticated: true } }), action);
  const saga$ = expectSaga(function* root() {
    yield call(changeSignedInPassword, action);
  })
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(ENDPOINTS, answers, calls)] as never);
  return { calls, saga$ };
}

const signedIn = (state: unknown) => (state as RootState).password.signedIn;

describe('the signed-in password change', () => {
  it('changes it with what was typed, announces it, re-reads the events and offers to end the other sessions', async () => {
    const ctx = fakeContext();
    const { saga$ } = run(ctx);
    const { storeState, effects } = await saga$
      .put(securityApi.util.invalidateTags(['Security']))
      .put(endOtherSessionsOffered({ reason: 'password' }))
      .run(1_000);
    expect(ctx.identity.passwordChanges).toEqual([{ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }]);
    expect(signedIn(storeState)).toEqual({
      status: 'changed',
      outcome: { key: 'security.password.changed', count: 1 },
      wrongCurrent: false,
    });
    // The identity service e-mails the notice; the client posts nothing.
    expect(JSON.stringify(effects.call ?? [])).not.toContain('password-changed');
  });

  it('asks for a fresh proof in place, then makes the same change again', async () => {
    let refused = false;
    const ctx: FakeContext = fakeContext({
      identity: {
        changePassword: async () => {
          if (refused) return;
          refused = true;
          throw new IdentityError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE);
        },
      },
    });
    const { calls, saga$ } = run(ctx, submitted(), {
      startRecheck: STARTED,
      answerRecheck: [{ outcome: 'WRONG_CODE' }, { outcome: 'APPROVED' }],
    });
    const { storeState } = await saga$
      .dispatch(recheckCodeSubmitted({ code: '000000' }))
      .dispatch(recheckCodeSubmitted({ code: '123456' }))
      .put(endOtherSessionsOffered({ reason: 'password' }))
      .run(1_000);
    expect(calls.map((c) => c.name)).toEqual(['startRecheck', 'answerRecheck', 'answerRecheck']);
    expect(ctx.identity.passwordChanges).toEqual([
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    ]);
    expect((storeState as RootState).recheck.recheck).toMatchObject({ step: 'closed', outcome: 'proved' });
    expect(signedIn(storeState).status).toBe('changed');
  });

  it('changes nothing when the customer closes the re-check, says why, and offers nothing', async () => {
    const ctx = fakeContext({
      identity: {
        changePassword: () => Promise.reject(new IdentityError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE)),
      },
    });
    const { saga$ } = run(ctx, submitted(), { startRecheck: STARTED });
    const { storeState, effects } = await saga$.dispatch(recheckCancelled()).run(1_000);
    expect(ctx.identity.passwordChanges).toHaveLength(1);
    expect(signedIn(storeState)).toEqual({
      status: 'refused',
      outcome: { key: 'recheck.declined', count: 1 },
      wrongCurrent: false,
    });
    expect(JSON.stringify(effects.put ?? [])).not.toContain(endOtherSessionsOffered.type);
  });

  it('says a wrong current password is wrong (and that field only is to be typed again)', async () => {
    const { saga$ } = run(fakeContext(), submitted('Wr0ng-Passw0rd!'));
    const { storeState, effects } = await saga$.run(1_000);
    expect(signedIn(storeState)).toEqual({
      status: 'refused',
      outcome: { key: 'security.password.wrongCurrent', count: 1 },
      wrongCurrent: true,
    });
    expect(JSON.stringify(effects.put ?? [])).not.toContain(endOtherSessionsOffered.type);
  });
});

describe('what a refusal says', () => {
  const said = (code: string, message = 'x') => passwordRefusal(new IdentityError(code, message));

  it('names the current password only when the provider refused it, not an ended sign-in', () => {
    expect(said('NotAuthorizedException', 'Incorrect username or password.')).toEqual({
      key: 'security.password.wrongCurrent',
      wrongCurrent: true,
    });
    expect(said('NotAuthorizedException', 'Access Token has been revoked')).toEqual({
      key: 'security.password.failed',
    });
  });

  it('a new password against the rules or used before, too many attempts, a closed re-check, anything else', () => {
    expect(said('InvalidPasswordException').key).toBe('security.password.rejected');
    expect(said('PasswordHistoryPolicyViolationException').key).toBe('security.password.rejected');
    expect(said('LimitExceededException').key).toBe('security.password.tooMany');
    expect(passwordRefusal(new RecheckDeclined()).key).toBe('recheck.declined');
    expect(said('InternalErrorException').key).toBe('security.password.failed');
    expect(passwordRefusal(new Error('offline')).key).toBe('security.password.failed');
  });
});
