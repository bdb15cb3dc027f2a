// The re-check saga with the authenticator app or a passkey offered (real reducers, endpoints answered by name): the
// app's code is sent as an AUTHENTICATOR answer and a wrong one is the app's own problem; picking e-mail asks the
// server to send the code then (once) and answers with it; "Use a passkey" fetches the re-check's challenge, hands it
// to the browser and sends its answer; a closed passkey prompt is a problem, not a refusal.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { describe, expect, it } from 'vitest';
import { answerWithPasskey, PasskeyCancelled } from '../../../api/security/passkeyAnswer';
import { recheckApi } from '../../../api/security/recheckEndpoints';
import { proveItsYou } from '../../../sagas/recheck';
import { plainRootReducer, type RootState } from '../../../store';
import { recheckCodeSubmitted, recheckMethodChosen, recheckPasskeyRequested } from '../../../store/recheck';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { stateWith } from './harness';
import { startedRecheck } from './recheckStarted';

const ENDPOINTS = recheckApi.endpoints;
const started = startedRecheck;
const OPTIONS = JSON.stringify({ challenge: 'Y2hhbGxlbmdl', rpId: 'lumen.localhost', allowCredentials: [] });
const CREDENTIAL = '{"id":"cred"}';

type Actions = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0][];

function run(answers: Record<string, unknown>, actions: Actions, passkey: unknown = CREDENTIAL) {
  const calls: EndpointCallOf<keyof typeof ENDPOINTS & string>[] = [];
  const browser =
    passkey instanceof Error
      ? ([matchers.call.fn(answerWithPasskey), throwError(passkey)] as const)
      : ([matchers.call.fn(answerWithPasskey), passkey] as const);
  let saga = expectSaga(proveItsYou)
    .withReducer(plainRootReducer, stateWith({ auth: { isAuthenticated: true } }))
    .provide([browser, answeringEndpoints(ENDPOINTS, answers, calls)] as never);
  for (const action of actions) saga = saga.dispatch(action);
  return { calls, result: saga.run(1_000) };
}

describe('a re-check with the authenticator app offered', () => {
  it('answers with the app code, e-mailing nothing, and says a wrong one is the app’s', async () => {
    const { calls, result } = run(
      {
        startRecheck: started(['AUTHENTICATOR', 'EMAIL_CODE']),
        answerRecheck: [{ outcome: 'WRONG_CODE' }, { outcome: 'APPROVED' }],
      },
      [recheckCodeSubmitted({ code: '000000' }), recheckCodeSubmitted({ code: '123456' })],
    );
    const { returnValue, storeState } = await result;
    expect(returnValue).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['startRecheck', 'answerRecheck', 'answerRecheck']);
    expect(calls[2]!.arg).toEqual({ recheckId: 'r-1', method: 'AUTHENTICATOR', code: '123456' });
    expect((storeState as RootState).recheck.recheck.outcome).toBe('proved');
  });

  it('marks a wrong app code as such', async () => {
    const { result } = run(
      { startRecheck: started(['AUTHENTICATOR', 'EMAIL_CODE']), answerRecheck: { outcome: 'WRONG_CODE' } },
      [recheckCodeSubmitted({ code: '000000' })],
    );
    const state = (await result).storeState as RootState;
    expect(state.recheck.recheck).toMatchObject({ step: 'code', method: 'AUTHENTICATOR', problem: 'wrongAppCode' });
  });

  it('sends the e-mailed code when the customer picks e-mail, once, and answers with it', async () => {
    const { calls, result } = run(
      {
        startRecheck: started(['AUTHENTICATOR', 'EMAIL_CODE']),
        sendRecheckCode: { maskedEmail: 'o***@example.com', expiresInMinutes: 10 },
        answerRecheck: { outcome: 'APPROVED' },
      },
      [
        recheckMethodChosen({ method: 'EMAIL_CODE' }),
        recheckMethodChosen({ method: 'AUTHENTICATOR' }),
        recheckMethodChosen({ method: 'EMAIL_CODE' }),
        recheckCodeSubmitted({ code: '654321' }),
      ],
    );
    await result;
    expect(calls.map((c) => c.name)).toEqual(['startRecheck', 'sendRecheckCode', 'answerRecheck']);
    expect(calls[1]!.arg).toEqual({ recheckId: 'r-1' });
    expect(calls[2]!.arg).toEqual({ recheckId: 'r-1', method: 'EMAIL_CODE', code: '654321' });
  });
});

describe('a re-check with a passkey offered', () => {
  it('hands the server’s challenge to the browser and sends its answer', async () => {
    const { calls, result } = run(
      {
        startRecheck: started(['PASSKEY', 'EMAIL_CODE']),
        recheckPasskeyOptions: OPTIONS,
        answerRecheck: { outcome: 'APPROVED' },
      },
      [recheckPasskeyRequested()],
    );
    expect((await result).returnValue).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['startRecheck', 'recheckPasskeyOptions', 'answerRecheck']);
    expect(calls[2]!.arg).toEqual({ recheckId: 'r-1', method: 'PASSKEY', credential: CREDENTIAL });
  });

  it('says so when the prompt was closed or the server refused the passkey, and lets the customer try again', async () => {
    const closed = run(
      { startRecheck: started(['PASSKEY', 'EMAIL_CODE']), recheckPasskeyOptions: OPTIONS },
      [recheckPasskeyRequested()],
      new PasskeyCancelled(),
    );
    const state = (await closed.result).storeState as RootState;
    expect(state.recheck.recheck).toMatchObject({ step: 'code', method: 'PASSKEY', problem: 'passkeyCancelled' });
    expect(closed.calls.map((c) => c.name)).toEqual(['startRecheck', 'recheckPasskeyOptions']);

    const refused = run(
      {
        startRecheck: started(['PASSKEY', 'EMAIL_CODE']),
        recheckPasskeyOptions: OPTIONS,
        answerRecheck: { outcome: 'PASSKEY_REFUSED' },
      },
      [recheckPasskeyRequested()],
    );
    const after = (await refused.result).storeState as RootState;
    expect(after.recheck.recheck).toMatchObject({ step: 'code', problem: 'passkeyRefused' });
  });
});
