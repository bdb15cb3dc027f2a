// `npm run check:services`: with a deployment's configuration, is each service it names reachable and set up as the
// portal needs? One line per service, OK, FAIL or SKIP (the embedded stand-in is in use), and exit code 1 on any
// FAIL. Read-only: nothing is migrated, sent or created (the bank check asks for a link token, which expires unused).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { makePlaidProvider } from '../bank/plaidProvider';
import { customerOwner } from '../bank/owner';
import { migrationsFolder } from '../db/pgliteSnapshot';

export type Verdict = 'OK' | 'FAIL' | 'SKIP';
export interface CheckLine {
  service: string;
  verdict: Verdict;
  detail: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** The checked-in migrations' count and the newest one's timestamp, which drizzle records as applied. */
function journal(): { count: number; newest: number } {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  const entries = (JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] }).entries;
  return { count: entries.length, newest: Math.max(...entries.map((e) => e.when)) };
}

async function checkDatabase(config: Config): Promise<CheckLine> {
  const service = 'database';
  if (!config.databaseUrl) return { service, verdict: 'SKIP', detail: `embedded PGlite in ${config.dataDir}` };
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const version =
      (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? '?';
    const applied = await client
      .query<{ n: string; newest: string | null }>(
        'SELECT count(*) AS n, max(created_at) AS newest FROM drizzle.__drizzle_migrations',
      )
      .then((r) => r.rows[0])
      .catch(() => undefined);
    const expected = journal();
    const count = Number(applied?.n ?? 0);
    const current = count === expected.count && Number(applied?.newest) === expected.newest;
    return {
      service,
      verdict: current ? 'OK' : 'FAIL',
      detail: `PostgreSQL ${version}; migrations ${count} of ${expected.count} applied${current ? '' : ' (start one process to migrate)'}`,
    };
  } catch (error) {
    return { service, verdict: 'FAIL', detail: message(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The direct connection beside a pooler (DATABASE_DIRECT_URL): it must reach the same database as DATABASE_URL, and
 * hold what a pooler in transaction mode cannot: a notification sent through the pooler is heard on it (realtime
 * across processes depends on that).
 */
async function checkDirectDatabase(config: Config): Promise<CheckLine> {
  const service = 'database (direct)';
  if (!config.databaseDirectUrl) {
    const detail = config.databaseUrl
      ? 'DATABASE_URL carries sessions too (no pooler in between)'
      : `embedded PGlite in ${config.dataDir}`;
    return { service, verdict: 'SKIP', detail };
  }
  const { default: pg } = await import('pg');
  const clients: InstanceType<typeof pg.Client>[] = [];
  const connect = async (connectionString: string | undefined) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    clients.push(client);
    await client.connect();
    return client;
  };
  const whereIs = async (client: InstanceType<typeof pg.Client>) =>
    (
      await client.query<{ at: string }>(
        "SELECT current_database() || ' started ' || pg_postmaster_start_time()::text AS at",
      )
    ).rows[0]?.at;
  try {
    const [pooled, direct] = await Promise.all([connect(config.databaseUrl), connect(config.databaseDirectUrl)]);
    if ((await whereIs(pooled)) !== (await whereIs(direct))) {
      return { service, verdict: 'FAIL', detail: 'not the database DATABASE_URL reaches' };
    }
    const channel = `portal_check_${process.pid}`;
    const heard = new Promise<boolean>((resolve) => {
      direct.on('notification', (n) => n.channel === channel && resolve(true));
      setTimeout(() => resolve(false), 3_000).unref();
    });
    await direct.query(`LISTEN ${channel}`);
    await pooled.query('SELECT pg_notify($1, $2)', [channel, 'check']);
    return (await heard)
      ? { service, verdict: 'OK', detail: 'same database as DATABASE_URL; a notification sent through it was heard' }
      : { service, verdict: 'FAIL', detail: 'a notification sent through DATABASE_URL was not heard within 3 s' };
  } catch (error) {
    return { service, verdict: 'FAIL', detail: message(error) };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

async function checkIdentity(config: Config): Promise<CheckLine> {
  const endpoint = config.cognito.externalEndpoint;
  if (!endpoint) return { service: 'identity', verdict: 'SKIP', detail: 'embedded identity service at /cognito' };
  const { checkPool } = await import('./poolCheck');
  return checkPool(config, endpoint);
}

async function checkEmail(config: Config): Promise<CheckLine> {
  const service = 'e-mail';
  if (!config.smtpUrl) return { service, verdict: 'SKIP', detail: 'outbox only (SMTP_URL unset)' };
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 5_000 });
  const where = new URL(config.smtpUrl).host;
  try {
    await transporter.verify();
    return { service, verdict: 'OK', detail: `SMTP ${where}: connected, login accepted` };
  } catch (error) {
    return { service, verdict: 'FAIL', detail: `SMTP ${where}: ${message(error)}` };
  } finally {
    transporter.close();
  }
}

async function checkTexts(config: Config): Promise<CheckLine> {
  const service = 'texts';
  if (config.sms.provider !== 'sns') return { service, verdict: 'SKIP', detail: 'outbox only (SMS_PROVIDER unset)' };
  const sns = await import('@aws-sdk/client-sns');
  const client = new sns.SNSClient({
    ...(config.sms.region && { region: config.sms.region }),
    ...(config.sms.endpoint && { endpoint: config.sms.endpoint }),
    maxAttempts: 1,
  });
  try {
    const { attributes } = await client.send(new sns.GetSMSAttributesCommand({ attributes: ['DefaultSMSType'] }));
    return {
      service,
      verdict: 'OK',
      detail: `Amazon SNS ${await client.config.region()}: credentials accepted (default type ${attributes?.DefaultSMSType ?? 'unset'})`,
    };
  } catch (error) {
    return { service, verdict: 'FAIL', detail: `Amazon SNS: ${message(error)}` };
  } finally {
    client.destroy();
  }
}

async function checkBank(config: Config, plaidBasePath?: string): Promise<CheckLine> {
  const service = 'bank links';
  const { clientId, secret, env } = config.plaid;
  if (!clientId || !secret) return { service, verdict: 'SKIP', detail: 'local Link sandbox (PLAID_CLIENT_ID unset)' };
  try {
    const provider = makePlaidProvider({ clientId, secret, env, ...(plaidBasePath && { basePath: plaidBasePath }) });
    await provider.createLinkToken({
      owner: customerOwner('service-check'),
      clientName: 'Service check',
      language: 'en',
    });
    return { service, verdict: 'OK', detail: `Plaid ${env}: keys accepted` };
  } catch (error) {
    return { service, verdict: 'FAIL', detail: `Plaid ${env}: ${message(error)}` };
  }
}

/** Every check, in a fixed order; `plaidBasePath` points the Plaid client at a stand-in (tests). */
export async function checkServices(config: Config, opts: { plaidBasePath?: string } = {}): Promise<CheckLine[]> {
  return Promise.all([
    checkDatabase(config),
    checkDirectDatabase(config),
    checkIdentity(config),
    checkEmail(config),
    checkTexts(config),
    checkBank(config, opts.plaidBasePath),
  ]);
}

export const formatLine = (line: CheckLine) => `${line.verdict.padEnd(4)} ${line.service.padEnd(10)} ${line.detail}`;
