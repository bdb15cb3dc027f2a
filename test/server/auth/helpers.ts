// Shared helpers for the auth route tests: the real server (test/server/harness.ts) with every log line captured,
// JSON POSTs, and the Cognito wire calls the tests need.
import { eq } from 'drizzle-orm';
import { symbols } from 'pino';
import { users } from '../../../server/db/schema';
import { startHarness, TEST_BROWSER_COOKIE, type Harness } from '../harness';

export interface AuthHarness extends Harness {
  /** Every log line the server wrote since start-up (raw JSON text). */
  logLines: string[];
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> | null; text: string; headers: Headers }>;
  cognito(
    operation: string,
    payload: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: Record<string, unknown>;
  }>;
  clientId: string;
  userRow(email: string): Promise<typeof users.$inferSelect>;
}

export async function startAuthHarness(env: Record<string, string> = {}): Promise<AuthHarness> {
  const h = await startHarness(env);
  const logLines: string[] = [];
  // Pino writes through its root stream (request loggers are children that inherit it); swapping it keeps the lines.
  const root = h.server.app.log as unknown as Record<symbol, unknown> & { level: string };
  root[symbols.streamSym] = { write: (line: string) => logLines.push(line) };
  root.level = 'debug';
  const clientId = h.server.services.config.cognito.clientId;

  return {
    ...h,
    logLines,
    clientId,
    async post(path, body, headers = {}) {
      const res = await fetch(`${h.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: TEST_BROWSER_COOKIE, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, text, headers: res.headers };
    },
    async cognito(operation, payload, headers = {}) {
      const res = await fetch(`${h.baseUrl}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          ...headers,
        },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async userRow(email) {
      const [row] = await h.server.services.db.select().from(users).where(eq(users.username, email));
      if (!row) throw new Error(`no user ${email}`);
      return row;
    },
  };
}

/** A password sign-in over the wire; answers the Cognito error type, or "ok". */
export async function signInOutcome(h: AuthHarness, email: string, password: string): Promise<string> {
  const { body } = await h.cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: h.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (body.AuthenticationResult) return 'ok';
  return `${String(body.__type)}: ${String(body.message)}`;
}

export async function newCustomer(h: AuthHarness, email: string, attributes: Record<string, string> = {}) {
  await h.server.services.identity.adminCreateUser({
    email,
    password: 'Passw0rd!',
    emailVerified: true,
    attributes: { name: 'Test', family_name: 'Customer', 'custom:brand': 'lumen', ...attributes },
  });
  return email;
}
