// registerApplicationListener's stream: the application's current state first (so a reconnect catches up), then each
// change heard from the database, ending after a terminal one (realtime.ts isTerminalEvent). The hub is joined before
// the current state is read, so no change between the two is lost; a change already seen in the first message is not
// sent twice.
import { findApplication } from '../applications/repository';
import type { Db } from '../db/client';
import { isTerminalEvent, type ApplicationEventHub, type ApplicationEventOut } from './realtime';
import { applicationEventOf } from './stateMachine';

export function applicationEventStream(
  db: Db,
  hub: ApplicationEventHub,
  applicationId: string,
): AsyncIterableIterator<{ registerApplicationListener: ApplicationEventOut }> {
  const queue: ApplicationEventOut[] = [];
  let waiting: ((r: IteratorResult<{ registerApplicationListener: ApplicationEventOut }>) => void) | null = null;
  let done = false;
  let lastSent: string | null = null;
  const key = (e: ApplicationEventOut) => `${e.status}|${e.applicationState}|${e.action}`;

  const deliver = (event: ApplicationEventOut) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(send(event));
    } else queue.push(event);
  };
  const unsubscribe = hub.subscribe(applicationId, deliver);
  const first = findApplication(db, applicationId).then((row) => (row ? applicationEventOf(row, null) : null));
  // A listener that ends before its first read (the client left) still started this read: its failure must not go
  // unhandled, which would end the process. A read that is awaited still throws to its caller.
  first.catch(() => undefined);

  const finish = () => {
    done = true;
    unsubscribe();
  };
  const send = (event: ApplicationEventOut) => {
    lastSent = key(event);
    if (isTerminalEvent(event)) finish();
    return { value: { registerApplicationListener: event }, done: false } as const;
  };
  let started = false;

  const iterator: AsyncIterableIterator<{ registerApplicationListener: ApplicationEventOut }> = {
    async next() {
      if (!started) {
        started = true;
        const current = await first;
        if (current) return send(current);
      }
      if (done) return { value: undefined, done: true };
      while (queue.length > 0) {
        const event = queue.shift()!;
        // The first message already told this state (the change arrived while it was read).
        if (key(event) === lastSent && !event.action) continue;
        return send(event);
      }
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    async return() {
      finish();
      waiting?.({ value: undefined, done: true });
      waiting = null;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
