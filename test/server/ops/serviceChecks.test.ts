// check:services against stand-ins speaking each service's protocol: with nothing configured every line is SKIP (the
// embedded defaults); SMTP that accepts the login, SNS that answers GetSMSAttributes with the signed request, and
// Plaid keys a link token is issued for are OK; a mail server that is down, keys Plaid refuses and a database missing
// its migrations are FAIL, with the reason and never a secret. The PostgreSQL lines run in the PostgreSQL run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { checkServices, formatLine } from '../../../server/ops/serviceChecks';
import { createPostgresDatabase, postgresAdminUrl } from '../testDatabase';

const listen = (server: Server | SMTPServer['server']) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let smtp: SMTPServer;
let smtpPort: number;
let standIn: Server;
let standInUrl: string;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'portal' && auth.password === 'right-password'
        ? callback(null, { user: 'portal' })
        : callback(new Error('Invalid username or password')),
  });
  smtpPort = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  // SNS's Query protocol and Plaid's JSON one, told apart by path.
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/link/token/create') {
        const { secret } = JSON.parse(body || '{}') as { secret?: string };
        const refused = req.headers['plaid-secret'] !== 'plaid-secret-1' && secret !== 'plaid-secret-1';
        res.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            refused
              ? { error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS', error_message: 'invalid keys' }
              : { link_token: 'link-sandbox-1', expiration: '2030-01-01T00:00:00Z', request_id: 'r' },
          ),
        );
        return;
      }
      const params = new URLSearchParams(body);
      const signed = /^AWS4-HMAC-SHA256 Credential=AKIDCHECKSTANDIN0001\//.test(req.headers.authorization ?? '');
      if (params.get('Action') !== 'GetSMSAttributes' || !signed) {
        res.writeHead(403, { 'content-type': 'text/xml' }).end('<ErrorResponse/>');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          '<GetSMSAttributesResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><GetSMSAttributesResult><attributes><entry><key>DefaultSMSType</key><value>Transactional</value></entry></attributes></GetSMSAttributesResult><ResponseMetadata><RequestId>r</RequestId></ResponseMetadata></GetSMSAttributesResponse>',
        );
    });
  });
  standInUrl = `http://127.0.0.1:${await listen(standIn)}`;
  process.env.AWS_ACCESS_KEY_ID = 'AKIDCHECKSTANDIN0001';
  process.env.AWS_SECRET_ACCESS_KEY = 'stand-in-secret-key-not-a-real-one-000000';
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  standIn.close();
  for (const [name, value] of [
    ['AWS_ACCESS_KEY_ID', saved.id],
    ['AWS_SECRET_ACCESS_KEY', saved.secret],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const byService = async (env: Record<string, string>, plaidBasePath?: string) =>
  Object.fromEntries(
    (await checkServices(loadConfig(env), plaidBasePath ? { plaidBasePath } : {})).map((l) => [l.service, l]),
  );

it('skips every service the embedded defaults stand in for', async () => {
  const lines = await checkServices(loadConfig({}));
  expect(lines.map((l) => [l.service, l.verdict])).toEqual([
    ['database', 'SKIP'],
    ['database (direct)', 'SKIP'],
    ['identity', 'SKIP'],
    ['e-mail', 'SKIP'],
    ['texts', 'SKIP'],
    ['bank links', 'SKIP'],
  ]);
  expect(formatLine(lines[3]!)).toBe('SKIP e-mail     outbox only (SMTP_URL unset)');
});

it('passes SMTP, SNS and Plaid that accept the configured credentials', async () => {
  const lines = await byService(
    {
      SMTP_URL: `smtp://portal:right-password@127.0.0.1:${smtpPort}`,
      SMS_PROVIDER: 'sns',
      AWS_REGION: 'us-east-1',
      SNS_ENDPOINT: standInUrl,
      PLAID_CLIENT_ID: 'plaid-client-1',
      PLAID_SECRET: 'plaid-secret-1',
    },
    standInUrl,
  );
  expect(lines['e-mail']).toMatchObject({
    verdict: 'OK',
    detail: `SMTP 127.0.0.1:${smtpPort}: connected, login accepted`,
  });
  expect(lines.texts).toMatchObject({
    verdict: 'OK',
    detail: expect.stringMatching(/^Amazon SNS us-east-1: credentials accepted/),
  });
  expect(lines['bank links']).toMatchObject({ verdict: 'OK', detail: 'Plaid sandbox: keys accepted' });
});

it('fails a wrong SMTP login, a mail server that is down and keys Plaid refuses, naming no secret', async () => {
  const lines = await byService(
    {
      SMTP_URL: `smtp://portal:wrong-password@127.0.0.1:${smtpPort}`,
      PLAID_CLIENT_ID: 'plaid-client-1',
      PLAID_SECRET: 'bad-secret-9',
    },
    standInUrl,
  );
  expect(lines['e-mail']?.verdict).toBe('FAIL');
  expect(lines['bank links']?.verdict).toBe('FAIL');
  const down = await byService({ SMTP_URL: 'smtp://portal:right-password@127.0.0.1:1' });
  expect(down['e-mail']?.verdict).toBe('FAIL');
  const printed = [...Object.values(lines), ...Object.values(down)].map(formatLine).join('\n');
  expect(printed).not.toMatch(/wrong-password|right-password|bad-secret-9/);
});

describe.skipIf(!postgresAdminUrl())('on PostgreSQL', () => {
  it('passes a migrated database and fails one without its migrations', async () => {
    const migrated = await createPostgresDatabase(postgresAdminUrl()!);
    const empty = await createPostgresDatabase(postgresAdminUrl()!, { empty: true });
    try {
      const ok = await byService({ DATABASE_URL: migrated.url });
      expect(ok.database).toMatchObject({
        verdict: 'OK',
        detail: expect.stringMatching(/^PostgreSQL \d+.*; migrations (\d+) of \1 applied$/),
      });
      expect(ok['database (direct)']).toMatchObject({
        verdict: 'SKIP',
        detail: 'DATABASE_URL carries sessions too (no pooler in between)',
      });
      const missing = await byService({ DATABASE_URL: empty.url });
      expect(missing.database).toMatchObject({
        verdict: 'FAIL',
        detail: expect.stringMatching(/migrations 0 of \d+ applied/),
      });
    } finally {
      await migrated.drop();
      await empty.drop();
    }
  });

  it('passes a direct connection to the database behind the pooler and fails one to another database', async () => {
    const database = await createPostgresDatabase(postgresAdminUrl()!);
    const other = await createPostgresDatabase(postgresAdminUrl()!);
    try {
      const paired = await byService(database.env);
      expect(paired['database (direct)']).toEqual({
        service: 'database (direct)',
        verdict: 'OK',
        detail: 'same database as DATABASE_URL; a notification sent through it was heard',
      });
      const crossed = await byService({ DATABASE_URL: database.url, DATABASE_DIRECT_URL: other.directUrl });
      expect(crossed['database (direct)']).toMatchObject({
        verdict: 'FAIL',
        detail: 'not the database DATABASE_URL reaches',
      });
      const down = await byService({ DATABASE_URL: database.url, DATABASE_DIRECT_URL: 'postgres://x:y@127.0.0.1:1/z' });
      expect(down['database (direct)']?.verdict).toBe('FAIL');
      expect(formatLine(down['database (direct)']!)).not.toContain('x:y');
    } finally {
      await database.drop();
      await other.drop();
    }
  });
});
