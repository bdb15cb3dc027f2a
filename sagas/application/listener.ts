// The application listener (spec 001 section 4 "Realtime listeners"), as a saga eventChannel over the realtime client.
// It runs only while someone is signed in: started with sign-in (or a restored session), it serves
// `application/listenerRequested` for the customer's submitted application (the submit saga and the transition page
// ask) and is cancelled with the session (sign-out, timeout). A terminal message (ORIGINATED, DENIED,
// ESIGN_RECALCULATED, SUBMIT_ERROR, a duplicate) ends it with a normal close (1000); an abnormal close reconnects
// with a growing wait, and the new connection's first message is the state now, so nothing missed is lost; a refused
// connection, or too many failed ones, sets the error state the transition page shows with a way forward.
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  openApplicationListener,
  realtimeUrl,
  type ApplicationListenerEvent,
  type ListenerOptions,
} from '../../api/realtime/applicationListener';
import { baseApi } from '../../api/baseApi';
import { decisionApi, type ApplicationDecision } from '../../api/application/decision/endpoints';
import { isTerminal, pageForState } from '../../src/features/application/decision/statePages';
import { applicationPaths } from '../../src/features/application/paths';
import type { RootState } from '../../store';
import {
  applicationStateReported,
  listenerClosed,
  listenerConnected,
  listenerFailed,
  listenerReconnecting,
  listenerRequested,
} from '../../store/application';
import { isActingAsCustomer, sessionRestored, signInSucceeded } from '../../store/auth';
import { sessionLost } from '../../store/events';
import { callEndpoint } from '../callEndpoint';
import { deps } from '../context';

export type ListenerMessage =
  | { type: 'event'; event: ApplicationListenerEvent }
  | { type: 'closed'; code: number }
  | { type: 'error'; reason: string };

/** Reconnect attempts after abnormal closes before the error state is shown (the page offers to try again). */
export const MAX_RECONNECTS = 5;
export const reconnectDelay = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8_000);

/** The realtime client's callbacks as a channel; closing the channel stops the listener (a normal close, 1000). */
export function listenerChannel(options: ListenerOptions): EventChannel<ListenerMessage> {
  return eventChannel<ListenerMessage>((emit) =>
    openApplicationListener(options, {
      onEvent: (event) => emit({ type: 'event', event }),
      onClosed: (code) => emit({ type: 'closed', code }),
      onError: (reason) => emit({ type: 'error', reason }),
    }),
  );
}

function* connectionOptions(applicationId: string) {
  const { identity, nav } = yield* deps();
  const session = (yield call([identity, identity.session])) as { idToken: string } | null;
  const auth = (yield select((s: RootState) => s.auth)) as RootState['auth'];
  const brandKey = (yield select((s: RootState) => s.brand.key)) as string;
  const options: ListenerOptions = {
    url: realtimeUrl(nav.location()),
    token: session?.idToken ?? '',
    applicationId,
    brandKey,
    ...(isActingAsCustomer(auth) ? { adminAuthAs: auth.email } : {}),
  };
  return options;
}

/** Shows the page the state leads to, when the customer is waiting on the transition page. */
function* follow(event: ApplicationListenerEvent, decision: ApplicationDecision['decision']) {
  const { nav } = yield* deps();
  if (nav.location().pathname !== applicationPaths.transition) return;
  const page = pageForState({ ...event, decision });
  // Not yet submitted (the submit is on its way): the customer waits here rather than going back to review.
  if (page.path !== applicationPaths.transition && page.path !== applicationPaths.submit)
    yield call([nav, nav.navigate], page.path, { replace: true, state: { decisionMessage: page.message } });
}

/** The decision behind a terminal SUBMIT_ERROR (a new method to choose, or a processing failure). */
function* decisionOf(applicationId: string) {
  const app = (yield call(callEndpoint, decisionApi.endpoints.applicationDecision, {
    id: applicationId,
  })) as ApplicationDecision | null;
  return app?.decision ?? null;
}

