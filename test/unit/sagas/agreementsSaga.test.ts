// The agreements room's saga with the real reducer and its endpoints answered by name: a saved agreements step goes
// to the step table's next page with its progress saved, a refusal naming an agreement is kept for the screen, and
// upload-docs moves on only once the server holds every document asked for.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { agreementsApi } from '../../../api/application/agreements/endpoints';
import type { Application } from '../../../api/application/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { finishUploads, saveAgreements, UPLOADS_MISSING } from '../../../sagas/application/agreements';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import {
  agreementsSubmitted,
  initialApplicationState,
  submitRequested,
  uploadsSubmitted,
  type AgreementsSubmission,
} from '../../../store/application';
import {
  application,
  withBank,
  withIncome,
  withPersonal,
  withProduct,
  withStore,
} from '../features/applicationFixtures';
import { answeringEndpoints } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

async function run(saga: (action: never) => Generator, action: UnknownAction, answers: Record<string, unknown>) {
  const ctx = fakeContext();
  const calls: { name: string; arg: unknown }[] = [];
  const base = stateWith({
    auth: { initialized: true, isAuthenticated: true, email: 'new.customer@example.com', customerType: 'new' },
  });
  const initial = plainRootReducer(
    { ...base, application: { ...initialApplicationState, applicationId: 'app-1', status: 'ready' } } as RootState,
    action,
  );
  function* root() {
    yield call(saga as never, action as never);
  }
  const { storeState, effects } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([
      contextProviders(ctx),
      answeringEndpoints(agreementsApi.endpoints, answers as never, calls as never),
    ] as never)
    .run();
  const puts = ((effects.put ?? []) as { payload: { action: UnknownAction } }[]).map((e) => e.payload.action);
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to), puts };
}

const SUBMISSION: AgreementsSubmission = {
  agreements: [{ idTag: 'ESIGN_CONSENT', value: true }],
  repaymentMethod: 'NDD',
  fundingMethod: 'EFT',
};
const agreed = (a: Application): Application => ({ ...a, repaymentMethod: 'NDD', fundingMethod: 'EFT' });
const atAgreements = withBank(
  withIncome(
    withStore(
      withProduct(
        withPersonal(application({ id: 'app-1', loanApplicationProgress: { applicationUrl: p.agreements } })),
      ),
    ),
  ),
);
const selfEmployed = (a: Application): Application => ({
  ...a,
  customerInformation: {
    ...a.customerInformation!,
    incomeInformation: { ...a.customerInformation!.incomeInformation!, type: 'SELF_EMPLOYED' },
  },
});

describe('saveAgreements', () => {
  it('saves, then goes on to the texted code, saving the progress', async () => {
    const saved = agreed(selfEmployed(atAgreements));
    const { calls, nav, state } = await run(saveAgreements, agreementsSubmitted(SUBMISSION), {
      saveAgreements: saved,
      saveLoanApplicationProgress: { ...saved, loanApplicationProgress: { applicationUrl: p.otp } },
    });
    expect(calls[0]).toEqual({ name: 'saveAgreements', arg: { id: 'app-1', ...SUBMISSION } });
    expect(calls[1]).toEqual({
      name: 'saveLoanApplicationProgress',
      arg: { id: 'app-1', applicationUrl: p.otp },
    });
    expect(nav).toEqual([p.otp]);
    expect(state.application.status).toBe('ready');
  });

  it('keeps a refusal naming an agreement for the screen and goes nowhere', async () => {
    const refusal = new EndpointError({
      kind: 'input',
      message: 'x',
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'agreements.ESIGN_CONSENT', key: 'application.agreements.esignFirst' }],
    });
    const { nav, state } = await run(saveAgreements, agreementsSubmitted(SUBMISSION), { saveAgreements: refusal });
    expect(nav).toEqual([]);
    expect(state.application.status).toBe('refused');
    expect(state.application.fieldErrors).toEqual([
      { field: 'agreements.ESIGN_CONSENT', key: 'application.agreements.esignFirst' },
    ]);
  });
});

describe('saveAgreements after a decision asking for another method', () => {
  it('saves the new method, then submits the application again instead of moving through the flow', async () => {
    const saved = { ...agreed(atAgreements), fundingMethod: 'DEBIT_CARD' };
    const { calls, nav, state, puts } = await run(
      saveAgreements,
      agreementsSubmitted({ ...SUBMISSION, resubmit: true }),
      { saveAgreements: saved },
    );
    // The flag is the client's: the server gets the agreements and methods only.
    expect(calls).toEqual([{ name: 'saveAgreements', arg: { id: 'app-1', ...SUBMISSION } }]);
    expect(nav).toEqual([]);
    expect(state.application.status).toBe('working');
    expect(puts).toContainEqual(submitRequested({ applicationId: 'app-1' }));
  });

  it('does not submit when the new method is refused', async () => {
    const refusal = new EndpointError({ kind: 'input', message: 'x', code: 'BAD_USER_INPUT' });
    const { state, puts } = await run(saveAgreements, agreementsSubmitted({ ...SUBMISSION, resubmit: true }), {
      saveAgreements: refusal,
    });
    expect(state.application.status).toBe('refused');
    expect(puts.map((a) => a.type)).not.toContain(submitRequested.type);
  });
});

describe('finishUploads', () => {
  it('stays with a message while a document asked for is missing', async () => {
    const { nav, state } = await run(finishUploads, uploadsSubmitted(), {
      application: agreed(selfEmployed(atAgreements)),
    });
    expect(nav).toEqual([]);
    expect(state.application.message).toBe(UPLOADS_MISSING);
  });

  it('moves on once every document is stored', async () => {
    const done: Application = {
      ...agreed(selfEmployed(atAgreements)),
      uploadedDocumentKinds: ['PROOF_OF_INCOME'],
      loanApplication: {
        additionalAttributes: {
          optOut: null,
          canShareInfo: null,
          smsOptIn: null,
          otpResponse: 'OTP_VALID',
          disclosures: [],
        },
      },
      initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'PDL', channel: 'ONLINE' } },
      loanRequest: { amountCents: 30000 } as never,
    };
    const { nav } = await run(finishUploads, uploadsSubmitted(), {
      application: done,
      saveLoanApplicationProgress: done,
    });
    expect(nav).toEqual([p.identity]);
  });
});
