// Builds the real server on an in-memory database and an ephemeral port, with helpers to sign in through the
// identity service's wire protocol and to call GraphQL as a browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { createServer, type RunningServer } from '../../server/server';

export interface Harness {
  server: RunningServer;
  baseUrl: string;
  idToken(email: string, password?: string): Promise<string>;
  graphql(
    query: string,
    opts?: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<{ status: number; body: GraphQLResponse }>;
  close(): Promise<void>;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const server = await createServer(config, { memory: true, clientDir: path.join(dataDir, 'no-client') });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const clientId = config.cognito.clientId;

  return {
    server,
    baseUrl,
    async idToken(email, password = 'Passw0rd!') {
      const res = await fetch(`${baseUrl}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      });
      const body = (await res.json()) as { AuthenticationResult?: { IdToken: string }; message?: string };
      if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${body.message}`);
      return body.AuthenticationResult.IdToken;
    },
    async graphql(query, opts = {}) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables: opts.variables ?? {} }),
      });
      return { status: res.status, body: (await res.json()) as GraphQLResponse };
    },
    close: () => server.close(),
  };
}

export const errorCode = (body: GraphQLResponse) => body.errors?.[0]?.extensions?.code;