/** One listener for one application, reconnecting after abnormal closes, until a terminal message. */
export function* listenTo(action: ReturnType<typeof listenerRequested>) {
  const { applicationId } = action.payload;
  let attempt = 0;
  for (;;) {
    const options = (yield call(connectionOptions, applicationId)) as ListenerOptions;
    const channel = (yield call(listenerChannel, options)) as EventChannel<ListenerMessage>;
    let reconnect = false;
    try {
      for (;;) {
        const message = (yield take(channel)) as ListenerMessage;
        if (message.type === 'event') {
          attempt = 0;
          if (message.event.applicationId !== applicationId) continue;
          yield put(listenerConnected());
          // A screen showing the state (thank-you waiting for ORIGINATED) asks again rather than keep the old one.
          yield put(baseApi.util.invalidateTags([{ type: 'ApplicationState', id: applicationId }]));
          yield put(
            applicationStateReported({
              applicationState: message.event.applicationState ?? null,
              status: message.event.status,
              action: message.event.action ?? null,
            }),
          );
          if (isTerminal(message.event)) {
            const decision = (
              message.event.applicationState === 'SUBMIT_ERROR' ? yield call(decisionOf, applicationId) : null
            ) as ApplicationDecision['decision'];
            yield put(listenerClosed());
            yield call(follow, message.event, decision);
            return;
          }
          yield call(follow, message.event, null);
        } else if (message.type === 'closed') {
          if (message.code === 1000) {
            yield put(listenerClosed());
            return;
          }
          reconnect = true;
          break;
        } else {
          yield put(listenerFailed());
          return;
        }
      }
    } finally {
      // Leaving for any reason (terminal, cancelled with the session) closes the socket normally.
      channel.close();
    }
    if (!reconnect) return;
    attempt += 1;
    if (attempt > MAX_RECONNECTS) {
      yield put(listenerFailed());
      return;
    }
    yield put(listenerReconnecting());
    yield delay(reconnectDelay(attempt));
  }
}

/** Whether this visit's application (kept across a reload) is submitted and not yet at a terminal state. */
function* isUnderWay(applicationId: string) {
  try {
    const app = (yield call(callEndpoint, decisionApi.endpoints.applicationDecision, {
      id: applicationId,
    })) as ApplicationDecision | null;
    return Boolean(app?.applicationState && !isTerminal(app));
  } catch {
    // Not reachable now: the transition page asks again when it opens.
    return false;
  }
}

/**
 * While signed in: one listener at a time, for the application last asked about. At sign-in (or a reload) it starts
 * for this visit's application when that is submitted and still under way, or when a request was made before this
 * ran (the transition page can open before the late sagas join).
 */
function* whileSignedIn() {
  // This visit's application (kept across a reload), else the one the sign-in's customer search found under way.
  const applicationId = (yield select(
    (s: RootState) => s.application.applicationId || s.auth.pendingApplicationId || null,
  )) as string | null;
  const underWay = applicationId ? ((yield call(isUnderWay, applicationId)) as boolean) : false;
  // Read after the call: a request made meanwhile is in the state (its action came before this took any).
  const { live } = (yield select((s: RootState) => s.application)) as RootState['application'];
  const pending = applicationId && (underWay || live.listener === 'connecting');
  let task: Task | null = pending ? ((yield fork(listenTo, listenerRequested({ applicationId }))) as Task) : null;
  let listening = pending ? applicationId : '';
  for (;;) {
    const request = (yield take(listenerRequested.type)) as ReturnType<typeof listenerRequested>;
    // The submit saga and the transition page both ask: one listener per application is enough.
    if (task?.isRunning() && listening === request.payload.applicationId) continue;
    if (task?.isRunning()) yield cancel(task);
    task = (yield fork(listenTo, request)) as Task;
    listening = request.payload.applicationId;
  }
}

export function* watchApplicationListener() {
  for (;;) {
    const signedIn = (yield select((s: RootState) => s.auth.isAuthenticated)) as boolean;
    if (!signedIn) yield take([signInSucceeded.type, sessionRestored.type]);
    const task = (yield fork(whileSignedIn)) as Task;
    yield take(sessionLost.type);
    yield cancel(task);
  }
}
