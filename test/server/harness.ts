// Builds the real server on an in-memory database and an ephemeral port, with helpers to sign in through the
// identity service's wire protocol (customers' sign-ins passing the multi-factor check, ./harnessMfa.ts, unless
// passwordOnlyTokens) and to call GraphQL as a browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { DEVICE_COOKIE } from '../../server/http/deviceCookie';
import { createServer, type RunningServer, type ServerOptions } from '../../server/server';
import { passMfa, recordSentMessages, type SentLog } from './harnessMfa';
import { testServerDatabase } from './testDatabase';

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface Harness {
  server: RunningServer;
  baseUrl: string;
  /** A customer's ID token from a sign-in that passed the multi-factor check (./harnessMfa.ts). */
  idToken(email: string, password?: string): Promise<string>;
  /** All tokens of a password sign-in that passed the multi-factor check, for tests that need the access token too. */
  signInTokens(email: string, password?: string): Promise<{ IdToken: string; AccessToken: string }>;
  /** The tokens of a password sign-in alone (multi-factor not passed): customer data refuses them (MFA_REQUIRED). */
  passwordOnlyTokens(email: string, password?: string): Promise<{ IdToken: string; AccessToken: string }>;
  /** Passes the multi-factor check for the sign-in an ID token comes from (a customer's), as signInTokens does. */
  passMfa(idToken: string): Promise<void>;
  /** Calls one identity operation over the wire protocol. */
  identityCall(operation: string, payload: unknown): Promise<CognitoAnswer>;
  /** Enrollment-group users cannot use a password; they answer an e-mailed code (CUSTOM_AUTH). */
  codeIdToken(email: string): Promise<string>;
  graphql(
    query: string,
    opts?: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<{ status: number; body: GraphQLResponse }>;
  close(): Promise<void>;
}

interface CognitoAnswer {
  AuthenticationResult?: { IdToken: string; AccessToken: string };
  Session?: string;
  message?: string;
}

export async function startHarness(
  env: Record<string, string> = {},
  serverOptions: Pick<
    ServerOptions,
    'database' | 'jobWorker' | 'paymentWorker' | 'paymentScheduler' | 'clock' | 'logStream'
  > = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = await testServerDatabase();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Tests call from one address far faster than a customer; the limit's own test turns it on.
    GRAPHQL_RATE_LIMIT: '0',
    ...database.env,
    ...env,
  });
  const server = await createServer(config, {
    memory: database.memory,
    clientDir: path.join(dataDir, 'no-client'),
    ...serverOptions,
  });
  // PORT only when a test asks for one (a process whose PUBLIC_URL names its own port); otherwise the system's pick.
  await server.app.listen({ port: env.PORT ? Number(env.PORT) : 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const clientId = config.cognito.clientId;
  const sentLog: SentLog = [];
  recordSentMessages(server, sentLog);

  const cognito = async (operation: string, payload: unknown): Promise<CognitoAnswer> => {
    const res = await fetch(`${baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(payload),
    });
    return (await res.json()) as CognitoAnswer;
  };

  const passwordOnlyTokens = async (email: string, password = 'Passw0rd!') => {
    const body = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${body.message}`);
    return body.AuthenticationResult;
  };
  // Every other test signs in as a customer who passed the check, as the portal's customers do.
  const signInTokens = async (email: string, password = 'Passw0rd!') => {
    const tokens = await passwordOnlyTokens(email, password);
    await passMfa(server, baseUrl, sentLog, tokens.IdToken);
    return tokens;
  };

  return {
    server,
    baseUrl,
    identityCall: cognito,
    signInTokens,
    passwordOnlyTokens,
    passMfa: (idToken) => passMfa(server, baseUrl, sentLog, idToken),
    idToken: async (email, password) => (await signInTokens(email, password)).IdToken,
    async codeIdToken(email) {
      const challenge = await cognito('InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email },
      });
      const [message] = await server.services.outbox.list(email);
      if (!challenge.Session || !message?.code) throw new Error(`no code challenge for ${email}: ${challenge.message}`);
      const body = await cognito('RespondToAuthChallenge', {
        ChallengeName: 'CUSTOM_CHALLENGE',
        ClientId: clientId,
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: message.code },
      });
      if (!body.AuthenticationResult) throw new Error(`code sign-in failed for ${email}: ${body.message}`);
      return body.AuthenticationResult.IdToken;
    },
    async graphql(query, opts = {}) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: TEST_BROWSER_COOKIE,
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables: opts.variables ?? {} }),
      });
      return { status: res.status, body: (await res.json()) as GraphQLResponse };
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** The device cookie of the one browser the tests call from (a test of another device sends its own). */
export const TEST_DEVICE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const TEST_BROWSER_COOKIE = `${DEVICE_COOKIE}=${TEST_DEVICE_ID}`;

export const errorCode = (body: GraphQLResponse) => body.errors?.[0]?.extensions?.code;

/** UUIDs (mfaIds, session ids, correlation ids) are blanked: a 6-digit run inside one is not a leaked code. */
export const withoutIds = (text: string) =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');

/**
 * Every string value the server wrote in its JSON log lines, ids blanked. Numbers (timestamps, response times) are
 * left out: a six-digit code turning up inside `responseTime: 12.123456` is chance, not a leak. `host` is the test
 * server's own address.
 */
export function logStrings(lines: string[]): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key !== 'host') out.push(withoutIds(value));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const line of lines) walk(JSON.parse(line));
  return out;
}
