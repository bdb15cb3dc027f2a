// Nobody can spend the owner's password resets. ForgotPassword is throttled per
// requester (client address), per requester and account, and per account, all or nothing, and a refusal says when to
// ask again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeThrottles } from '../../../server/auth/throttle';
import {
  RESET_ACCOUNT_THROTTLE,
  RESET_PAIR_THROTTLE,
  RESET_REQUESTER_THROTTLE,
  resetLimitExceeded,
} from '../../../server/identity/resetThrottle';
import { newCustomer, startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ TRUST_PROXY: '1' });
});
afterAll(() => h.close());

let lastOctet = 0;
const freshIp = () => `198.51.100.${++lastOctet}`;

const askReset = (email: string, ip: string) =>
  h.cognito('ForgotPassword', { ClientId: h.clientId, Username: email }, { 'x-forwarded-for': ip });

const WAIT = /^Please wait (\d+) minutes? before asking for another reset\.$/;

describe('ForgotPassword throttle', () => {
  it('a stranger asking from another address cannot block the owner’s reset', async () => {
    const email = await newCustomer(h, 'reset.victim@example.com');
    const stranger = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await askReset(email, stranger));
    expect(answers.slice(0, RESET_PAIR_THROTTLE.limit).every((a) => a.status === 200)).toBe(true);
    const refused = answers[RESET_PAIR_THROTTLE.limit];
    expect(refused?.status).toBe(400);
    expect(refused?.body.__type).toBe('LimitExceededException');
    const minutes = Number(WAIT.exec(String(refused?.body.message))?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(59);
    expect(minutes).toBeLessThanOrEqual(60);

    // The owner, from their own address, still gets a link, and it works.
    const owner = await askReset(email, freshIp());
    expect(owner.status).toBe(200);
    const [latest] = await h.server.services.outbox.list(email); // newest first
    const confirm = await h.cognito('ConfirmForgotPassword', {
      ClientId: h.clientId,
      Username: email,
      ConfirmationCode: latest?.code,
      Password: 'Own3r-reset',
    });
    expect(confirm.status).toBe(200);
  });

  it('caps an account from every address, and refused requests spend nothing', async () => {
    const email = await newCustomer(h, 'reset.flooded@example.com');
    const addresses = [freshIp(), freshIp(), freshIp(), freshIp()];
    let sent = 0;
    for (const ip of addresses) {
      for (let i = 0; i < RESET_PAIR_THROTTLE.limit; i++) if ((await askReset(email, ip)).status === 200) sent++;
    }
    expect(sent).toBe(RESET_ACCOUNT_THROTTLE.limit);
    expect((await h.server.services.outbox.list(email)).length).toBe(RESET_ACCOUNT_THROTTLE.limit);
    const refused = await askReset(email, freshIp());
    expect(refused.body).toMatchObject({ __type: 'LimitExceededException', message: expect.stringMatching(WAIT) });
  });

  it('caps one address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < RESET_REQUESTER_THROTTLE.limit; i++) {
      expect((await askReset(`nobody.${i}@example.com`, ip)).body.__type).toBe('UserNotFoundException');
    }
    const refused = await askReset('nobody.else@example.com', ip);
    expect(refused.body).toMatchObject({ __type: 'LimitExceededException', message: expect.stringMatching(WAIT) });
    // Another address is not affected.
    expect((await askReset('nobody.else@example.com', freshIp())).body.__type).toBe('UserNotFoundException');
  });

  it('takes all windows or none', async () => {
    const { db } = h.server.services;
    const now = new Date();
    const tight = { bucket: 'test-tight', limit: 1, windowMs: 60_000 };
    const loose = { bucket: 'test-loose', limit: 5, windowMs: 60_000 };
    expect(await takeThrottles(db, [{ rule: tight, keyHash: 'a' }], now)).toEqual({ allowed: true });
    const refused = await takeThrottles(
      db,
      [
        { rule: loose, keyHash: 'b' },
        { rule: tight, keyHash: 'a' },
      ],
      now,
    );
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // The loose window was not spent by the refused request.
    for (let i = 0; i < loose.limit; i++) {
      expect((await takeThrottles(db, [{ rule: loose, keyHash: 'b' }], now)).allowed).toBe(true);
    }
  });

  it('words the wait in minutes, rounded up', () => {
    expect(resetLimitExceeded(30).message).toBe('Please wait 1 minute before asking for another reset.');
    expect(resetLimitExceeded(61).message).toBe('Please wait 2 minutes before asking for another reset.');
    expect(resetLimitExceeded(3600).message).toBe('Please wait 60 minutes before asking for another reset.');
  });
});
