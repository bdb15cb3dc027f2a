// The one watcher the app runs before its first paint: start-up (flags, hand-off, an existing session). Everything
// else joins with the API layer afterwards (sagas/root.ts `lateSaga`, src/app/boot.ts).
import { spawn } from 'redux-saga/effects';
import { watchAppStarted } from './auth/bootstrap';
import { supervised } from './supervise';

export function* startupSaga() {
  yield spawn(supervised(watchAppStarted));
}
