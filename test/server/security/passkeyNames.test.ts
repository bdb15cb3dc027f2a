// The portal's part of passkeys over GraphQL: a customer names their own passkeys (Cognito cannot rename one) and
// sees the names with each passkey's last use; a name is the customer's alone; the offer's "Not now" is kept. Who
// may call: the customer changes, a CSR acting as them reads only, an enrollment identity and anyone signed out are
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys } from '../../../server/db/schema';
import { findUser } from '../../../server/identity/users';
import { cleanName } from '../../../server/security/passkeyNames';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const OLIVER = 'online.returning@example.com';
const NORA = 'new.customer@example.com';
const CSR = 'csr.admin@example.com';
const LABELS = 'query { passkeyLabels { credentialId name lastUsedAt } }';
const RENAME = 'mutation($c: ID!, $n: String!) { renamePasskey(credentialId: $c, name: $n) { credentialId name } }';
const FORGET = 'mutation($c: ID!) { forgetPasskeyName(credentialId: $c) }';
const DECLINED = 'query { passkeyOfferDeclined }';
const DECLINE = 'mutation { declinePasskeyOffer }';

async function as(email: string, query: string, variables: Record<string, unknown> = {}, headers = {}) {
  return (await h.graphql(query, { token: await h.idToken(email), variables, headers })).body;
}

describe('passkey names', () => {
  it('keeps the name the customer gives, tidied, and lists it with the last use the identity service keeps', async () => {
    const renamed = await as(OLIVER, RENAME, { c: 'cred-A_1', n: '  Work   laptop ' });
    expect(renamed.data?.renamePasskey).toEqual({ credentialId: 'cred-A_1', name: 'Work laptop' });
    const user = await findUser(h.server.services.db, OLIVER);
    const used = new Date('2026-11-30T15:00:00.000Z');
    await h.server.services.db.insert(passkeys).values({
      userId: user!.id,
      credentialId: 'cred-B',
      publicKey: 'pk',
      relyingPartyId: 'localhost',
      lastUsedAt: used,
    });
    const listed = (await as(OLIVER, LABELS)).data?.passkeyLabels as { credentialId: string }[];
    expect(listed).toEqual(
      expect.arrayContaining([
        { credentialId: 'cred-A_1', name: 'Work laptop', lastUsedAt: null },
        { credentialId: 'cred-B', name: null, lastUsedAt: used.toISOString() },
      ]),
    );
  });

  it('is the customer’s own: another customer naming the same id changes nothing of theirs', async () => {
    await as(OLIVER, RENAME, { c: 'cred-shared', n: 'Mine' });
    await as(NORA, RENAME, { c: 'cred-shared', n: 'Hers' });
    const olivers = (await as(OLIVER, LABELS)).data?.passkeyLabels as { credentialId: string; name: string }[];
    expect(olivers.find((l) => l.credentialId === 'cred-shared')?.name).toBe('Mine');
  });

  it.each([
    ['an empty name', 'cred-A_1', '   '],
    ['a name over 40 characters', 'cred-A_1', 'x'.repeat(41)],
    ['a control character', 'cred-A_1', 'a\u0007b'],
    ['an id that is not a credential id', 'not/an id', 'Phone'],
  ])('refuses %s (BAD_USER_INPUT) and changes nothing', async (_case, c, n) => {
    const before = (await as(OLIVER, LABELS)).data;
    expect(errorCode(await as(OLIVER, RENAME, { c, n }))).toBe('BAD_USER_INPUT');
    expect((await as(OLIVER, LABELS)).data).toEqual(before);
  });

  it('forgets a removed passkey’s name', async () => {
    await as(OLIVER, RENAME, { c: 'cred-gone', n: 'Old phone' });
    expect((await as(OLIVER, FORGET, { c: 'cred-gone' })).data?.forgetPasskeyName).toBe(true);
    expect((await as(OLIVER, FORGET, { c: 'cred-gone' })).data?.forgetPasskeyName).toBe(false);
  });

  it('counts characters, not bytes', () => {
    expect(cleanName('ñ'.repeat(40))).toBe('ñ'.repeat(40));
    expect(cleanName('ñ'.repeat(41))).toBeNull();
  });
});

describe('the offer to add a passkey', () => {
  it('is declined once and stays declined', async () => {
    expect((await as(NORA, DECLINED)).data?.passkeyOfferDeclined).toBe(false);
    expect((await as(NORA, DECLINE)).data?.declinePasskeyOffer).toBe(true);
    expect((await as(NORA, DECLINE)).data?.declinePasskeyOffer).toBe(true);
    expect((await as(NORA, DECLINED)).data?.passkeyOfferDeclined).toBe(true);
    expect((await as(OLIVER, DECLINED)).data?.passkeyOfferDeclined).toBe(false);
  });
});

describe('who may call', () => {
  const acting = { 'x-admin-auth-as': OLIVER };

  it('lets a CSR acting as the customer read, never rename, forget or decline', async () => {
    const read = await as(CSR, LABELS, {}, acting);
    expect(read.errors).toBeUndefined();
    expect((read.data?.passkeyLabels as unknown[]).length).toBeGreaterThan(0);
    expect((await as(CSR, DECLINED, {}, acting)).errors).toBeUndefined();
    for (const [query, variables] of [
      [RENAME, { c: 'cred-A_1', n: 'Staff' }],
      [FORGET, { c: 'cred-A_1' }],
      [DECLINE, {}],
    ] as const)
      expect(errorCode(await as(CSR, query, variables, acting))).toBe('FORBIDDEN');
  });

  it('refuses anyone signed out, an enrollment identity and a sign-in that has not passed its check', async () => {
    expect(errorCode((await h.graphql(LABELS)).body)).toBe('UNAUTHENTICATED');
    const enrolling = await h.codeIdToken('enroll.user@example.com');
    expect(errorCode((await h.graphql(RENAME, { token: enrolling, variables: { c: 'c', n: 'n' } })).body)).toBe(
      'FORBIDDEN',
    );
    const { IdToken } = await h.passwordOnlyTokens(OLIVER);
    expect(errorCode((await h.graphql(LABELS, { token: IdToken })).body)).toBe('MFA_REQUIRED');
  });
});
