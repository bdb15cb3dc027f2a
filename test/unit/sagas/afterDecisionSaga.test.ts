// The after-decision saga with the real reducer and its endpoints answered by name: a signature goes to the server
// as typed (trimmed) and the transition page follows; a refused signature is kept for the form; an approved lead's
// clone becomes the application being worked on and its agreements open.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { afterDecisionApi } from '../../../api/application/afterDecision/endpoints';
import { continueLead, esign } from '../../../sagas/application/afterDecision';
import { EndpointError } from '../../../sagas/callEndpoint';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import { initialApplicationState } from '../../../store/application';
import { esignSubmitted, leadContinued } from '../../../store/applicationAfterDecision';
import { application } from '../features/applicationFixtures';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

type Name = keyof typeof afterDecisionApi.endpoints;

async function run(saga: (action: never) => Generator, action: UnknownAction, answers: Partial<Record<Name, unknown>>) {
  const ctx = fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
  const base = stateWith({ auth: { initialized: true, isAuthenticated: true, email: 'new.customer@example.com' } });
  const initial = {
    ...base,
    application: { ...initialApplicationState, applicationId: 'app-1', status: 'ready' },
  } as RootState;
  function* root() {
    yield call(saga as never, action as never);
  }
  const { storeState } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(afterDecisionApi.endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to) };
}

const SIGNED = application({ id: 'app-1', status: 'APPROVED' });

describe('signing', () => {
  it('signs with the agreements and the typed name, then waits on the transition page', async () => {
    const { calls, nav, state } = await run(
      esign,
      esignSubmitted({ agreements: [{ idTag: 'loanAgreement', value: true }], signatureName: '  Nina New ' }),
      { esignApplication: SIGNED },
    );
    expect(calls).toEqual([
      {
        name: 'esignApplication',
        arg: { id: 'app-1', agreements: [{ idTag: 'loanAgreement', value: true }], signatureName: 'Nina New' },
      },
    ]);
    expect(nav).toEqual([p.transition]);
    expect(state.application).toMatchObject({ applicationId: 'app-1', status: 'ready' });
  });

  it('keeps a refusal for the form and stays on the page', async () => {
    const refusal = new EndpointError({
      kind: 'input',
      message: 'The signature does not match.',
      code: 'BAD_USER_INPUT',
    });
    const { nav, state } = await run(
      esign,
      esignSubmitted({ agreements: [{ idTag: 'loanAgreement', value: true }], signatureName: 'X' }),
      { esignApplication: refusal },
    );
    expect(nav).toEqual([]);
    expect(state.application).toMatchObject({ status: 'refused', message: 'The signature does not match.' });
  });
});

describe('an approved lead', () => {
  it('becomes the application worked on, and its agreements open', async () => {
    const clone = application({ id: 'clone-1', status: 'APPROVED' });
    const { calls, nav, state } = await run(continueLead, leadContinued({ leadId: 'lead-9' }), {
      cloneApprovedLeadApplication: clone,
    });
    expect(calls).toEqual([{ name: 'cloneApprovedLeadApplication', arg: { id: 'lead-9' } }]);
    expect(nav).toEqual([p.approvedAgreements]);
    expect(state.application.applicationId).toBe('clone-1');
  });
});
