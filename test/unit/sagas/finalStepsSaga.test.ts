// The final steps' saga with the real reducer and its endpoints answered by name: a texted code that is not
// OTP_VALID is explained on the otp page (a wrong code clears the form, too many lock it); OTP_VALID reads the
// application again and moves on; the product, the loan request and the opt-out each save, keep the answer and go
// to the page the step table says; a refused loan request keeps its field errors for the form.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { applicationApi, type Application } from '../../../api/application/endpoints';
import { finalStepsApi } from '../../../api/application/finalSteps/endpoints';
import { SaveProductChoiceDocument } from '../../../api/generated/graphql';
import { EndpointError } from '../../../sagas/callEndpoint';
import { checkOtp } from '../../../sagas/application/finalChecks';
import { FINAL_STEPS_HANDLERS } from '../../../sagas/application/finalSteps';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import { initialApplicationState } from '../../../store/application';
import {
  identityOptOutConfirmed,
  loanRequestSubmitted,
  otpCodeSubmitted,
  productChosen,
} from '../../../store/applicationFinalSteps';
import {
  application,
  withBank,
  withIncome,
  withPersonal,
  withProduct,
  withStore,
} from '../features/applicationFixtures';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

/** The saga the step table gives each final step's event. */
const answering = (event: { type: string }) => FINAL_STEPS_HANDLERS[event.type]!;
const chooseProduct = answering(productChosen);
const saveLoanRequest = answering(loanRequestSubmitted);
const optOutOfIdentityCheck = answering(identityOptOutConfirmed);

/** The one API's endpoints, both features' (the saga reads the application and saves progress too). */
const ENDPOINTS = { ...applicationApi.endpoints, ...finalStepsApi.endpoints };
type Name = keyof typeof ENDPOINTS;

async function run(saga: (action: never) => Generator, action: UnknownAction, answers: Partial<Record<Name, unknown>>) {
  const ctx = fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
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
  const { storeState } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(ENDPOINTS, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to) };
}

// Part 1, the bank step (a linked account) and the agreements (the agreements room's saveAgreements).
const partOne = (): Application => ({
  ...withBank(withIncome(withStore(withProduct(withPersonal(application()))))),
  repaymentMethod: 'NDD',
  fundingMethod: 'EFT',
});
const withOtp = (a: Application): Application => ({
  ...a,
  loanApplication: {
    additionalAttributes: {
      optOut: null,
      canShareInfo: null,
      smsOptIn: null,
      otpResponse: 'OTP_VALID',
      disclosures: [],
    },
  },
});
const withChoice = (a: Application): Application => ({
  ...a,
  initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'ILP', channel: 'ONLINE' } },
});
const progress = (a: Application, url: string): Application => ({
  ...a,
  loanApplicationProgress: { applicationUrl: url },
});

describe('the texted code', () => {
  it.each([
    ['OTP_INVALID', 'verification.failed'],
    ['OTP_EXPIRED', 'application.finalSteps.otp.expired'],
    ['OTP_EXCEEDED', 'application.finalSteps.otp.exceeded'],
  ])('%s stays on the page with its message', async (result, message) => {
    const { state, nav, calls } = await run(checkOtp, otpCodeSubmitted({ code: '123456' }), {
      applicationOtpSearch: result,
    });
    expect(state.application).toMatchObject({ status: 'refused', message });
    expect(nav).toEqual([]);
    expect(calls[0]).toEqual({ name: 'applicationOtpSearch', arg: { applicationId: 'app-1', code: '123456' } });
    // The code is never kept in the state.
    expect(JSON.stringify(state.application)).not.toContain('123456');
  });

  it('OTP_VALID reads the application again and moves on to the products', async () => {
    const verified = withOtp(partOne());
    const { nav, calls } = await run(checkOtp, otpCodeSubmitted({ code: '123456' }), {
      applicationOtpSearch: 'OTP_VALID',
      application: verified,
      saveLoanApplicationProgress: progress(verified, p.products),
    });
    expect(calls.map((c) => c.name)).toEqual(['applicationOtpSearch', 'application', 'saveLoanApplicationProgress']);
    expect(nav).toEqual([p.products]);
  });
});

describe('saves', () => {
  it('the product choice goes on to the amount', async () => {
    const chosen = withChoice(withOtp(partOne()));
    const { nav, calls } = await run(chooseProduct, productChosen({ productCode: 'ILP', channel: 'ONLINE' }), {
      saveApplicationStep: chosen,
      saveLoanApplicationProgress: progress(chosen, p.amount),
    });
    expect(calls[0]).toEqual({
      name: 'saveApplicationStep',
      arg: { document: SaveProductChoiceDocument, variables: { id: 'app-1', productCode: 'ILP', channel: 'ONLINE' } },
    });
    expect(nav).toEqual([p.amount]);
  });

  it('the loan request goes on to the identity step', async () => {
    const requested: Application = {
      ...withChoice(withOtp(partOne())),
      loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 },
    };
    const { nav } = await run(
      saveLoanRequest,
      loanRequestSubmitted({ productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 }),
      { saveApplicationStep: requested, saveLoanApplicationProgress: progress(requested, p.identity) },
    );
    expect(nav).toEqual([p.identity]);
  });

  it('a refused loan request keeps the fields the server named for the form', async () => {
    const refused = new EndpointError({
      kind: 'input',
      message: 'Enter an amount within this loan’s limits.',
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' }],
    });
    const { state, nav } = await run(
      saveLoanRequest,
      loanRequestSubmitted({ productCode: 'ILP', channel: 'ONLINE', amountCents: 999_999_00, term: 18 }),
      { saveApplicationStep: refused },
    );
    expect(state.application.fieldErrors).toEqual([
      { field: 'amountCents', key: 'application.finalSteps.amount.outOfRange' },
    ]);
    expect(nav).toEqual([]);
  });

  it('opting out of the identity check goes on to the review', async () => {
    const optedOut: Application = {
      ...withChoice(withOtp(partOne())),
      loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 },
      identityCheck: { status: null, optedOut: true },
    };
    const { nav } = await run(optOutOfIdentityCheck, identityOptOutConfirmed(), {
      saveApplicationStep: optedOut,
      saveLoanApplicationProgress: progress(optedOut, p.submit),
    });
    expect(nav).toEqual([p.submit]);
  });
});
