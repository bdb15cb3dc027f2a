// The AWS SDK's own Cognito client pointed at a test identity service, as a browser page of one site would call it:
// every request carries that page's Origin header (the SDK in node sends none of its own).
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Harness } from './harness';

/** The origins of two brand sites, on the configured public address's protocol and port (harness PUBLIC_URL). */
export const LUMEN = 'http://lumen.localhost:8080';
export const HARBOR = 'http://harbor.localhost:8080';

export function sdkClient(h: Pick<Harness, 'endpoint'>, origin: string = LUMEN): CognitoIdentityProviderClient {
  const client = new CognitoIdentityProviderClient({
    endpoint: h.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string> };
      if (request.headers) request.headers.origin = origin;
      return next(args);
    },
    { step: 'build', name: 'pageOrigin' },
  );
  return client;
}
