// Test harness: a real Fastify server on an ephemeral port with an in-memory database and the identity service
// registered, plus helpers to read the outbox and to speak the Cognito wire protocol directly.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../server/config';
import { makeCipher, type Cipher } from '../../../server/db/cipher';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../testDatabase';
import { outbox as outboxTable } from '../../../server/db/schema';
import { createIdentity } from '../../../server/identity';
import type { AdminCredentials } from '../../../server/identity/adminCredentials';
import type { TriggerHandlers } from '../../../server/identity/triggerEvents';
import type { Identity } from '../../../server/identity/types';
import { makeOutbox } from '../../../server/outbox/outbox';

export const USER_POOL_ID = 'us-east-1_LocalPool';
export const CLIENT_ID = 'localportalclient0000000001';
export const PUBLIC_URL = 'http://localhost:8080';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  identity: Identity;
  config: Config;
  cipher: Cipher;
  /** http://127.0.0.1:<port> */
  base: string;
  endpoint: string;
  jwksUrl: URL;
  /** Every x-amz-target the server received, in order. */
  targets: string[];
  /** Every log line the server wrote, as raw JSON text. */
  logLines: string[];
  close(): Promise<void>;
}

export async function startIdentityServer(
  opts: { triggers?: TriggerHandlers; cipherKey?: Buffer; adminCredentials?: AdminCredentials } = {},
): Promise<Harness> {
  const database = await openTestDatabase();
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const config: Config = {
    ...defaults,
    // As a deployment with PUBLIC_URL set: links and the tokens' issuer both start with it.
    publicUrl: PUBLIC_URL,
    issuerBase: PUBLIC_URL,
    cognito: {
      ...defaults.cognito,
      // The pool setting AWS recommends; the portal's own server runs with it off (see server/config.ts).
      preventUserExistenceErrors: true,
      externalEndpoint: undefined,
      userPoolId: USER_POOL_ID,
      clientId: CLIENT_ID,
      accessTokenMinutes: 60,
      refreshTokenDays: 30,
      adminCredentials: opts.adminCredentials,
    },
  };
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream: sink } });
  const targets: string[] = [];
  app.addHook('onRequest', async (req) => {
    const target = req.headers['x-amz-target'];
    if (typeof target === 'string') targets.push(target.replace('AWSCognitoIdentityProviderService.', ''));
  });
  // A route outside the identity plugin, to prove its body parser and error handler stay encapsulated.
  app.post('/echo', async (req) => ({ received: req.body }));

  const cipher = makeCipher(opts.cipherKey ?? randomBytes(32));
  const identity = await createIdentity({
    db: database.db,
    cipher,
    config,
    outbox: makeOutbox(database.db),
    log: app.log,
    ...(opts.triggers ? { triggers: opts.triggers } : {}),
  });
  await identity.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    identity,
    config,
    cipher,
    base,
    endpoint: `${base}/cognito`,
    jwksUrl: new URL(`${base}/cognito/${USER_POOL_ID}/.well-known/jwks.json`),
    targets,
    logLines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The newest message sent to an address, straight from the outbox table. */
export async function latestMessage(h: Harness, to: string) {
  const [row] = await h.database.db
    .select()
    .from(outboxTable)
    .where(eq(outboxTable.to, to.toLowerCase()))
    .orderBy(desc(outboxTable.createdAt))
    .limit(1);
  return row;
}

export async function latestCode(h: Harness, to: string): Promise<string> {
  const row = await latestMessage(h, to);
  if (!row?.code) throw new Error(`no code was sent to ${to}`);
  return row.code;
}

export async function messageCount(h: Harness, to: string): Promise<number> {
  const rows = await h.database.db
    .select()
    .from(outboxTable)
    .where(and(eq(outboxTable.to, to.toLowerCase())));
  return rows.length;
}

export interface WireResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** One raw Cognito call, as Amplify's transfer handler makes it. */
export async function cognito(
  h: Harness,
  operation: string,
  body: unknown,
  init: { contentType?: string; rawBody?: string; target?: string | null } = {},
): Promise<WireResponse> {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/x-amz-json-1.1' };
  if (init.target !== null) headers['x-amz-target'] = init.target ?? `AWSCognitoIdentityProviderService.${operation}`;
  const res = await fetch(h.endpoint, { method: 'POST', headers, body: init.rawBody ?? JSON.stringify(body) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** Signs in with USER_PASSWORD_AUTH over the wire and returns the AuthenticationResult. */
export async function passwordSignIn(h: Harness, username: string, password: string) {
  const res = await cognito(h, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return res.body.AuthenticationResult as {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
    TokenType: string;
  };
}
