// The 200-customer load (the performance table's last row): a throwaway PostgreSQL (the same cluster the PostgreSQL
// test run starts, test/support/postgresCluster.ts), two API processes on it (test/support/apiProcess.ts, as the
// two-process test runs them) and LOAD_CUSTOMERS (200) simulated customers for LOAD_SECONDS (60) spread over both
// (./loadCustomer.ts). Errors, p50/p95/p99 and requests/s go through results.ts with the goals beside them (0 errors,
// p95 ≤ 300 ms), with the machine's core count: the client, both servers and PostgreSQL share this machine.
//
// Setting up is not measured: the customers are created through the identity service's own AdminCreateUser, sign in
// over the wire, are given the multi-factor pass the check would record (the check itself is not what is measured;
// the pass is the same row server/mfa/gate.ts writes) and create their application through the API.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { CreateApplicationDocument } from '../../api/generated/graphql';
import { loadConfig } from '../../server/config';
import { recordPass } from '../../server/mfa/gate';
import { createServer } from '../../server/server';
import { startCluster } from '../support/postgresCluster';
import { startApiProcess, type ApiProcess } from '../support/startApiProcess';
import { actAs, cognitoCall, graphqlCall, type Customer, type Sample } from './loadCustomer';
import { record } from './results';

const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** A customer's pause between requests, reading a screen and typing: uniform between these (ms). */
const THINK_MS: [number, number] = [1_000, 3_000];
const PASSWORD = 'Passw0rd!load';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lanes = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function setUpCustomers(databaseUrl: string, key: string, baseUrls: string[]): Promise<Customer[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-load-setup-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SSN_ENCRYPTION_KEY: key,
  });
  const setup = await createServer(config, {
    clientDir: path.join(dataDir, 'no-client'),
    jobWorker: { enabled: false },
    paymentWorker: { enabled: false },
  });
  try {
    const emails = Array.from({ length: CUSTOMERS }, (_, i) => `load.customer.${i}@example.com`);
    return await inBatches(emails, 10, async (email, i) => {
      await setup.services.identity.adminCreateUser({
        email,
        password: PASSWORD,
        attributes: { name: 'Load', family_name: `Customer${i}` },
      });
      const base = baseUrls[i % baseUrls.length]!;
      const signIn = await cognitoCall(base, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      const result = ((await signIn.json()) as { AuthenticationResult?: Record<string, string> }).AuthenticationResult;
      if (!result?.IdToken || !result.RefreshToken) throw new Error(`sign-in failed for ${email}: ${signIn.status}`);
      const claims = decodeJwt(result.IdToken);
      await recordPass(
        setup.services.db,
        { originJti: String(claims.origin_jti), subject: String(claims.sub) },
        'BYPASS',
      );
      const created = await graphqlCall(base, result.IdToken, CreateApplicationDocument, {
        application: { userInformation: { email }, channel: 'ONLINE' },
      });
      const body = (await created.json()) as { data?: { createApplication?: { id: string } }; errors?: unknown[] };
      const applicationId = body.data?.createApplication?.id;
      if (!applicationId) throw new Error(`createApplication failed for ${email}: ${JSON.stringify(body.errors)}`);
      return { email, idToken: result.IdToken, refreshToken: result.RefreshToken, applicationId };
    });
  } finally {
    await setup.close();
  }
}

export async function measureLoad(cores: number): Promise<void> {
  const cluster = await startCluster();
  const processes: ApiProcess[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE portal_load');
    await admin.end();
    const url = new URL(cluster.adminUrl);
    url.pathname = '/portal_load';
    const databaseUrl = url.toString();
    // One data key for every process: they open the same sealed signing keys.
    const key = randomBytes(32).toString('base64');
    // Every simulated customer calls from this machine's one address: the per-address limit would refuse them.
    const env = {
      DATABASE_URL: databaseUrl,
      SSN_ENCRYPTION_KEY: key,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      GRAPHQL_RATE_LIMIT: '0',
    };
    // The first migrates and seeds before the other starts, as in a rolling deployment.
    for (const name of ['one', 'two']) {
      processes.push(
        await startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-load-${name}-`)) }),
      );
    }
    const baseUrls = processes.map((p) => p.baseUrl);
    const customers = await setUpCustomers(databaseUrl, key, baseUrls);
    const clientId = loadConfig({ ...process.env, NODE_ENV: 'test', SSN_ENCRYPTION_KEY: key }).cognito.clientId;

    const samples: Sample[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(customers.map((c) => actAs(c, { baseUrls, clientId }, { until, thinkMs: THINK_MS }, samples)));
    report(samples, cores);
  } finally {
    for (const p of processes) {
      const exited = new Promise((resolve) => p.child.once('exit', resolve));
      p.child.kill('SIGTERM');
      await exited;
    }
    await cluster.stop();
  }
}

function report(samples: Sample[], cores: number): void {
  const failures = samples.filter((s) => !s.ok);
  const problems = [...new Set(failures.map((s) => `${s.kind}: ${s.problem}`))].slice(0, 5);
  for (const p of problems) console.log(`  failure: ${p}`);
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const label = `${CUSTOMERS} customers, ${SECONDS} s, two API processes on PostgreSQL`;
  const kinds = [...new Set(samples.map((s) => s.kind))]
    .map((k) => `${k} ${samples.filter((s) => s.kind === k).length}`)
    .join(', ');
  const kindsP95 = [...new Set(samples.map((s) => s.kind))]
    .map((k) => {
      const ms = samples.filter((s) => s.kind === k).map((s) => s.ms);
      return `${k} ${percentile(
        ms.sort((a, b) => a - b),
        0.95,
      ).toFixed(0)}`;
    })
    .join(', ');
  record({
    measure: `load: errors (${label})`,
    value: failures.length,
    unit: 'errors',
    digits: 0,
    goal: { limit: 0, better: 'lower' },
    note: `${samples.length} requests: ${kinds}`,
  });
  record({ measure: 'load: p50', value: percentile(sorted, 0.5), unit: 'ms', digits: 0 });
  record({
    measure: 'load: p95',
    value: percentile(sorted, 0.95),
    unit: 'ms',
    digits: 0,
    goal: { limit: 300, better: 'lower' },
    note: kindsP95,
  });
  record({ measure: 'load: p99', value: percentile(sorted, 0.99), unit: 'ms', digits: 0 });
  record({
    measure: 'load: requests/s',
    value: samples.length / SECONDS,
    unit: 'requests/s',
    digits: 0,
    note: `${cores} core(s) shared by the customers, both servers and PostgreSQL; pauses ${THINK_MS.join(' to ')} ms`,
  });
}
