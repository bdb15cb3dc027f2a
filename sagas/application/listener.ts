// The application listener, as a saga eventChannel over the realtime client. It runs only while someone is signed in:
// started with sign-in (or a restored session), it serves `application/listenerRequested` for the customer's submitted
// application (the submit saga and the transition page ask) and is cancelled with the session (sign-out, timeout). A
// terminal message (ORIGINATED, DENIED, ESIGN_RECALCULATED, SUBMIT_ERROR, a duplicate) ends it with a normal close
// (1000); an abnormal close reconnects with a growing wait, and the new connection's first message is the state now, so
// nothing missed is lost; a refused connection, or too many failed ones, sets the error state the transition page shows
// with a way forward.
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import {
  openApplicationListener,
  type ApplicationListenerEvent,
  type ListenerOptions,
} from '../../api/realtime/applicationListener';
import { baseApi } from '../../api/baseApi';
import { decisionApi, type ApplicationDecision } from '../../api/application/decision/endpoints';
import { isTerminal, pageForState } from '../../src/features/application/rules';
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
import { endpointData } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { deps } from '../context';
import { listen, subscriptionChannel, whileSignedIn, type ListenerMessage as Message } from '../realtime';

export type ListenerMessage = Message<ApplicationListenerEvent>;

/** Reconnect attempts after abnormal closes before the error state is shown (the page offers to try again). */
export const MAX_RECONNECTS = 5;

/** The realtime client's callbacks as a channel; closing the channel stops the listener (a normal close, 1000). */
export function listenerChannel(options: ListenerOptions): EventChannel<ListenerMessage> {
  return subscriptionChannel(openApplicationListener, options);
}

/** Shows the page the state leads to, when the customer is waiting on the transition page. */
function* follow(event: ApplicationListenerEvent, decision: ApplicationDecision['decision']) {
  const { nav } = yield* deps();
  if (nav.location().pathname !== applicationPaths.transition) return;
  const page = pageForState({ ...event, decision });
  // Not yet submitted (the submit is on its way): the customer waits here rather than going back to review.
  if (page.path !== applicationPaths.transition && page.path !== applicationPaths.submit)
    yield nav.navigate(page.path, { replace: true, state: { decisionMessage: page.message } });
}

/** The decision behind a terminal SUBMIT_ERROR (a new method to choose, or a processing failure). */
function* decisionOf(applicationId: string) {
  const app = yield* endpointData(decisionApi.endpoints.applicationDecision, {
    id: applicationId,
  });
  return app?.decision ?? null;
}

/** One application state pushed: into the store, and onto the page it leads to; true at a terminal state. */
function* reported(applicationId: string, event: ApplicationListenerEvent): SagaIterator<boolean> {
  if (event.applicationId !== applicationId) return false;
  yield put(listenerConnected());
  // A screen showing the state (thank-you waiting for ORIGINATED) asks again rather than keep the old one.
  yield put(baseApi.util.invalidateTags([{ type: 'ApplicationState', id: applicationId }]));
  yield put(
    applicationStateReported({
      applicationState: event.applicationState ?? null,
      status: event.status,
      action: event.action ?? null,
    }),
  );
  if (!isTerminal(event)) {
    yield call(follow, event, null);
    return false;
  }
  const decision = event.applicationState === 'SUBMIT_ERROR' ? yield* callTyped(decisionOf, applicationId) : null;
  yield put(listenerClosed());
  yield call(follow, event, decision);
  return true;
}

/** One listener for one application, reconnecting after abnormal closes, until a terminal message. */
export function* listenTo(action: ReturnType<typeof listenerRequested>) {
  const { applicationId } = action.payload;
  const outcome = yield* callTyped(listen<ListenerOptions, ApplicationListenerEvent>, {
    channel: listenerChannel,
    options: (connection) => ({ ...connection, applicationId }),
    onEvent: (event) => reported(applicationId, event),
    maxReconnects: MAX_RECONNECTS,
    onReconnecting: function* reconnecting() {
      yield put(listenerReconnecting());
    },
  });
  if (outcome === 'closed') yield put(listenerClosed());
  else if (outcome === 'failed') yield put(listenerFailed());
}

/** Whether this visit's application (kept across a reload) is submitted and not yet at a terminal state. */
function* isUnderWay(applicationId: string) {
  try {
    const app = yield* endpointData(decisionApi.endpoints.applicationDecision, {
      id: applicationId,
    });
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
function* listenForRequests() {
  // This visit's application (kept across a reload), else the one the sign-in's customer search found under way.
  const applicationId = yield* selectTyped(
    (s: RootState) => s.application.applicationId || s.auth.pendingApplicationId || null,
  );
  const underWay = applicationId ? yield* callTyped(isUnderWay, applicationId) : false;
  // Read after the call: a request made meanwhile is in the state (its action came before this took any).
  const { live } = yield* selectTyped((s: RootState) => s.application);
  const pending = applicationId && (underWay || live.listener === 'connecting');
  let task: Task | null = pending ? yield fork(listenTo, listenerRequested({ applicationId })) : null;
  let listening = pending ? applicationId : '';
  for (;;) {
    const request: ReturnType<typeof listenerRequested> = yield take(listenerRequested.type);
    // The submit saga and the transition page both ask: one listener per application is enough.
    if (task?.isRunning() && listening === request.payload.applicationId) continue;
    if (task?.isRunning()) yield cancel(task);
    task = yield fork(listenTo, request);
    listening = request.payload.applicationId;
  }
}

export function* watchApplicationListener() {
  yield* whileSignedIn(listenForRequests);
}
