// What the session-timeout saga needs from the browser: the user's activity in this tab, messages from the site's
// other tabs, and the extended-timeout cookie. Kept out of the saga so its tests replace `openActivitySource` and
// `rememberExtendedTimeout` with fakes (the saga only reaches them through `call`).
import { buffers, eventChannel, type EventChannel } from 'redux-saga';

/** What tabs of the same site tell each other about the one sign-in they share. */
export type TabMessage = 'activity' | 'continued' | 'timedOut' | 'loggedOut';

export type ActivitySignal = { from: 'thisTab' } | { from: 'otherTab'; message: TabMessage };

export interface ActivitySource {
  /** Activity here (throttled) and messages from other tabs. */
  signals: EventChannel<ActivitySignal>;
  /** Tells the site's other tabs (never this one). */
  tell(message: TabMessage): void;
  close(): void;
}

/** Pointer, keys, scrolling (captured, so scrolling inside a panel counts) and touch. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
const CHANNEL_NAME = 'portal-session';
/** The fallback where BroadcastChannel is missing: a `storage` event reaches every other tab of the origin. */
const STORAGE_KEY = 'portal-session-signal';
/** A moving mouse fires hundreds of events a second; once a second is plenty to measure minutes of idleness. */
export const ACTIVITY_THROTTLE_MS = 1_000;

const MESSAGES: readonly string[] = ['activity', 'continued', 'timedOut', 'loggedOut'] satisfies TabMessage[];
const asMessage = (data: unknown): TabMessage | null => {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && MESSAGES.includes(message) ? (message as TabMessage) : null;
};

/** Other tabs over BroadcastChannel, or over localStorage `storage` events where it is missing. */
function openTabLink(receive: (message: TabMessage) => void): { send(message: TabMessage): void; close(): void } {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      const message = asMessage(event.data);
      if (message) receive(message);
    };
    return { send: (message) => channel.postMessage({ message }), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      const message = asMessage(JSON.parse(event.newValue));
      if (message) receive(message);
    } catch {
      // Not ours; ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    // The timestamp makes every write a change, so the same message twice still fires the event.
    send: (message) => localStorage.setItem(STORAGE_KEY, JSON.stringify({ message, at: Date.now() })),
    close: () => window.removeEventListener('storage', onStorage),
  };
}

export function openActivitySource(): ActivitySource {
  let link: ReturnType<typeof openTabLink> | null = null;
  const signals = eventChannel<ActivitySignal>((emit) => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      emit({ from: 'thisTab' });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    link = openTabLink((message) => emit({ from: 'otherTab', message }));
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
      link?.close();
    };
    // A message arriving while the saga is busy (refreshing tokens, reporting) must wait, not be dropped.
  }, buffers.sliding(16));
  return {
    signals,
    tell: (message) => link?.send(message),
    close: () => signals.close(),
  };
}

/**
 * The extended-timeout cookie: when the customer extends the session from the prompt, the site records that in a
 * first-party cookie whose value is the extended idle time in seconds (900, the default 15 minutes) and which lives
 * exactly that long, so anything served on this site (a server-rendered page, a support tool) can tell the session
 * was extended within that window. It holds no identity and is not a security control; the identity tokens are.
 */
export const EXTENDED_TIMEOUT_COOKIE = 'extendedTimeout';
export const EXTENDED_TIMEOUT_SECONDS = 900;

export function rememberExtendedTimeout(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${EXTENDED_TIMEOUT_COOKIE}=${EXTENDED_TIMEOUT_SECONDS}; Path=/; Max-Age=${EXTENDED_TIMEOUT_SECONDS}; SameSite=Lax${secure}`;
}
