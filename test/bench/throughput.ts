// API throughput: the authenticated GraphQL read `skipResumeApplication` against a bare Fastify
// route doing the same token check and the resolver's own work (its reads, and the multi-factor pass it records for a
// customer with an application to resume), and /healthz, in one run with autocannon (20 connections). The server
// runs in this process; autocannon runs in a child process so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findResumableApplication } from '../../server/applications/openApplications';
import { loadConfig } from '../../server/config';
import { callerFromToken } from '../../server/graphql/context';
import { signInOf } from '../../server/mfa/gate';
import { passResumingSignIn } from '../../server/mfa/signInRoute';
import { createServer } from '../../server/server';

const run = promisify(execFile);
const CONNECTIONS = 20;
const SECONDS = 8;

/** Requests/s under autocannon, and the server's CPU time per request (this process's, which only the server uses
 * while autocannon runs in its child): the second is steadier than the first on a machine shared with other work. */
async function requestsPerSecond(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Rate> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-m', opts.method ?? 'GET'];
  for (const [name, value] of Object.entries(opts.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (opts.body) args.push('-b', opts.body);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(path.resolve('node_modules/.bin/autocannon'), [...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { perSecond: result.requests.average, cpuMs: (cpu.user + cpu.system) / 1000 / result.requests.total };
}

export interface Rate {
  perSecond: number;
  /** Server CPU milliseconds per request. */
  cpuMs: number;
}

export interface Throughput {
  healthz: Rate;
  bare: Rate;
  graphql: Rate;
}

export async function measureThroughput(): Promise<Throughput> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-throughput-'));
  // One address sends every request: the per-address limit is off for a throughput measure.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GRAPHQL_RATE_LIMIT: '0',
  });
  const server = await createServer(config, { clientDir: path.join(dataDir, 'no-client') });
  // The comparison route: the same token check (signature, live session) and the same work as the resolver
  // (server/graphql/resolvers/auth.ts), without GraphQL. resume.app has an application to resume, so the resolver also
  // records the sign-in's multi-factor pass (its look-ups and an insert that changes nothing after the first).
  server.app.get('/bench/skip-resume', async (req, reply) => {
    const caller = await callerFromToken(server.services, req.headers.authorization);
    if (!caller) return reply.code(401).send({ error: 'UNAUTHENTICATED' });
    const email = caller.claims.email.toLowerCase();
    const skip = (await findResumableApplication(server.services.db, email)) === null;
    if (!skip) await passResumingSignIn(server.services.db, signInOf(caller), email, undefined);
    return { skip };
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const signIn = await fetch(`${base}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.cognito.clientId,
        AuthParameters: { USERNAME: 'resume.app@example.com', PASSWORD: 'Passw0rd!' },
      }),
    });
    const token = ((await signIn.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
    const authorization = `Bearer ${token}`;
    const healthz = await requestsPerSecond(`${base}/healthz`, {});
    const bare = await requestsPerSecond(`${base}/bench/skip-resume`, { headers: { authorization } });
    const graphql = await requestsPerSecond(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Skip($email: String!) { skipResumeApplication(email: $email) }',
        variables: { email: 'resume.app@example.com' },
      }),
    });
    return { healthz, bare, graphql };
  } finally {
    await server.close();
  }
}
