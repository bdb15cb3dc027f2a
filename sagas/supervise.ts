// A watcher that fails is logged and restarted, so one broken feature never takes the others down. The restart waits
// a moment: a watcher that fails at once every time (a missing browser API) must not spin and freeze the page.
import { call, delay } from 'redux-saga/effects';

export const RESTART_DELAY_MS = 1_000;

export function supervised(watcher: () => Generator) {
  return function* keepAlive() {
    for (;;) {
      try {
        yield call(watcher);
        return;
      } catch (error) {
        console.error(`saga ${watcher.name} failed; restarting`, error);
        yield delay(RESTART_DELAY_MS);
      }
    }
  };
}
