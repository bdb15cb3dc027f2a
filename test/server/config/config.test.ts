// Configuration that explains itself: every variable checked at start, one line per problem, and a
// data key that does not match the database named as such.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { DataKeyMismatchError } from '../../../server/db/keyCheck';
import { createServer } from '../../../server/server';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, production: false, databaseUrl: undefined, smtpUrl: undefined });
  });

  it("gives every process the same token issuer whatever its port, and PUBLIC_URL's when set", () => {
    const issuers = ['8080', '8091', '9000'].map((PORT) => loadConfig({ PORT }).issuerBase);
    expect(new Set(issuers)).toEqual(new Set(['http://localhost']));
    expect(loadConfig({ PORT: '8091' }).publicUrl).toBe('http://localhost:8091');
    const set = loadConfig({ PORT: '8091', PUBLIC_URL: 'https://portal.example.com/' });
    expect(set).toMatchObject({ issuerBase: 'https://portal.example.com', publicUrl: 'https://portal.example.com' });
  });

  it('lists every problem at once, one line each, naming the variable', () => {
    const problems = problemsOf({
      PORT: '80a',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'mail.example.com',
      PLAID_CLIENT_ID: 'abc',
      TRUST_PROXY: 'maybe',
      NODE_ENV: 'prod',
    });
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'LOG_LEVEL', 'SMTP_URL', 'PLAID_CLIENT_ID', 'TRUST_PROXY', 'NODE_ENV']) {
      expect(problems.filter((line) => line.startsWith(name))).toHaveLength(1);
    }
    expect(problems.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('says what is wrong with a connection string without printing its password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://portal:hunter2@db/portal', SMTP_URL: 'http://u:hunter2@x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems[0]).toMatch(/^DATABASE_URL must be a postgres or postgresql URL/);
  });

  it('takes the direct URL beside the pooler only with DATABASE_URL, and checks it as one', () => {
    const pooled = { DATABASE_URL: 'postgres://portal:pw@pgbouncer:6432/portal' };
    const direct = 'postgres://portal:pw@db:5432/portal';
    expect(loadConfig({ ...pooled, DATABASE_DIRECT_URL: direct }).databaseDirectUrl).toBe(direct);
    expect(loadConfig(pooled).databaseDirectUrl).toBeUndefined();
    expect(problemsOf({ DATABASE_DIRECT_URL: direct })).toEqual([
      'DATABASE_DIRECT_URL needs DATABASE_URL (the connection through the pooler) beside it',
    ]);
    expect(problemsOf({ ...pooled, DATABASE_DIRECT_URL: 'db:5432' })).toEqual([
      expect.stringMatching(/^DATABASE_DIRECT_URL must be a postgres or postgresql URL/),
    ]);
  });

  it('checks the data key, the production requirements and the files named', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      FLAGS_FILE: '/nowhere/flags.json',
      MAIL_FROM: 'not an address',
      PORT: '70000',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT must be a whole number from 1 to 65535/),
      'SSN_ENCRYPTION_KEY is required when NODE_ENV=production',
      expect.stringMatching(/^MAIL_FROM must be an e-mail address/),
      expect.stringMatching(/^FLAGS_FILE names a file that does not exist/),
    ]);
    expect(problemsOf({ SSN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toEqual([
      expect.stringMatching(/^SSN_ENCRYPTION_KEY must be 32/),
    ]);
  });

  it('prints the problems and exits 1 from npm start, before building or opening anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The server's configuration has 2 problems:");
    expect(run.stderr).toMatch(/^ {2}- PORT must be/m);
    expect(run.stderr).toMatch(/^ {2}- LOG_LEVEL must be one of/m);
    expect(run.stderr).not.toMatch(/at loadConfig|\.ts:\d+/);
  });
});

describe('the data key', () => {
  it('stops a start with another key than the database was written with, saying so and what to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-key-'));
    const base = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const first = await createServer(loadConfig({ ...base, SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64') }), {
      clientDir: path.join(dataDir, 'no-client'),
    });
    await first.close();
    const second = createServer(loadConfig({ ...base, SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64') }), {
      clientDir: path.join(dataDir, 'no-client'),
    });
    await expect(second).rejects.toBeInstanceOf(DataKeyMismatchError);
    await expect(second).rejects.toThrow(/SSN_ENCRYPTION_KEY is not the key .* delete the data directory/);
  }, 60_000);
});

// The identity service's admin key pair: both or neither, shaped like AWS keys, the secret never quoted back.
const SECRET = 'an-admin-secret-of-forty-characters-0000';

describe('IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY', () => {
  it('are off by default, and read together', () => {
    expect(loadConfig({}).cognito.adminCredentials).toBeUndefined();
    expect(
      loadConfig({ IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIDPORTALADMIN00001', IDENTITY_ADMIN_SECRET_ACCESS_KEY: SECRET })
        .cognito.adminCredentials,
    ).toEqual({ accessKeyId: 'AKIDPORTALADMIN00001', secretAccessKey: SECRET });
  });

  it('refuse one without the other, a malformed key id and a short secret, never printing the secret', () => {
    expect(problemsOf({ IDENTITY_ADMIN_SECRET_ACCESS_KEY: SECRET })).toEqual([
      'IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problemsOf({ IDENTITY_ADMIN_ACCESS_KEY_ID: 'admin', IDENTITY_ADMIN_SECRET_ACCESS_KEY: SECRET })[0]).toMatch(
      /^IDENTITY_ADMIN_ACCESS_KEY_ID must be 16 to 128 upper-case letters or digits/,
    );
    const short = problemsOf({
      IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIDPORTALADMIN00001',
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'hunter2',
    });
    expect(short).toHaveLength(1);
    expect(short[0]).toMatch(/^IDENTITY_ADMIN_SECRET_ACCESS_KEY must be 32 to 128 visible characters/);
    expect(short.join('\n')).not.toContain('hunter2');
  });
});
