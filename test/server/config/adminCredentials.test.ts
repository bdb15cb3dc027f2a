// The identity service's admin key pair (IDENTITY_ADMIN_ACCESS_KEY_ID / IDENTITY_ADMIN_SECRET_ACCESS_KEY): both or
// neither, shaped like AWS keys, a problem at start-up otherwise, and the secret never quoted back.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
