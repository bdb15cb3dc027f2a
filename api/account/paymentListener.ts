// The payment listener (registerListener(loanId) over graphql-ws, api/realtime/subscription.ts): reports the
// payment's settled status once and closes (the server completes the stream after it).
import { RegisterListenerDocument, type RegisterListenerSubscription } from '../generated/graphql';
import { openSubscription, type RealtimeConnection, type SubscriptionHandlers } from '../realtime/subscription';

export type LoanListenerEvent = RegisterListenerSubscription['registerListener'];

export interface PaymentListenerOptions extends RealtimeConnection {
  loanId: string;
}

/** Opens one listener; the returned function stops it. */
export function openPaymentListener(
  options: PaymentListenerOptions,
  handlers: SubscriptionHandlers<LoanListenerEvent>,
): () => void {
  const { loanId } = options;
  return openSubscription(
    options,
    { document: RegisterListenerDocument, variables: { loanId }, eventOf: (data) => data.registerListener },
    handlers,
  );
}
