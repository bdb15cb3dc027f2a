// The one shape of every realtime listener saga: the realtime client's callbacks as an eventChannel, the connection
// (this page's origin, the identity token, the brand, the customer a CSR acts as) read anew for each connection, and a
// loop that hands each event to the feature until it says a final status came, reconnects after abnormal closes with a
// growing wait, and closes the socket normally however it leaves (a final status, an error, cancelled with the
// session). Also the "only while signed in" watcher both listeners run under.
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, cancel, delay, fork, race, take } from 'redux-saga/effects';
import { realtimeUrl, type RealtimeConnection, type SubscriptionHandlers } from '../api/realtime/subscription';
import type { RootState } from '../store';
import { isActingAsCustomer, sessionRestored, signInSucceeded } from '../store/auth';
import { sessionLost } from '../store/events';
import { deps } from './context';
import { callTyped, selectTyped } from './typedEffects';

export type ListenerMessage<E> =
  { type: 'event'; event: E } | { type: 'closed'; code: number } | { type: 'error'; reason: string };

/** The realtime client's callbacks as a channel; closing the channel stops the listener (a normal close, 1000). */
export function subscriptionChannel<O, E>(
  open: (options: O, handlers: SubscriptionHandlers<E>) => () => void,
  options: O,
): EventChannel<ListenerMessage<E>> {
  return eventChannel<ListenerMessage<E>>((emit) =>
    open(options, {
      onEvent: (event) => emit({ type: 'event', event }),
      onClosed: (code) => emit({ type: 'closed', code }),
      onError: (reason) => emit({ type: 'error', reason }),
    }),
  );
}

/** Who connects and where, read for each connection (a reconnect takes the token as it is now). */
export function* realtimeConnection() {
  const { identity, nav } = yield* deps();
  const session = yield* callTyped([identity, identity.session]);
  const auth = yield* selectTyped((s: RootState) => s.auth);
  const brandKey = yield* selectTyped((s: RootState) => s.brand.key);
  const connection: RealtimeConnection = {
    url: realtimeUrl(nav.location()),
    token: session?.idToken ?? '',
    brandKey,
    ...(isActingAsCustomer(auth) ? { adminAuthAs: auth.email } : {}),
  };
  return connection;
}

/** How a listener ended: a final status came, the server closed it normally, it failed, or nothing came in time. */
export type ListenOutcome = 'final' | 'closed' | 'failed' | 'timeout';

export const reconnectDelay = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8_000);

export interface ListenPlan<O, E> {
  /** The feature's channel (a saga test replaces it with a scripted one). */
  channel: (options: O) => EventChannel<ListenerMessage<E>>;
  /** What the channel opens with; what names the listener (the application, the loan) joins the connection. */
  options: (connection: RealtimeConnection) => O;
  /** Handles one event (a function or a saga); true when it was the final status (the listener closes). */
  onEvent: (event: E) => boolean | SagaIterator<boolean>;
  /** Abnormal closes in a row to reconnect after; one more fails (0: a dropped line fails at once). */
  maxReconnects: number;
  /** Told before each reconnect's wait. */
  onReconnecting?: () => SagaIterator;
  /** Without a message for this long the listener gives up ('timeout'); unset, it waits as long as it runs. */
  waitMs?: number;
}

export function* listen<O, E>(plan: ListenPlan<O, E>): SagaIterator<ListenOutcome> {
  let attempt = 0;
  for (;;) {
    const connection = yield* callTyped(realtimeConnection);
    const channel = yield* callTyped(plan.channel, plan.options(connection));
    try {
      for (;;) {
        let message: ListenerMessage<E> | undefined;
        if (plan.waitMs === undefined) message = (yield take(channel)) as ListenerMessage<E>;
        else
          ({ message } = (yield race({ message: take(channel), timeout: delay(plan.waitMs) })) as {
            message?: ListenerMessage<E>;
          });
        if (!message) return 'timeout';
        if (message.type === 'error') return 'failed';
        if (message.type === 'closed') {
          if (message.code === 1000) return 'closed';
          break;
        }
        attempt = 0;
        if (yield* callTyped(plan.onEvent, message.event)) return 'final';
      }
    } finally {
      // Leaving for any reason (final, cancelled with the session) closes the socket normally.
      channel.close();
    }
    attempt += 1;
    if (attempt > plan.maxReconnects) return 'failed';
    if (plan.onReconnecting) yield call(plan.onReconnecting);
    yield delay(reconnectDelay(attempt));
  }
}

/** Runs `saga` while someone is signed in: from sign-in (or a restored session) until the session is lost. */
export function* whileSignedIn(saga: () => SagaIterator) {
  for (;;) {
    const signedIn = yield* selectTyped((s: RootState) => s.auth.isAuthenticated);
    if (!signedIn) yield take([signInSucceeded.type, sessionRestored.type]);
    const task = (yield fork(saga)) as Task;
    yield take(sessionLost.type);
    yield cancel(task);
  }
}
