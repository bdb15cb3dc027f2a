// The realtime client (spec 001 section 4 "Realtime listeners"): one graphql-ws connection per listener, opened with
// the identity token in its connection params. graphql-ws is imported when a listener opens, so it never weighs on the
// login page's first paint. The caller (sagas/application/listener.ts) decides what a close means: this module only
// reports messages, closes (with their code) and errors, and closes with 1000 when told to stop.
import type { Client } from 'graphql-ws';
import {
  RegisterApplicationListenerDocument,
  type RegisterApplicationListenerSubscription,
} from '../generated/graphql';

export type ApplicationListenerEvent = RegisterApplicationListenerSubscription['registerApplicationListener'];

export interface ListenerOptions {
  /** ws:// or wss:// address of /graphql. */
  url: string;
  token: string;
  applicationId: string;
  brandKey?: string;
  /** The customer a CSR acts as. */
  adminAuthAs?: string;
}

export interface ListenerHandlers {
  onEvent(event: ApplicationListenerEvent): void;
  /** The socket closed; 1000 is a normal close (the server completed the listener). */
  onClosed(code: number): void;
  /** The connection or the subscription was refused, or graphql-ws could not load. */
  onError(reason: string): void;
}

/** The WebSocket address of the API on this page's origin. */
export const realtimeUrl = (location: { protocol: string; host: string }) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

const NORMAL_CLOSE = 1000;

/** Opens one listener; the returned function stops it (a normal close, 1000). */
export function openApplicationListener(options: ListenerOptions, handlers: ListenerHandlers): () => void {
  let client: Client | null = null;
  let stopped = false;
  let closedReported = false;
  const reportClosed = (code: number) => {
    if (closedReported || stopped) return;
    closedReported = true;
    handlers.onClosed(code);
  };
  import('graphql-ws').then(
    ({ createClient }) => {
      if (stopped) return;
      client = createClient({
        url: options.url,
        connectionParams: {
          authorization: options.token,
          applicationId: options.applicationId,
          ...(options.brandKey ? { brandKey: options.brandKey } : {}),
          ...(options.adminAuthAs ? { adminAuthAs: options.adminAuthAs } : {}),
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
              if (!stopped) handlers.onError(`refused (${code})`);
              closedReported = true;
              return;
            }
            reportClosed(code);
          },
        },
      });
      client.subscribe<RegisterApplicationListenerSubscription>(
        { query: String(RegisterApplicationListenerDocument), variables: { applicationId: options.applicationId } },
        {
          next: (message) => {
            if (message.errors?.length) handlers.onError(message.errors[0]?.message ?? 'error');
            else if (message.data) handlers.onEvent(message.data.registerApplicationListener);
          },
          error: (error) => {
            if (Array.isArray(error)) handlers.onError(String((error[0] as { message?: string })?.message ?? 'error'));
            // A close event arrives through `closed` above.
          },
          complete: () => reportClosed(NORMAL_CLOSE),
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
