import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findResumableApplication } from '../../server/applications/openApplications';
import { loadConfig } from '../../server/config';
import { resolveCaller } from '../../server/graphql/context';
import { signInOf } from '../../server/mfa/gate';
import { passResumingSignIn } from '../../server/mfa/signInRoute';
import { createServer } from '../../server/server';
import { startCluster } from '../support/postgresCluster';

const cluster = await startCluster();
const admin = new pg.Client({ connectionString: cluster.adminUrl });
await admin.connect(); await admin.query('CREATE DATABASE x'); await admin.end();
const url = new URL(cluster.adminUrl); url.pathname = '/x';
const dataDir = mkdtempSync(path.join(tmpdir(), 'inj-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', GRAPHQL_RATE_LIMIT: '0', DATABASE_URL: process.env.PGLITE ? '' : url.toString() });
const server = await createServer(config, { clientDir: path.join(dataDir, 'nc'), jobWorker: { enabled: false }, paymentWorker: { enabled: false }, paymentScheduler: { enabled: false } });
server.app.get('/bench/skip-resume', async (req, reply) => {
  const { caller, mfaScope } = await resolveCaller(server.services, req.headers.authorization);
  if (!caller) return reply.code(401).send({ error: 'UNAUTHENTICATED' });
  const email = caller.claims.email.toLowerCase();
  const skip = (await findResumableApplication(server.services.db, email)) === null;
  if (!skip && !mfaScope) await passResumingSignIn(server.services.db, signInOf(caller), email, undefined);
  return { skip };
});
server.app.get('/bench/token', async (req, reply) => {
  const { caller } = await resolveCaller(server.services, req.headers.authorization);
  return { ok: !!caller };
});
const signIn = await server.app.inject({ method: 'POST', url: '/cognito', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' }, payload: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.cognito.clientId, AuthParameters: { USERNAME: 'resume.app@example.com', PASSWORD: 'Passw0rd!' } }) });
const token = JSON.parse(signIn.body).AuthenticationResult.IdToken;
const authorization = `Bearer ${token}`;
const routes: Record<string, any> = {
  healthz: { method: 'GET', url: '/healthz' },
  token: { method: 'GET', url: '/bench/token', headers: { authorization } },
  bare: { method: 'GET', url: '/bench/skip-resume', headers: { authorization } },
  graphql: { method: 'POST', url: '/graphql', headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify({ query: 'query Skip($email: String!) { skipResumeApplication(email: $email) }', variables: { email: 'resume.app@example.com' } }) },
};
const N = Number(process.env.N ?? 2000);
for (const [name, opts] of Object.entries(routes)) {
  for (let i = 0; i < 200; i++) { const r = await server.app.inject(opts); if (r.statusCode !== 200) throw new Error(name + r.body); }
  const session = new Session(); if (process.env.PROF) { session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start'); }
  const c0 = process.cpuUsage(); const t0 = performance.now();
  // 10 at a time
  for (let i = 0; i < N / 10; i++) await Promise.all(Array.from({ length: 10 }, () => server.app.inject(opts)));
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  if (process.env.PROF) { const { profile } = await session.post('Profiler.stop'); writeFileSync(`/tmp/cheap-prof/inject-${process.env.PROF}-${name}.cpuprofile`, JSON.stringify(profile)); session.disconnect(); }
  console.log(name, 'cpu ms/req', ((c.user + c.system) / 1000 / N).toFixed(3), 'user', (c.user / 1000 / N).toFixed(3), 'wall ms/req', (t / N).toFixed(3));
}
await server.close();
await new Promise((r) => setTimeout(r, 300));
await cluster.stop();
