// The application listener (registerApplicationListener(applicationId) over graphql-ws, api/realtime/subscription.ts):
// the application's state now, then each change, until the server completes it at a terminal state. The application
// also goes in the connection params (the server checks it is the caller's before it accepts the socket).
import {
  RegisterApplicationListenerDocument,
  type RegisterApplicationListenerSubscription,
} from '../generated/graphql';
import { openSubscription, type RealtimeConnection, type SubscriptionHandlers } from './subscription';

export { realtimeUrl } from './subscription';

export type ApplicationListenerEvent = RegisterApplicationListenerSubscription['registerApplicationListener'];

export interface ListenerOptions extends RealtimeConnection {
  applicationId: string;
}

/** Opens one listener; the returned function stops it (a normal close, 1000). */
export function openApplicationListener(
  options: ListenerOptions,
  handlers: SubscriptionHandlers<ApplicationListenerEvent>,
): () => void {
  const { applicationId } = options;
  return openSubscription(
    options,
    {
      document: RegisterApplicationListenerDocument,
      variables: { applicationId },
      eventOf: (data) => data.registerApplicationListener,
      params: { applicationId },
    },
    handlers,
  );
}
