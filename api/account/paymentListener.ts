// The payment listener (registerListener(loanId) over graphql-ws): reports the payment's settled status once and
// closes (the server completes the stream after it). The same connection rules as the application listener
// (api/realtime/applicationListener.ts): the identity token in the connection params, graphql-ws loaded on first use,
// no automatic retries (the saga decides).
import type { Client } from 'graphql-ws';
import { RegisterListenerDocument, type RegisterListenerSubscription } from '../generated/graphql';

export type LoanListenerEvent = RegisterListenerSubscription['registerListener'];

export interface PaymentListenerOptions {
  url: string;
  token: string;
  loanId: string;
  brandKey?: string;
  adminAuthAs?: string;
}

export interface PaymentListenerHandlers {
  onEvent(event: LoanListenerEvent): void;
  /** The stream ended (the server completed it, or the socket closed) with this code; 1000 is normal. */
  onClosed(code: number): void;
  onError(reason: string): void;
}

/** Opens one listener; the returned function stops it. */
export function openPaymentListener(options: PaymentListenerOptions, handlers: PaymentListenerHandlers): () => void {
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
        url: options.url,
        connectionParams: {
          authorization: options.token,
          ...(options.brandKey ? { brandKey: options.brandKey } : {}),
          ...(options.adminAuthAs ? { adminAuthAs: options.adminAuthAs } : {}),
        },
        retryAttempts: 0,
        lazy: true,
        lazyCloseTimeout: 0,
        on: {
          closed: (event) => {
            const code = (event as { code?: number } | undefined)?.code ?? 1006;
            if (code >= 4400 && code < 4500) {
              if (!stopped && !ended) handlers.onError(`refused (${code})`);
              ended = true;
              return;
            }
            end(code);
          },
        },
      });
      client.subscribe<RegisterListenerSubscription>(
        { query: String(RegisterListenerDocument), variables: { loanId: options.loanId } },
        {
          next: (message) => {
            if (message.errors?.length) handlers.onError(message.errors[0]?.message ?? 'error');
            else if (message.data) handlers.onEvent(message.data.registerListener);
          },
          error: (error) => {
            if (Array.isArray(error)) handlers.onError(String((error[0] as { message?: string })?.message ?? 'error'));
          },
          complete: () => end(1000),
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
