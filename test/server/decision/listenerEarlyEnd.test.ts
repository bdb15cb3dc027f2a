// A realtime listener that ends before its first read (the client left at once, or the process is stopping) must not
// leave that read's failure unhandled: an unhandled rejection ends a Node process. The read still throws to a
// listener that awaits it. Both streams, against a database whose every read fails.
import { expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { applicationEventStream } from '../../../server/decision/listener';
import { loanEventStream } from '../../../server/payments/listener';

/** A query builder whose every chain ends in a failed read. */
function failingDb(): Db {
  const chain: unknown = new Proxy(() => undefined, {
    get: (_target, name) =>
      name === 'then'
        ? (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) =>
            Promise.reject(new Error('Cannot use a pool after calling end on the pool')).then(ok, fail)
        : () => chain,
    apply: () => chain,
  });
  return chain as Db;
}

const A1 = 'a0000000-0000-4000-8000-000000000001';
const A2 = 'a0000000-0000-4000-8000-000000000002';
const hub = { subscribe: () => () => undefined, close: async () => undefined };
const unhandled: unknown[] = [];
const track = (reason: unknown) => unhandled.push(reason);

it('leaves no unhandled failure when a listener ends before its first read, and throws to one that reads', async () => {
  process.on('unhandledRejection', track);
  try {
    const streams = [applicationEventStream(failingDb(), hub, A1), loanEventStream(failingDb(), hub, 'l1')];
    for (const stream of streams) await stream.return?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    for (const stream of [applicationEventStream(failingDb(), hub, A2), loanEventStream(failingDb(), hub, 'l2')])
      await expect(stream.next()).rejects.toThrow(/Cannot use a pool/);
  } finally {
    process.off('unhandledRejection', track);
  }
});
