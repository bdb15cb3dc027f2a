// mfa_passes rows go once they can no longer matter (server/mfa/gate.ts): with the sign-in they belong to when it is
// ended (RevokeToken on sign-out, GlobalSignOut), and by the sweep a new check runs, as expired sign-in rows are
// swept elsewhere: a pass whose refresh-token row expired or was revoked, or older than a sign-in can live.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaPasses, refreshTokens } from '../../../server/db/schema';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const OLIVER = 'online.returning@example.com';
const DEVICE = Buffer.from(JSON.stringify({ id: 'cleanup-device' })).toString('base64');
const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId } }';
const DAY = 24 * 60 * 60 * 1000;

type Tokens = { IdToken: string; AccessToken: string; RefreshToken: string };

const originOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { origin_jti: string }).origin_jti;

/** A sign-in that passed the check, with its tokens. */
async function passedSignIn(): Promise<Tokens> {
  const tokens = (await h.passwordOnlyTokens(OLIVER)) as Tokens;
  await h.passMfa(tokens.IdToken);
  return tokens;
}

const passOf = async (tokens: Tokens) =>
  (
    await h.server.services.db
      .select()
      .from(mfaPasses)
      .where(eq(mfaPasses.originJti, originOf(tokens.IdToken)))
  )[0];

/** A new check started by some sign-in: the moment the sweep runs. */
const startACheck = async () => {
  const token = (await h.passwordOnlyTokens(OLIVER)).IdToken;
  await h.graphql(START, { token, variables: { b: DEVICE } });
};

describe('a pass', () => {
  it('goes with its sign-in on sign-out (RevokeToken), and only that one', async () => {
    const ended = await passedSignIn();
    const kept = await passedSignIn();
    expect(await passOf(ended)).toBeDefined();
    await h.identityCall('RevokeToken', {
      Token: ended.RefreshToken,
      ClientId: h.server.services.config.cognito.clientId,
    });
    expect(await passOf(ended)).toBeUndefined();
    expect(await passOf(kept)).toBeDefined();
  });

  it("goes with all of the customer's sign-ins on GlobalSignOut", async () => {
    const one = await passedSignIn();
    const two = await passedSignIn();
    await h.identityCall('GlobalSignOut', { AccessToken: one.AccessToken });
    expect(await passOf(one)).toBeUndefined();
    expect(await passOf(two)).toBeUndefined();
  });

  it('is swept when a new check starts once its sign-in expired, or it is older than any sign-in lives', async () => {
    const db = h.server.services.db;
    const expired = await passedSignIn();
    const old = await passedSignIn();
    const live = await passedSignIn();
    await db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.originJti, originOf(expired.IdToken)));
    const lifetime = h.server.services.config.cognito.refreshTokenDays;
    await db
      .update(mfaPasses)
      .set({ passedAt: new Date(Date.now() - (lifetime + 1) * DAY) })
      .where(eq(mfaPasses.originJti, originOf(old.IdToken)));
    await startACheck();
    expect(await passOf(expired)).toBeUndefined();
    expect(await passOf(old)).toBeUndefined();
    expect(await passOf(live)).toBeDefined();
  });
});
