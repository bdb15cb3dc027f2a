// Look-ups gathered per turn of the event loop (server/db/batch.ts): one load per turn and database, each caller
// answered with its own key's value, a failed load failing only its own batch, and no batch larger than its bound.
import { describe, expect, it } from 'vitest';
import { batchedPerDatabase, inKeyOrder, keysAsJson } from '../../../server/db/batch';
import type { Db } from '../../../server/db/client';

const database = () => ({}) as Db;

function recorder(answer: (keys: readonly number[]) => readonly string[] = (keys) => keys.map((k) => `v${k}`)) {
  const loads: { db: Db; keys: readonly number[] }[] = [];
  const load = batchedPerDatabase<number, string>(async (db, keys) => {
    loads.push({ db, keys });
    return answer(keys);
  }, 3);
  return { load, loads };
}

describe('batched look-ups', () => {
  it('answers the calls of one turn with one load, each with its own value, and starts afresh on the next turn', async () => {
    const { load, loads } = recorder();
    const db = database();
    expect(await Promise.all([load(db, 1), load(db, 2)])).toEqual(['v1', 'v2']);
    expect(await load(db, 7)).toBe('v7');
    expect(loads.map((l) => l.keys)).toEqual([[1, 2], [7]]);
  });

  it('keeps each database to its own batches', async () => {
    const { load, loads } = recorder();
    const [a, b] = [database(), database()];
    expect(await Promise.all([load(a, 1), load(b, 2), load(a, 3)])).toEqual(['v1', 'v2', 'v3']);
    expect(loads.map((l) => [l.db === a ? 'a' : 'b', l.keys])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('sends a full batch at once and gathers the rest into the next', async () => {
    const { load, loads } = recorder();
    const db = database();
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => load(db, k)))).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    expect(loads.map((l) => l.keys)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every call of a batch whose load fails or answers the wrong number of keys, and only that batch', async () => {
    const failing = recorder(() => {
      throw new Error('connection lost');
    });
    const db = database();
    const results = await Promise.allSettled([failing.load(db, 1), failing.load(db, 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const short = recorder((keys) => keys.slice(1).map(String));
    await expect(Promise.all([short.load(db, 1), short.load(db, 2)])).rejects.toThrow('a batch of 2 was answered 1');
    const { load } = recorder();
    expect(await load(db, 9)).toBe('v9');
  });
});

describe("a batch statement's keys and rows", () => {
  it("sends each key with its place and puts rows back in the keys' order, an answer for every key", () => {
    expect(JSON.parse(keysAsJson(['a', 'b'], (key) => ({ k: key })))).toEqual([
      { k: 'a', i: 0 },
      { k: 'b', i: 1 },
    ]);
    const ordered = inKeyOrder(4, [
      { i: 2, v: 'c' },
      { i: 0, v: 'a' },
    ]);
    expect(ordered.map((row) => row?.v ?? 'none')).toEqual(['a', 'none', 'c', 'none']);
  });
});
