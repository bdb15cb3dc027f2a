// check:services' identity line with a real pool configured, against the embedded identity service standing in for
// Cognito (its admin operations, signed with the AWS credentials in the environment): OK when the pool has every
// custom attribute and group the portal uses; FAIL naming what is missing, when the credentials are refused, and when
// the pool's keys cannot be fetched; never a secret in the line.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { CUSTOM_ATTRIBUTES } from '../../../server/identity/attributes';
import { PORTAL_GROUPS } from '../../../server/identity/groups';
import { poolShortfall } from '../../../server/ops/poolCheck';
import { checkServices, formatLine } from '../../../server/ops/serviceChecks';
import { startIdentityServer, type Harness } from '../identity/harness';

const ADMIN = { accessKeyId: 'AKIDPOOLCHECK0000001', secretAccessKey: 'pool-check-secret-for-tests-000000000000' };
let pool: Harness;

beforeAll(async () => {
  pool = await startIdentityServer({ adminCredentials: ADMIN });
  vi.stubEnv('AWS_ACCESS_KEY_ID', ADMIN.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', ADMIN.secretAccessKey);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await pool.close();
});

const identityLine = async (env: Record<string, string> = {}) => {
  const lines = await checkServices(loadConfig({ COGNITO_ENDPOINT: pool.endpoint, ...env }));
  return lines.find((line) => line.service === 'identity')!;
};

describe('the identity line with a real pool', () => {
  it('is OK when the pool has the portal’s custom attributes and groups', async () => {
    const line = await identityLine();
    expect(line).toMatchObject({ verdict: 'OK' });
    expect(formatLine(line)).toBe(
      `OK   identity   Cognito pool us-east-1_LocalPool: 1 signing keys, ${CUSTOM_ATTRIBUTES.length} custom attributes and ${PORTAL_GROUPS.length} groups present`,
    );
  });

  it('fails, saying so, when the pool refuses the credentials', async () => {
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'not-the-pool-secret-00000000000000000000');
    try {
      const line = await identityLine();
      expect(line.verdict).toBe('FAIL');
      expect(line.detail).toMatch(
        /^Cognito pool us-east-1_LocalPool: AWS credentials refused \(InvalidSignatureException/,
      );
      expect(formatLine(line)).not.toContain('not-the-pool-secret');
    } finally {
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', ADMIN.secretAccessKey);
    }
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDSOMEONEELSE00001');
    try {
      expect((await identityLine()).detail).toMatch(/AWS credentials refused \(UnrecognizedClientException/);
    } finally {
      vi.stubEnv('AWS_ACCESS_KEY_ID', ADMIN.accessKeyId);
    }
  });

  it('fails when the pool named does not exist there', async () => {
    const line = await identityLine({ COGNITO_USER_POOL_ID: 'us-east-1_Elsewhere' });
    expect(line).toMatchObject({ verdict: 'FAIL' });
    expect(line.detail).toMatch(/^Cognito pool us-east-1_Elsewhere: no signing keys at .* \(404\)$/);
  });
});

describe('poolShortfall', () => {
  it('names each custom attribute and group the pool lacks, and nothing when it has them all', () => {
    expect(poolShortfall([...CUSTOM_ATTRIBUTES], [...PORTAL_GROUPS])).toBe('');
    expect(
      poolShortfall(
        CUSTOM_ATTRIBUTES.filter((name) => name !== 'custom:brand'),
        ['enrollment'],
      ),
    ).toBe('missing attributes custom:brand; missing groups CSR');
    // Attribute names are compared with their custom: prefix, as DescribeUserPool lists them.
    expect(poolShortfall(['boCode'], PORTAL_GROUPS)).toMatch(/^missing attributes custom:boCode, /);
  });
});
