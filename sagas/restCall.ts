// The sagas' REST calls (the risk check, the enrollment session, the reset link, password-changed): one post that
// hands a multi-factor refusal to the redirect saga, classified as every other REST answer is (api/errors.ts
// classifyRestAnswer), so a route that starts asking for the check takes the customer there instead of ending the
// session. The calling saga still gets the answer and handles its own refusals.
import { put } from 'redux-saga/effects';
import { classifyRestAnswer, restCallFailed } from '../api/errors';
import { deps } from './context';
import { callTyped } from './typedEffects';

export function* postRest(path: string, body: unknown) {
  const { postJson } = yield* deps();
  const answer = yield* callTyped(postJson, path, body);
  if (answer.status >= 400) {
    const refused = classifyRestAnswer(answer.status, answer.body);
    if (refused.kind === 'mfa') yield put(restCallFailed(refused));
  }
  return answer;
}
