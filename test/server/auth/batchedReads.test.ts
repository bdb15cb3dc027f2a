// The per-request reads that concurrent requests share (server/db/batch.ts): the token check's sign-in state and the
// resume check, asked for several sign-ins and customers in one turn, answer each exactly as a look-up of its own
// would, in one statement.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasResumableApplication } from '../../../server/applications/openApplications';
import { signInState } from '../../../server/auth/tokenCheck';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const originOf = (idToken: string) => {
  const claims = decodeJwt(idToken);
  return { originJti: String(claims.origin_jti), subject: String(claims.sub) };
};

describe('reads shared by the requests of one turn', () => {
  it('gives each sign-in its own state: live with its pass, live without one, revoked, unknown', async () => {
    const passed = originOf(await h.idToken('online.returning@example.com'));
    const unpassed = originOf((await h.passwordOnlyTokens('resume.app@example.com')).IdToken);
    const revokedTokens = (await h.signInTokens('online.returning@example.com')) as {
      IdToken: string;
      RefreshToken?: string;
    };
    const revoked = originOf(revokedTokens.IdToken);
    await h.identityCall('RevokeToken', {
      ClientId: h.server.services.config.cognito.clientId,
      Token: revokedTokens.RefreshToken,
    });
    const { db } = h.server.services;
    const execute = vi.spyOn(db, 'execute');
    try {
      const states = await Promise.all([
        signInState(db, passed.originJti, passed.subject),
        signInState(db, unpassed.originJti, unpassed.subject),
        signInState(db, revoked.originJti, revoked.subject),
        signInState(db, 'no-such-sign-in', passed.subject),
        // A pass belongs to its subject: the same sign-in asked for by another identity has none.
        signInState(db, passed.originJti, unpassed.subject),
      ]);
      expect(states.map((s) => [s.active, s.passScope])).toEqual([
        [true, 'ACCOUNT'],
        [true, null],
        [false, null],
        [false, null],
        [true, null],
      ]);
      expect(states[0]?.lastActiveAt).toBeInstanceOf(Date);
      expect(execute).toHaveBeenCalledTimes(1);
      // An expired sign-in is not live, whatever its row says.
      const later = Date.now() + 400 * 86_400_000;
      expect((await signInState(db, passed.originJti, passed.subject, later)).active).toBe(false);
    } finally {
      execute.mockRestore();
    }
  });

  it('tells each customer whether an application waits to be resumed, as of the time each asks', async () => {
    const { db } = h.server.services;
    const execute = vi.spyOn(db, 'execute');
    try {
      const now = new Date();
      const answers = await Promise.all([
        hasResumableApplication(db, 'resume.app@example.com', now),
        hasResumableApplication(db, 'online.returning@example.com', now),
        hasResumableApplication(db, 'RESUME.APP@example.com', now),
        // Incomplete applications are kept 21 days: a year on, nothing is left to resume.
        hasResumableApplication(db, 'resume.app@example.com', new Date(now.getTime() + 365 * 86_400_000)),
      ]);
      expect(answers).toEqual([true, false, true, false]);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });
});
