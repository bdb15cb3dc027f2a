// Waiting on the store: a saga that needs some state first checks it, then checks again after every event.
import { take } from 'redux-saga/effects';
import type { RootState } from '../store';
import { selectTyped } from './typedEffects';

/** Waits until the state answers yes. */
export function* until(predicate: (state: RootState) => boolean) {
  while (!(yield* selectTyped(predicate))) yield take('*');
}

/** Start-up decides whether a stored session is kept; enrollment and sign-up wait for that. */
export function* untilInitialized() {
  yield* until((s) => s.auth.initialized);
}
