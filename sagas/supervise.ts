// A watcher that fails is logged and restarted, so one broken feature never takes the others down.
import { call } from 'redux-saga/effects';

export function supervised(watcher: () => Generator) {
  return function* keepAlive() {
    for (;;) {
      try {
        yield call(watcher);
        return;
      } catch (error) {
        console.error(`saga ${watcher.name} failed; restarting`, error);
      }
    }
  };
}
