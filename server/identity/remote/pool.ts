// A real (external) Cognito pool as this server reaches it: the issuer its tokens carry and an AWS SDK client for its
// admin operations. The client is given no credentials: the SDK's standard chain finds them (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, a profile, the instance or task role). Its region is the pool's, from the pool id.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Config } from '../../config';

const AWS_HOST = /^cognito-idp(-fips)?\.[a-z0-9-]+\.amazonaws\.com$/;

/** The issuer of a real pool: Cognito's fixed public host, or `<endpoint>/<poolId>` for a stand-in. */
export function externalIssuer(endpoint: string, userPoolId: string): string {
  const region = userPoolId.split('_')[0] ?? '';
  if (AWS_HOST.test(new URL(endpoint).hostname)) return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  return `${endpoint.replace(/\/+$/, '')}/${userPoolId}`;
}

/** Loads the SDK's client on first use, so a server on the embedded service never does. */
export async function adminClient(config: Config): Promise<CognitoIdentityProviderClient> {
  const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const region = config.cognito.userPoolId.split('_')[0];
  return new CognitoIdentityProviderClient({
    ...(region && { region }),
    ...(config.cognito.externalEndpoint && { endpoint: config.cognito.externalEndpoint }),
    // One retry: a visitor waits on these calls.
    maxAttempts: 2,
  });
}

/** An SDK failure as one line for the operator: the AWS error name and its message, never a credential. */
export function awsErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.name}: ${error.message}`.slice(0, 300);
}
