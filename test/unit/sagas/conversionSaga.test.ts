// The conversion saga with the real reducer and its endpoints answered by name: an offer's underwriting APPROVED
// opens its page, anything else the denial; a saved choice moves to ESign; a refusal is kept for the screen; the
// signature moves to Confirmation, and a stale offer at signing is the denial; a reload resumes the step the server's
// record names.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { conversionApi } from '../../../api/conversion/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import { chooseOffer, resume, saveChoice, sign } from '../../../sagas/conversion/conversion';
import { conversionPaths, conversionStepPath } from '../../../src/features/conversion/paths';
import { plainRootReducer, type RootState } from '../../../store';
import {
  conversionChoiceSubmitted,
  conversionOfferChosen,
  conversionResumeRequested,
  conversionSignSubmitted,
  initialConversionState,
} from '../../../store/conversion';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

type Name = keyof typeof conversionApi.endpoints;

async function run(
  saga: (action: never) => Generator,
  action: UnknownAction,
  answers: Partial<Record<Name, unknown>>,
  conversion: Partial<RootState['conversion']> = {},
) {
  const ctx = fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
  const base = stateWith({ auth: { initialized: true, isAuthenticated: true, email: 'open.payday@example.com' } });
  const initial = { ...base, conversion: { ...initialConversionState, ...conversion } } as RootState;
  function* root() {
    yield call(saga as never, action as never);
  }
  const { storeState } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(conversionApi.endpoints, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to) };
}

const SAVED = { id: 'conv-1', amountCents: 80_000, refinanceOptionId: null };
const refusal = (key: string, message: string) =>
  new EndpointError({ kind: 'input', message, code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'offerId', key }] });

describe('choosing an offer', () => {
  it('APPROVED: the convert or refinance page', async () => {
    const convert = await run(chooseOffer, conversionOfferChosen({ customerCode: 'LP-1', type: 'CONVERSION' }), {
      preliminaryUnderwriting: { status: 'APPROVED' },
    });
    expect(convert.calls).toEqual([{ name: 'preliminaryUnderwriting', arg: { customerCode: 'LP-1' } }]);
    expect(convert.nav).toEqual([conversionPaths.convert]);
    expect(convert.state.conversion).toMatchObject({ chosen: 'CONVERSION', step: 'Customize', status: 'idle' });
    const refinance = await run(chooseOffer, conversionOfferChosen({ customerCode: 'LP-1', type: 'REFINANCE' }), {
      preliminaryUnderwriting: { status: 'APPROVED' },
    });
    expect(refinance.nav).toEqual([conversionPaths.refinance]);
  });

  it('anything else: the denial, and no page change', async () => {
    const { nav, state } = await run(chooseOffer, conversionOfferChosen({ customerCode: 'LP-1', type: 'CONVERSION' }), {
      preliminaryUnderwriting: { status: 'DENIED' },
    });
    expect(nav).toEqual([]);
    expect(state.conversion.status).toBe('denied');
  });
});

describe('the choice and the signature', () => {
  const choice = conversionChoiceSubmitted({
    customerCode: 'LP-1',
    offerId: 'o',
    type: 'CONVERSION',
    refinanceOptionId: null,
    amountCents: 80_000,
  });

  it('a saved choice moves to ESign, and the address names it (a reload resumes it)', async () => {
    const { state, nav } = await run(saveChoice, choice, { saveConversionChoice: SAVED });
    expect(state.conversion).toMatchObject({ conversionId: 'conv-1', chosen: 'CONVERSION', step: 'ESign' });
    expect(nav).toEqual([conversionStepPath('CONVERSION', 'conv-1')]);
    expect(nav[0]).toBe('/loan/conversion/convert?conversion=conv-1');
  });

  it('a refusal is kept, worded, for the screen', async () => {
    const { state } = await run(saveChoice, choice, {
      saveConversionChoice: refusal('conversion.validation.offInterval', 'Choose an amount in steps of $50.'),
    });
    expect(state.conversion).toMatchObject({ step: 'Customize', message: 'Choose an amount in steps of $50.' });
  });

  it('the signature (trimmed) moves to Confirmation; a stale offer at signing is the denial', async () => {
    const on = { conversionId: 'conv-1', chosen: 'CONVERSION' as const, step: 'ESign' as const };
    const signed = await run(
      sign,
      conversionSignSubmitted({ signatureName: ' Paula Payday ' }),
      {
        esignConversion: SAVED,
      },
      on,
    );
    expect(signed.calls).toEqual([{ name: 'esignConversion', arg: { id: 'conv-1', signatureName: 'Paula Payday' } }]);
    expect(signed.state.conversion.step).toBe('Confirmation');
    const stale = await run(
      sign,
      conversionSignSubmitted({ signatureName: 'Paula Payday' }),
      {
        esignConversion: refusal('conversion.validation.staleOffer', 'This offer has changed.'),
      },
      on,
    );
    expect(stale.state.conversion).toMatchObject({ status: 'denied', step: 'ESign' });
  });
});

describe('a signature while a payment on the loan is pending', () => {
  it('stays on ESign with the server’s words (why, and when to try again), not the denial', async () => {
    const message =
      'Your payment of $20.00 on loan PDL-5000501 is still being processed, and a loan cannot be replaced while a payment on it is pending. Try again in a minute, once your payment history shows it as received.';
    const { state } = await run(
      sign,
      conversionSignSubmitted({ signatureName: 'Paula Payday' }),
      {
        esignConversion: new EndpointError({
          kind: 'input',
          message,
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'id', key: 'conversion.validation.paymentPending' }],
        }),
      },
      { conversionId: 'conv-1', chosen: 'REFINANCE', step: 'ESign' },
    );
    expect(state.conversion).toMatchObject({ step: 'ESign', message });
    expect(state.conversion.status).not.toBe('denied');
  });
});

describe('a reload on ESign or Confirmation', () => {
  const record = (status: string, type = 'REFINANCE') => ({
    ...SAVED,
    type,
    status,
    amountCents: 10_000,
    refinanceOptionId: 3,
  });
  const reload = (type: 'CONVERSION' | 'REFINANCE') => conversionResumeRequested({ id: 'conv-1', type });

  it("resumes the step the server's record names: a signature waiting is ESign, a loan made is Confirmation", async () => {
    const waiting = await run(resume, reload('REFINANCE'), { loanConversion: record('CUSTOMIZE') });
    expect(waiting.calls).toEqual([{ name: 'loanConversion', arg: { id: 'conv-1' } }]);
    expect(waiting.state.conversion).toMatchObject({
      conversionId: 'conv-1',
      chosen: 'REFINANCE',
      step: 'ESign',
      amountCents: 10_000,
      refinanceOptionId: 3,
      status: 'idle',
    });
    expect(waiting.nav).toEqual([]);
    const made = await run(resume, reload('REFINANCE'), { loanConversion: record('CONFIRMED') });
    expect(made.state.conversion).toMatchObject({ conversionId: 'conv-1', step: 'Confirmation', status: 'idle' });
  });

  it('nothing to resume (another type, a denial, or not theirs): Customize on the bare address', async () => {
    for (const answer of [
      record('CUSTOMIZE', 'CONVERSION'),
      record('DENIED'),
      new EndpointError({ kind: 'forbidden', message: 'You can only see your own loans.', code: 'FORBIDDEN' }),
    ]) {
      const { state, nav } = await run(resume, reload('REFINANCE'), { loanConversion: answer });
      expect(state.conversion).toMatchObject({ conversionId: null, step: 'Customize', status: 'idle' });
      expect(nav).toEqual([conversionPaths.refinance]);
    }
  });
});
