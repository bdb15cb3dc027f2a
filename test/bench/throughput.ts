// API throughput: the authenticated GraphQL read `skipResumeApplication` against a bare Fastify route doing the same
// token check and the resolver's own work (its read; the multi-factor pass it records for a customer with an
// application to resume is recorded before measuring, so both find it), and /healthz, in one run with autocannon (20
// connections), on either database: the embedded PGlite (in this process) or a throwaway PostgreSQL (the cluster the
// PostgreSQL test run starts, test/support/postgresCluster.ts, in processes of its own). The server runs in this
// process; autocannon runs in a child process so it does not share the server's event loop.
//
// BENCH_CPU_PROFILE_DIR=<dir> writes a CPU profile of this process per route measured (`<database>-<route>.cpuprofile`,
// for Chrome's DevTools or `npx speedscope`): what a request's server CPU is spent on.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { hasResumableApplication } from '../../server/applications/openApplications';
import { loadConfig } from '../../server/config';
import { resolveCaller } from '../../server/graphql/context';
import { signInOf } from '../../server/mfa/gate';
import { passResumingSignIn } from '../../server/mfa/signInRoute';
import { createServer } from '../../server/server';
import { startCluster, type Cluster } from '../support/postgresCluster';

const run = promisify(execFile);
const CONNECTIONS = 20;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 8);

export type BenchDatabase = 'pglite' | 'postgresql';

/** Profiles `work` with the inspector when BENCH_CPU_PROFILE_DIR is set. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

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

const DATABASE = 'portal_throughput';

/** A new database on a throwaway PostgreSQL cluster. */
async function postgresDatabase(cluster: Cluster): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/**
 * Waits until the server's connections are gone: a pool's end() resolves before its sockets close, and PostgreSQL
 * stopping under an idle one makes the pool emit an error nothing listens to any more.
 */
async function disconnected(cluster: Cluster): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [DATABASE],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
}

export async function measureThroughput(database: BenchDatabase = 'pglite'): Promise<Throughput> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-throughput-'));
  if (database === 'pglite') return measureOn(dataDir, database, undefined);
  const cluster = await startCluster();
  try {
    return await measureOn(dataDir, database, await postgresDatabase(cluster));
  } finally {
    await disconnected(cluster);
    await cluster.stop();
  }
}

async function measureOn(dataDir: string, database: BenchDatabase, databaseUrl: string | undefined) {
  // One address sends every request: the per-address limit is off for a throughput measure.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    GRAPHQL_RATE_LIMIT: '0',
    DATABASE_URL: databaseUrl ?? '',
  });
  const server = await createServer(config, {
    clientDir: path.join(dataDir, 'no-client'),
    jobWorker: { enabled: false },
    paymentWorker: { enabled: false },
    paymentScheduler: { enabled: false },
  });
  // The comparison route: the same token check (signature, live session) and the same work as the resolver
  // (server/graphql/resolvers/auth.ts), without GraphQL. resume.app has an application to resume, so the first call
  // records the sign-in's multi-factor pass; later ones find it with the token check and record nothing.
  server.app.get('/bench/skip-resume', async (req, reply) => {
    const { caller, mfaScope } = await resolveCaller(server.services, req.headers.authorization);
    if (!caller) return reply.code(401).send({ error: 'UNAUTHENTICATED' });
    const email = caller.claims.email.toLowerCase();
    const skip = !(await hasResumableApplication(server.services.db, email, server.services.clock()));
    if (!skip && !mfaScope) await passResumingSignIn(server.services.db, signInOf(caller), email, undefined);
    return { skip };
  });
  // Requests still running when autocannon stops (it drops its connections, not the server's work) finish before the
  // next route is measured and before the database is closed under them.
  let inFlight = 0;
  server.app.addHook('onRequest', async () => void inFlight++);
  server.app.addHook('onSend', async () => void inFlight--);
  const settled = async () => {
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  };
  const measure = async (route: string, url: string, opts: Parameters<typeof requestsPerSecond>[1]) => {
    const rate = await profiled(`${database}-${route}`, () => requestsPerSecond(url, opts));
    await settled();
    return rate;
  };
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
    const read = {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Skip($email: String!) { skipResumeApplication(email: $email) }',
        variables: { email: 'resume.app@example.com' },
      }),
    };
    // GraphQL answers a failed resolver with 200 and `errors`, which autocannon counts as a success: the answer is
    // checked once first (twice: the first call records the pass, the next ones find it).
    for (let i = 0; i < 2; i++) {
      const answer = await (await fetch(`${base}/graphql`, read)).text();
      if (answer !== '{"data":{"skipResumeApplication":false}}') throw new Error(`the read answered ${answer}`);
    }
    const healthz = await measure('healthz', `${base}/healthz`, {});
    const bare = await measure('bare', `${base}/bench/skip-resume`, { headers: { authorization } });
    const graphql = await measure('graphql', `${base}/graphql`, read);
    return { healthz, bare, graphql };
  } finally {
    await server.close();
  }
}
