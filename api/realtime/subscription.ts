// The realtime client: one graphql-ws connection per listener, opened with the identity token in its connection params.
// graphql-ws is imported when a listener opens, so it never weighs on the login page's first paint. The caller (a saga,
// through sagas/realtime.ts) decides what a close means: this module only reports messages, closes (with their code)
// and errors, and closes with 1000 when told to stop.
import type { Client } from 'graphql-ws';
import type { TypedDocumentString } from '../generated/graphql';

/** Who connects, and where: the same for every listener. */
export interface RealtimeConnection {
  /** ws:// or wss:// address of /graphql. */
  url: string;
  token: string;
  brandKey?: string;
  /** The customer a CSR acts as. */
  adminAuthAs?: string;
}

export interface SubscriptionHandlers<E> {
  onEvent(event: E): void;
  /** The stream ended (the server completed it, or the socket closed) with this code; 1000 is normal. */
  onClosed(code: number): void;
  /** The connection or the subscription was refused, or graphql-ws could not load. */
  onError(reason: string): void;
}

export interface Subscription<TData, TVariables, E> {
  document: TypedDocumentString<TData, TVariables>;
  variables: TVariables;
  /** The listener's event out of a message's data. */
  eventOf(data: TData): E;
  /** Connection params beyond who connects (the application listener names its application). */
  params?: Record<string, unknown>;
}

/** The WebSocket address of the API on this page's origin. */
export const realtimeUrl = (location: { protocol: string; host: string }) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

const NORMAL_CLOSE = 1000;

/** Opens one listener; the returned function stops it (a normal close, 1000). */
export function openSubscription<TData, TVariables, E>(
  connection: RealtimeConnection,
  subscription: Subscription<TData, TVariables, E>,
  handlers: SubscriptionHandlers<E>,
): () => void {
  let client: Client | null = null;
  let stopped = false;
  let ended = false;
  const end = (code: number) => {
    if (ended || stopped) return;
    ended = true;
    handlers.onClosed(code);
  };
  import('graphql-ws').then(
    ({ createClient }) => {
      if (stopped) return;
      client = createClient({
        url: connection.url,
        connectionParams: {
          authorization: connection.token,
          ...subscription.params,
          ...(connection.brandKey ? { brandKey: connection.brandKey } : {}),
          ...(connection.adminAuthAs ? { adminAuthAs: connection.adminAuthAs } : {}),
        },
        // Reconnecting is the saga's decision (it re-reads the state on the new connection).
        retryAttempts: 0,
        lazy: true,
        lazyCloseTimeout: 0,
        on: {
          closed: (event) => {
            const code = (event as { code?: number } | undefined)?.code ?? 1006;
            // 4xxx: the server refused the connection (4403 Forbidden): an error, not a dropped line.
            if (code >= 4400 && code < 4500) {
              if (!stopped && !ended) handlers.onError(`refused (${code})`);
              ended = true;
              return;
            }
            end(code);
          },
        },
      });
      client.subscribe<TData>(
        { query: String(subscription.document), variables: subscription.variables as Record<string, unknown> },
        {
          next: (message) => {
            if (message.errors?.length) handlers.onError(message.errors[0]?.message ?? 'error');
            else if (message.data) handlers.onEvent(subscription.eventOf(message.data));
          },
          error: (error) => {
            if (Array.isArray(error)) handlers.onError(String((error[0] as { message?: string })?.message ?? 'error'));
            // A close event arrives through `closed` above.
          },
          complete: () => end(NORMAL_CLOSE),
        },
      );
    },
    () => handlers.onError('the realtime client could not load'),
  );
  return () => {
    stopped = true;
    void client?.dispose();
  };
}
