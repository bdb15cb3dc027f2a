// The re-check in place with the real reducers: a change refused RECHECK_REQUIRED opens the re-check, a wrong code is
// refused, the right one closes it and the same change is tried again with the same value; closing it leaves the
// change unmade with the form's value kept; the identity service's re-check refusal is recognised, a wrong password is
// not. And the offer to end other sessions (with others live): Yes ends them and says how many, No ends nothing.
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../api/account/endpoints';
import { IdentityError } from '../../../api/identity/types';
import { securityApi } from '../../../api/security/endpoints';
import { recheckApi } from '../../../api/security/recheckEndpoints';
import { changeContact } from '../../../sagas/account/contact';
import { EndpointError } from '../../../sagas/callEndpoint';
import { needsRecheck, offerToEndOtherSessions } from '../../../sagas/recheck';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { plainRootReducer, type RootState } from '../../../store';
import { contactChangeRequested } from '../../../store/account';
import {
  endOtherSessionsAnswered,
  endOtherSessionsOffered,
  recheckCancelled,
  recheckCodeSubmitted,
} from '../../../store/recheck';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { stateWith } from './harness';
import { startedRecheck } from './recheckStarted';

const ENDPOINTS = { ...accountApi.endpoints, ...recheckApi.endpoints, ...securityApi.endpoints };
const SENT = { channel: 'PHONE', destination: '******7788', expiresInMinutes: 10 };
const STARTED = startedRecheck();
const recheckRequired = () =>
  new EndpointError({ kind: 'recheck', code: 'RECHECK_REQUIRED', message: RECHECK_REQUIRED_MESSAGE });

function run(
  answers: Record<string, unknown>,
  then: (s: ReturnType<typeof expectSaga>) => ReturnType<typeof expectSaga>,
) {
  const calls: EndpointCallOf<keyof typeof ENDPOINTS & string>[] = [];
  const saga = expectSaga(function* root() {
    yield call(changeContact, contactChangeRequested({ channel: 'PHONE', value: '6145557788' }));
  })
    .withReducer(plainRootReducer, stateWith({ auth: { isAuthenticated: true } }))
    .provide([answeringEndpoints(ENDPOINTS, answers, calls)] as never);
  return { calls, result: then(saga).run(1_000) };
}

describe('a change that needs a re-check', () => {
  it('asks for the code in place and, once it is right, makes the same request again', async () => {
    const { calls, result } = run(
      {
        requestContactChange: [recheckRequired(), SENT],
        startRecheck: STARTED,
        answerRecheck: [{ outcome: 'WRONG_CODE' }, { outcome: 'APPROVED' }],
      },
      (s) => s.dispatch(recheckCodeSubmitted({ code: '000000' })).dispatch(recheckCodeSubmitted({ code: '123456' })),
    );
    const { storeState } = await result;
    const state = storeState as RootState;
    expect(calls.map((c) => c.name)).toEqual([
      'requestContactChange',
      'startRecheck',
      'answerRecheck',
      'answerRecheck',
      'requestContactChange',
    ]);
    expect(calls[3]!.arg).toEqual({ recheckId: 'r-1', method: 'EMAIL_CODE', code: '123456' });
    expect(calls[4]!.arg).toEqual(calls[0]!.arg);
    expect(state.recheck.recheck).toMatchObject({ step: 'closed', problem: null });
    expect(state.account.contact.step).toBe('codeSent');
  });

  it('leaves the change unmade when the customer closes the re-check, saying why', async () => {
    const { calls, result } = run({ requestContactChange: recheckRequired(), startRecheck: STARTED }, (s) =>
      s.dispatch(recheckCancelled()),
    );
    const state = (await result).storeState as RootState;
    expect(calls.map((c) => c.name)).toEqual(['requestContactChange', 'startRecheck']);
    expect(state.account.contact).toMatchObject({ step: 'idle', refusal: { key: 'recheck.declined' } });
    expect(state.recheck.recheck.step).toBe('closed');
  });

  it('shows a wrong code as a problem and keeps the dialog open', async () => {
    const { result } = run(
      { requestContactChange: recheckRequired(), startRecheck: STARTED, answerRecheck: { outcome: 'WRONG_CODE' } },
      (s) => s.dispatch(recheckCodeSubmitted({ code: '000000' })),
    );
    const state = (await result).storeState as RootState;
    expect(state.recheck.recheck).toMatchObject({ step: 'code', problem: 'wrongCode', problems: 1 });
    expect(JSON.stringify(state)).not.toContain('000000');
  });
});

describe('the identity service refusal', () => {
  it('is a re-check only with its own message', () => {
    expect(needsRecheck(new IdentityError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE))).toBe(true);
    expect(needsRecheck(new IdentityError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(false);
    expect(needsRecheck(recheckRequired())).toBe(true);
  });
});

describe('the offer to end other sessions', () => {
  const OTHERS = { sessions: [{ current: true }, { current: false }, { current: false }] };
  const offer = (answer: boolean) => {
    const calls: EndpointCallOf<keyof typeof ENDPOINTS & string>[] = [];
    const result = expectSaga(offerToEndOtherSessions, endOtherSessionsOffered({ reason: 'password' }))
      .withReducer(plainRootReducer, stateWith({ auth: { isAuthenticated: true } }))
      .provide([
        answeringEndpoints(ENDPOINTS, { securityOverview: OTHERS, endOtherSessions: { ended: 2 } }, calls),
      ] as never)
      .dispatch(endOtherSessionsAnswered({ end: answer }))
      .run(1_000);
    return { calls, result };
  };

  it('ends them on Yes and says how many', async () => {
    const { calls, result } = offer(true);
    const state = (await result).storeState as RootState;
    expect(calls.map((c) => c.name)).toEqual(['securityOverview', 'endOtherSessions']);
    expect(state.recheck.endOthers).toEqual({ step: 'done', reason: 'password', ended: 2 });
  });

  it('ends nothing on No', async () => {
    const { calls, result } = offer(false);
    expect(((await result).storeState as RootState).recheck.endOthers.step).toBe('closed');
    expect(calls.map((c) => c.name)).toEqual(['securityOverview']);
  });
});
