// A re-check answered with the authenticator app: a customer with the app on is offered it first and e-mail as the
// fallback, and nothing is e-mailed until they pick e-mail (once per re-check). App codes are checked as at sign-in
// (one step of drift, the step spent: a code that answered once never answers again), five wrong ones lock the
// re-check, and the change then goes ahead. Who may call the new operations: only the customer's own sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '../../../server/identity/softwareTokens';
import { sdkClient, turnOnAuthenticator } from '../authenticatorSupport';
import { errorCode, startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import {
  answer,
  codesSentTo,
  goStale,
  lastProof,
  outcomeOf,
  PASSKEY_OPTIONS,
  SEND_CODE,
  signedInCustomer,
  start,
} from './recheckSupport';

// The multi-factor check is judged by real time, so this clock starts at real time and only ever moves on.
const clock = testClock(new Date());
const STEP_MS = 30_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now });
}, 60_000);
afterAll(() => h?.close());

/** A customer with the app on, whose sign-in's proof is stale; the app's secret. */
async function withApp(name: string) {
  const customer = await signedInCustomer(h, name);
  const secret = await turnOnAuthenticator(sdkClient(h.baseUrl), customer.accessToken, clock.now());
  goStale(clock);
  return { ...customer, secret };
}

const wrongCode = (secret: string) => (codeAt(secret, clock.now()) === '000000' ? '111111' : '000000');

describe('a customer with the authenticator app on', () => {
  it('is offered the app first, nothing is e-mailed, and its code proves the sign-in', async () => {
    const { email, idToken, secret } = await withApp('app-first');
    const codes = await codesSentTo(h, email);
    const started = await start(h, idToken);
    expect(started).toMatchObject({ methods: ['AUTHENTICATOR', 'EMAIL_CODE'], codeSent: false, expiresInMinutes: 10 });
    expect(await codesSentTo(h, email)).toBe(codes);

    const id = started.recheckId;
    expect(outcomeOf(await answer(h, idToken, { id, m: 'AUTHENTICATOR', code: wrongCode(secret) }))).toBe('WRONG_CODE');
    // One step of drift: the code of the next step is accepted.
    const next = codeAt(secret, new Date(clock.now().getTime() + STEP_MS));
    expect(outcomeOf(await answer(h, idToken, { id, m: 'AUTHENTICATOR', code: next }))).toBe('APPROVED');
    expect(await lastProof(h, idToken)).toEqual(clock.now());

    // The same code, still within the drift, never answers again (its step is spent), not even a new re-check.
    const again = await start(h, idToken);
    const reused = await answer(h, idToken, { id: again.recheckId, m: 'AUTHENTICATOR', code: next });
    expect(outcomeOf(reused)).toBe('WRONG_CODE');
  });

  it('locks the re-check at the fifth wrong code; the right one is then refused too', async () => {
    const { idToken, secret } = await withApp('app-lock');
    const { recheckId: id } = await start(h, idToken);
    const outcomes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      outcomes.push(outcomeOf(await answer(h, idToken, { id, m: 'AUTHENTICATOR', code: wrongCode(secret) })));
    }
    expect(outcomes).toEqual(['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'LOCKED']);
    const right = await answer(h, idToken, { id, m: 'AUTHENTICATOR', code: codeAt(secret, clock.now()) });
    expect(outcomeOf(right)).toBe('LOCKED');
    expect((await lastProof(h, idToken))!.getTime()).toBeLessThan(clock.now().getTime() - 5 * 60_000);
  });

  it('can pick e-mail instead: the code is sent then, once per re-check, and answers it', async () => {
    const { email, idToken } = await withApp('app-email');
    const { recheckId: id } = await start(h, idToken);
    const early = await answer(h, idToken, { id, m: 'EMAIL_CODE', code: '123456' });
    expect(errorCode(early.body)).toBe('BAD_USER_INPUT');
    const codes = await codesSentTo(h, email);
    const sent = await h.graphql(SEND_CODE, { token: idToken, variables: { id } });
    expect(sent.body.data?.sendRecheckCode).toEqual({
      maskedEmail: expect.stringContaining('@example.com'),
      expiresInMinutes: 10,
    });
    expect(await codesSentTo(h, email)).toBe(codes + 1);
    const twice = await h.graphql(SEND_CODE, { token: idToken, variables: { id } });
    expect(errorCode(twice.body)).toBe('BAD_USER_INPUT');
    expect(await codesSentTo(h, email)).toBe(codes + 1);
    const [message] = await h.server.services.outbox.list(email);
    expect(outcomeOf(await answer(h, idToken, { id, m: 'EMAIL_CODE', code: message!.code! }))).toBe('APPROVED');
  });
});

describe('a customer without the app', () => {
  it('gets the e-mailed code at once and cannot answer with an app code', async () => {
    const { email, idToken } = await signedInCustomer(h, 'no-app');
    goStale(clock);
    const codes = await codesSentTo(h, email);
    const started = await start(h, idToken);
    expect(started).toMatchObject({ methods: ['EMAIL_CODE'], codeSent: true });
    expect(await codesSentTo(h, email)).toBe(codes + 1);
    const app = await answer(h, idToken, { id: started.recheckId, m: 'AUTHENTICATOR', code: '123456' });
    expect(errorCode(app.body)).toBe('BAD_USER_INPUT');
  });
});

describe('who may send the code, ask for passkey options or answer with the app', () => {
  const calls = (id: string) => [
    { query: SEND_CODE, variables: { id } },
    { query: PASSKEY_OPTIONS, variables: { id } },
  ];

  it('not another customer, whose re-check reads as none', async () => {
    const { idToken: owner } = await withApp('owner');
    const { recheckId: id } = await start(h, owner);
    const { idToken: stranger } = await signedInCustomer(h, 'stranger');
    for (const call of calls(id)) {
      expect(errorCode((await h.graphql(call.query, { token: stranger, variables: call.variables })).body)).toBe(
        'NOT_FOUND',
      );
    }
    const answered = await answer(h, stranger, { id, m: 'AUTHENTICATOR', code: '123456' });
    expect(errorCode(answered.body)).toBe('NOT_FOUND');
  });

  it('nobody without a token, and not a CSR, acting as the customer or not', async () => {
    const { email, idToken } = await withApp('csr-target');
    const { recheckId: id } = await start(h, idToken);
    const csr = await h.idToken('csr.admin@example.com');
    const all = [...calls(id), { query: ANSWER_APP, variables: { id } }];
    for (const call of all) {
      expect(errorCode((await h.graphql(call.query, { variables: call.variables })).body)).toBe('UNAUTHENTICATED');
      expect(errorCode((await h.graphql(call.query, { token: csr, variables: call.variables })).body)).toBe(
        'FORBIDDEN',
      );
      const acting = await h.graphql(call.query, {
        token: csr,
        variables: call.variables,
        headers: { 'x-admin-auth-as': email },
      });
      expect(errorCode(acting.body)).toBe('FORBIDDEN');
    }
  });
});

const ANSWER_APP = `mutation($id: ID!) { answerRecheck(recheckId: $id, method: AUTHENTICATOR, code: "123456") { outcome } }`;
