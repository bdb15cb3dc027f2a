// The contact-change saga with the real reducer: the code sent and the step it leaves, a wrong code refused and a
// second try that succeeds (the value sent both times is the one asked for, never kept in the store), a refused value,
// and a cancel that ends the change.
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../api/account/endpoints';
import { changeContact } from '../../../sagas/account/contact';
import { EndpointError } from '../../../sagas/callEndpoint';
import { plainRootReducer, type RootState } from '../../../store';
import { contactChangeCancelled, contactChangeRequested, contactCodeSubmitted } from '../../../store/account';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { stateWith } from './harness';

const SENT = { channel: 'PHONE', destination: '******7788', expiresInMinutes: 10 };
const wrongCode = new EndpointError({
  kind: 'input',
  code: 'BAD_USER_INPUT',
  message: 'That code is not right.',
  fieldErrors: [{ field: 'code', key: 'account.contact.problem.wrongCode' }],
});

function run(
  answers: Record<string, unknown>,
  then: (s: ReturnType<typeof expectSaga>) => ReturnType<typeof expectSaga>,
) {
  const calls: EndpointCallOf<keyof typeof accountApi.endpoints & string>[] = [];
  const saga = expectSaga(function* root() {
    yield call(changeContact, contactChangeRequested({ channel: 'PHONE', value: '6145557788' }));
  })
    .withReducer(plainRootReducer, stateWith({ auth: { isAuthenticated: true } }))
    .provide([answeringEndpoints(accountApi.endpoints, answers, calls)] as never);
  return { calls, result: then(saga).run(1_000) };
}

describe('the contact-change saga', () => {
  it('sends the code, refuses a wrong one and makes the change with the right one', async () => {
    const { calls, result } = run(
      {
        requestContactChange: SENT,
        updateContactDetails: [wrongCode, { email: 'x', contactEmail: 'x', phoneLast4: '7788' }],
      },
      (s) => s.dispatch(contactCodeSubmitted({ code: '000000' })).dispatch(contactCodeSubmitted({ code: '123456' })),
    );
    const { storeState } = await result;
    expect((storeState as RootState).account.contact.step).toBe('changed');
    expect(calls.map((c) => c.name)).toEqual(['requestContactChange', 'updateContactDetails', 'updateContactDetails']);
    expect(calls[2]!.arg).toEqual({ channel: 'PHONE', value: '6145557788', code: '123456' });
    expect(JSON.stringify(storeState)).not.toContain('6145557788');
  });

  it('keeps the customer on the code after a wrong one, with the refusal', async () => {
    const { result } = run({ requestContactChange: SENT, updateContactDetails: wrongCode }, (s) =>
      s.dispatch(contactCodeSubmitted({ code: '000000' })),
    );
    const { storeState } = await result;
    expect((storeState as RootState).account.contact).toMatchObject({
      step: 'codeSent',
      destination: '******7788',
      refusal: { key: 'account.contact.problem.wrongCode', field: 'code' },
      refusals: 1,
    });
  });

  it('sends a refused value back to the value step, and a cancel ends the change', async () => {
    const invalid = new EndpointError({
      kind: 'input',
      code: 'BAD_USER_INPUT',
      message: 'Enter a 10-digit US phone number.',
      fieldErrors: [{ field: 'value', key: 'account.contact.problem.invalidPhone' }],
    });
    const refused = await run({ requestContactChange: invalid }, (s) => s).result;
    expect((refused.storeState as RootState).account.contact).toMatchObject({
      step: 'idle',
      refusal: { field: 'value' },
    });
    const cancelled = await run({ requestContactChange: SENT }, (s) => s.dispatch(contactChangeCancelled())).result;
    expect((cancelled.storeState as RootState).account.contact.step).toBe('idle');
  });
});
