// A feature loaded with its first event (sagas/featureSagas.ts) answers that event and every one that came while it
// loaded, once each and in order, then its own watcher answers the rest; and each feature's event list is the set its
// handlers answer, so no event is lost before the module is there and none loads it for nothing.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { LAZY_FEATURES, watchLazily, type LazyFeature } from '../../../sagas/featureSagas';

/** Lets the pending promise callbacks and the saga scheduler run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a lazily loaded feature', () => {
  it('answers the events that came while it loaded in order, then leaves the rest to its watcher', async () => {
    const seen: string[] = [];
    let loaded: (feature: LazyFeature) => void = () => undefined;
    const feature: LazyFeature = {
      watch: function* watch() {
        yield takeEvery(['f/a', 'f/b'], (action: UnknownAction) => {
          seen.push(`watcher ${action.type}`);
        });
      },
      handlers: {
        'f/a': function* a() {
          yield call(() => seen.push('handler f/a'));
        },
        'f/b': function* b() {
          yield call(() => seen.push('handler f/b'));
        },
      },
    };
    const channel = stdChannel<UnknownAction>();
    runSaga({ channel, dispatch: (action: UnknownAction) => channel.put(action) }, watchLazily, {
      events: ['f/a', 'f/b'],
      load: () => new Promise<LazyFeature>((resolve) => (loaded = resolve)),
    });
    channel.put({ type: 'f/b' });
    channel.put({ type: 'f/other' });
    channel.put({ type: 'f/a' });
    await settle();
    expect(seen).toEqual([]);
    loaded(feature);
    await settle();
    channel.put({ type: 'f/a' });
    expect(seen).toEqual(['handler f/b', 'handler f/a', 'watcher f/a']);
  });

  it.each(Object.entries(LAZY_FEATURES))('%s: its events are the ones its handlers answer', async (_name, spec) => {
    const parts = [await spec.load()].flat();
    const answered = parts.flatMap((part) => Object.keys(part.handlers));
    expect([...spec.events].sort()).toEqual(answered.sort());
  });
});
