// Loan conversion and refinance: each event calls one server operation and shows what follows. Choosing an offer runs
// the preliminary underwriting (APPROVED: the convert or refinance page; anything else: the denial modal); the
// Customize step's choice is saved (refusals explained on the screen); the signature makes the new loan and moves to
// Confirmation. Once saved, the page's address names the conversion, and a reload there resumes its step from the
// server's record.
import { call, put, takeLeading } from 'redux-saga/effects';
import { conversionApi } from '../../api/conversion/endpoints';
import { conversionPaths, conversionStepPath } from '../../src/features/conversion/paths';
import type { RootState } from '../../store';
import {
  conversionChoiceSubmitted,
  conversionConfirmed,
  conversionDenied,
  conversionOfferChosen,
  conversionRefused,
  conversionResumed,
  conversionResumeFailed,
  conversionResumeRequested,
  conversionResuming,
  conversionSaved,
  conversionSignSubmitted,
  conversionStarted,
  conversionWorking,
  type RefinanceOptionId,
} from '../../store/conversion';
import { endpointData, EndpointError } from '../callEndpoint';
import { deps } from '../context';
import { selectTyped } from '../typedEffects';

const STALE_KEY = 'conversion.validation.staleOffer';

/** A refusal the screen explains (the server's worded message); a withdrawn offer is the denial modal. */
function* refuse(error: unknown) {
  if (error instanceof EndpointError && error.error.kind === 'input') {
    yield put(conversionRefused(error.error.message));
    return;
  }
  yield put(conversionRefused(''));
  throw error;
}

export function* chooseOffer(action: ReturnType<typeof conversionOfferChosen>) {
  const { nav } = yield* deps();
  const { customerCode, type } = action.payload;
  yield put(conversionWorking());
  try {
    const result = yield* endpointData(conversionApi.endpoints.preliminaryUnderwriting, { customerCode });
    if (result.status !== 'APPROVED') {
      yield put(conversionDenied());
      return;
    }
    yield put(conversionStarted(type));
    nav.navigate(type === 'CONVERSION' ? conversionPaths.convert : conversionPaths.refinance);
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* saveChoice(action: ReturnType<typeof conversionChoiceSubmitted>) {
  yield put(conversionWorking());
  try {
    const saved = yield* endpointData(conversionApi.endpoints.saveConversionChoice, {
      input: action.payload,
    });
    yield put(conversionApi.util.upsertQueryData('loanConversion', { id: saved.id }, saved) as never);
    yield put(
      conversionSaved({
        id: saved.id,
        type: action.payload.type,
        amountCents: saved.amountCents,
        refinanceOptionId: (saved.refinanceOptionId ?? null) as RefinanceOptionId | null,
      }),
    );
    const { nav } = yield* deps();
    nav.navigate(conversionStepPath(action.payload.type, saved.id), { replace: true });
  } catch (error) {
    yield call(refuse, error);
  }
}

/** A reload on ESign or Confirmation: the server's record says which step (a signature waiting, or the loan made). */
export function* resume(action: ReturnType<typeof conversionResumeRequested>) {
  const { id, type } = action.payload;
  yield put(conversionResuming());
  try {
    const record = yield* endpointData(conversionApi.endpoints.loanConversion, { id });
    if (record.type === type && record.status !== 'DENIED') {
      yield put(conversionApi.util.upsertQueryData('loanConversion', { id }, record) as never);
      yield put(
        conversionResumed({
          id,
          type,
          amountCents: record.amountCents,
          refinanceOptionId: (record.refinanceOptionId ?? null) as RefinanceOptionId | null,
          step: record.status === 'CUSTOMIZE' ? 'ESign' : 'Confirmation',
        }),
      );
      return;
    }
  } catch {
    // Not theirs or gone: the base query's classifier already acted on what needs it; the page starts over.
  }
  yield put(conversionResumeFailed());
  const { nav } = yield* deps();
  nav.navigate(type === 'CONVERSION' ? conversionPaths.convert : conversionPaths.refinance, { replace: true });
}

export function* sign(action: ReturnType<typeof conversionSignSubmitted>) {
  const id = yield* selectTyped((s: RootState) => s.conversion.conversionId);
  if (!id) return;
  yield put(conversionWorking());
  try {
    const signed = yield* endpointData(conversionApi.endpoints.esignConversion, {
      id,
      signatureName: action.payload.signatureName.trim(),
    });
    yield put(conversionApi.util.upsertQueryData('loanConversion', { id }, signed) as never);
    yield put(conversionConfirmed());
  } catch (error) {
    // The offer went away between the choice and the signature: the conversion is no longer available.
    if (error instanceof EndpointError && error.error.fieldErrors?.some((f) => f.key === STALE_KEY)) {
      yield put(conversionDenied());
      return;
    }
    yield call(refuse, error);
  }
}

export const CONVERSION_HANDLERS: Record<string, (action: never) => Generator> = {
  [conversionOfferChosen.type]: chooseOffer,
  [conversionChoiceSubmitted.type]: saveChoice,
  [conversionSignSubmitted.type]: sign,
  [conversionResumeRequested.type]: resume,
};

export function* watchConversion() {
  yield takeLeading(conversionOfferChosen.type, chooseOffer);
  yield takeLeading(conversionChoiceSubmitted.type, saveChoice);
  // Leading: a second click on Sign while the first is signing is ignored (the server refuses a second too).
  yield takeLeading(conversionSignSubmitted.type, sign);
  yield takeLeading(conversionResumeRequested.type, resume);
}
