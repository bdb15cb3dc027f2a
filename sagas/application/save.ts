// The one save every plain step shares: the step table (src/features/application/flow/table.ts) names the document
// and builds its variables from the event; this sends it, keeps the server's answer and shows the page the step
// function says comes next. Steps that do more (the account, personal details, the texted code) have sagas of their own.
import { type SaveInputs, type StepSave, nextPageAfter } from '../../src/features/application/rules';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { applicationApi } from '../../api/application/endpoints';
import * as documents from '../../api/generated/graphql';
import type { RootState } from '../../store';
import { applicationWorkStarted } from '../../store/application';
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { currentApplication, flowContext, keep, moveTo, refuse } from './flow';

/** Saves what `action` carries as `save` says, for the page at `path`. */
export function* saveStep(path: string, save: StepSave, action: UnknownAction & { payload?: unknown }) {
  yield put(applicationWorkStarted());
  const ctx = yield* callTyped(flowContext);
  const brandName = yield* selectTyped((s: RootState) => s.brand.key);
  const applicationId = yield* selectTyped((s: RootState) => s.application.applicationId);
  try {
    const current = save.readsApplication ? yield* callTyped(currentApplication) : null;
    if (save.readsApplication && !current) return;
    // The application is there whenever the save reads it (readsApplication); the others never look.
    const inputs = { applicationId, brandName, application: current } as SaveInputs;
    const application = yield* endpointData(applicationApi.endpoints.saveApplicationStep, {
      document: documents[save.document],
      variables: save.variables(action.payload as never, inputs) as Record<string, unknown>,
    });
    yield call(keep, application);
    yield call(moveTo, application, nextPageAfter(save.after ?? path, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}
