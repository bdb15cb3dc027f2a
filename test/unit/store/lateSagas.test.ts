// The store's one saga middleware: sagas run at start-up see actions from then on; the sagas that join with the late
// layer are first handed every action dispatched before they ran, in order, and each action reaches each saga once.
import { createAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../store';
import { makeStoreWithoutLateLayer } from '../../../store/root';
import { fakeContext } from '../sagas/fakes';

const clicked = createAction<number>('test/clicked');
const answered = createAction<number>('test/answered');

/** A saga that writes down every test event it sees. */
function recorder(seen: string[]) {
  return function* record() {
    yield takeEvery([clicked.type, answered.type], (action: ReturnType<typeof clicked>) => {
      seen.push(`${action.type.slice('test/'.length)} ${action.payload}`);
    });
  };
}

const options = () => ({ extra: { identity: fakeContext().identity }, sagaContext: {} });

describe('the saga middleware', () => {
  it('hands the late sagas every earlier action once, in order, and the start-up sagas each action once', () => {
    const store = makeStoreWithoutLateLayer(undefined, options());
    const early: string[] = [];
    const late: string[] = [];
    store.runSaga(recorder(early));
    store.dispatch(clicked(1));
    store.dispatch(clicked(2));
    store.runLateSaga(recorder(late));
    store.dispatch(clicked(3));
    expect(early).toEqual(['clicked 1', 'clicked 2', 'clicked 3']);
    expect(late).toEqual(['clicked 1', 'clicked 2', 'clicked 3']);
  });

  it('answers an early action as if the late sagas had been there: their answer comes after it, seen by all', () => {
    const store = makeStoreWithoutLateLayer(undefined, options());
    const early: string[] = [];
    store.runSaga(recorder(early));
    store.dispatch(clicked(1));
    store.runLateSaga(function* answer() {
      yield takeEvery(clicked.type, function* reply(action: ReturnType<typeof clicked>) {
        yield put(answered(action.payload));
      });
    });
    expect(early).toEqual(['clicked 1', 'answered 1']);
  });

  it('holds nothing in a store that has the late layer from the start: late sagas see actions from then on', () => {
    const store = makeStore(undefined, options());
    store.dispatch(clicked(1));
    const late: string[] = [];
    store.runLateSaga(recorder(late));
    store.dispatch(clicked(2));
    expect(late).toEqual(['clicked 2']);
  });
});
