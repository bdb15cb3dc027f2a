// The final steps' events (otp, products, amount, identity), answered as the step table says: the application saga
// loads this with its own on the first event of either. The review's submit is the decision room's
// (application/submitRequested).
import { takeLatest } from 'redux-saga/effects';
import { handlersIn } from './handlers';

export const FINAL_STEPS_HANDLERS = handlersIn('finalSteps');

export function* watchFinalSteps() {
  for (const [type, handler] of Object.entries(FINAL_STEPS_HANDLERS)) yield takeLatest(type, handler);
}
