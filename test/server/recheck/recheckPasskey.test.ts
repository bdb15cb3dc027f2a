// A re-check answered with a passkey: offered only to a customer with a passkey for the site the request comes from
// (then nothing is e-mailed at start); the options name this site as relying party, the customer's passkeys and user
// verification; the answer is checked as a passkey sign-in is, its counter must rise, its challenge answers once and
// for 5 minutes, and a replayed, foreign, unverified or other-site answer is refused (five refusals lock the
// re-check). Passkeys are made and used by a software authenticator, as a browser would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys } from '../../../server/db/schema';
import { SoftAuthenticator, type RequestOptionsJson } from '../../support/softAuthenticator';
import { errorCode, startHarness, type Harness } from '../harness';
import { addPasskey } from '../identity/passkeyFlows';
import { sdkClient } from '../identity/sdkClient';
import { testClock } from '../testClock';
import * as rc from './recheckSupport';

// The multi-factor check is judged by real time, so this clock starts at real time and only ever moves on.
const clock = testClock(new Date());
let h: Harness;
let site: { lumen: string; harbor: string };
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now });
  const port = new URL(h.baseUrl).port;
  site = { lumen: `http://lumen.localhost:${port}`, harbor: `http://harbor.localhost:${port}` };
}, 60_000);
afterAll(() => h?.close());

const from = (origin: string) => ({ origin });

/** A customer with a passkey made on the Lumen site, whose sign-in's proof is stale. */
async function withPasskey(name: string) {
  const customer = await rc.signedInCustomer(h, name);
  const client = sdkClient({ endpoint: `${h.baseUrl}/cognito` }, site.lumen);
  const auth = await addPasskey(client, customer.accessToken, new SoftAuthenticator(site.lumen));
  rc.goStale(clock);
  return { ...customer, auth };
}

async function optionsFor(token: string, id: string, origin = site.lumen) {
  const res = await h.graphql(rc.PASSKEY_OPTIONS, { token, variables: { id }, headers: from(origin) });
  const raw = (res.body.data?.recheckPasskeyOptions as { options: string } | undefined)?.options;
  if (!raw) throw new Error(`no options: ${JSON.stringify(res.body.errors)}`);
  return JSON.parse(raw) as RequestOptionsJson & Record<string, unknown>;
}

const answerWith = (token: string, id: string, credential: unknown, origin = site.lumen) =>
  rc.answer(h, token, { id, m: 'PASSKEY', credential: JSON.stringify(credential) }, from(origin));

const counterOf = async (credentialId: string) =>
  (await h.server.services.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0]?.counter;

describe('a customer with a passkey for this site', () => {
  it('is offered it first, with nothing e-mailed; its answer proves the sign-in and moves the counter on', async () => {
    const { email, idToken, auth } = await withPasskey('pk-first');
    const codes = await rc.codesSentTo(h, email);
    const started = await rc.start(h, idToken, from(site.lumen));
    expect(started).toMatchObject({ methods: ['PASSKEY', 'EMAIL_CODE'], codeSent: false });
    expect(await rc.codesSentTo(h, email)).toBe(codes);

    const options = await optionsFor(idToken, started.recheckId);
    expect(options).toMatchObject({
      rpId: 'lumen.localhost',
      userVerification: 'required',
      timeout: 300_000,
      allowCredentials: [{ id: auth.id, type: 'public-key' }],
    });
    const before = await counterOf(auth.id);
    expect(rc.outcomeOf(await answerWith(idToken, started.recheckId, auth.assert(options)))).toBe('APPROVED');
    expect(await counterOf(auth.id)).toBeGreaterThan(before ?? 0);
    expect(await rc.lastProof(h, idToken)).toEqual(clock.now());
  });

  it('is offered only the e-mailed code on another brand’s site, where the passkey does not work', async () => {
    const { idToken } = await withPasskey('pk-harbor');
    const started = await rc.start(h, idToken, from(site.harbor));
    expect(started).toMatchObject({ methods: ['EMAIL_CODE'], codeSent: true });
    const res = await h.graphql(rc.PASSKEY_OPTIONS, {
      token: idToken,
      variables: { id: started.recheckId },
      headers: from(site.harbor),
    });
    expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
  });
});

describe('a passkey answer that is refused', () => {
  it('a replayed one: a used challenge, an answer already counted, a counter that did not rise', async () => {
    const { idToken, auth } = await withPasskey('pk-replay');
    const first = await rc.start(h, idToken, from(site.lumen));
    const used = auth.assert(await optionsFor(idToken, first.recheckId));
    expect(rc.outcomeOf(await answerWith(idToken, first.recheckId, used))).toBe('APPROVED');
    // The same answer again: the re-check is settled.
    expect(rc.outcomeOf(await answerWith(idToken, first.recheckId, used))).toBe('LOCKED');

    const second = await rc.start(h, idToken, from(site.lumen));
    await optionsFor(idToken, second.recheckId);
    // An answer to the first re-check's challenge does not answer the second's (and uses its challenge up).
    expect(rc.outcomeOf(await answerWith(idToken, second.recheckId, used))).toBe('PASSKEY_REFUSED');
    // A signed answer whose counter is not above the stored one is a copied key's or a replay.
    const copied = auth.assert(await optionsFor(idToken, second.recheckId), { counter: 1 });
    expect(rc.outcomeOf(await answerWith(idToken, second.recheckId, copied))).toBe('PASSKEY_REFUSED');
    const right = auth.assert(await optionsFor(idToken, second.recheckId));
    expect(rc.outcomeOf(await answerWith(idToken, second.recheckId, right))).toBe('APPROVED');
  });

  it('another customer’s passkey, an answer from another site, one without user verification, a stale challenge', async () => {
    const { idToken, auth } = await withPasskey('pk-foreign');
    const { auth: strangers } = await withPasskey('pk-stranger');
    const { recheckId: id } = await rc.start(h, idToken, from(site.lumen));
    const refused = async (credential: (o: RequestOptionsJson) => unknown, origin = site.lumen) =>
      rc.outcomeOf(await answerWith(idToken, id, credential(await optionsFor(idToken, id)), origin));

    expect(await refused((o) => strangers.assert(o))).toBe('PASSKEY_REFUSED');
    expect(await refused((o) => auth.assert(o, { origin: site.harbor }), site.harbor)).toBe('PASSKEY_REFUSED');
    expect(await refused((o) => auth.assert(o, { unverified: true }))).toBe('PASSKEY_REFUSED');
    const options = await optionsFor(idToken, id);
    clock.advance(5 * 60_000 + 1_000);
    expect(rc.outcomeOf(await answerWith(idToken, id, auth.assert(options)))).toBe('PASSKEY_REFUSED');
    // The fifth refusal (here: the challenge already used up) locks the re-check: no new challenge is issued for it.
    expect(rc.outcomeOf(await answerWith(idToken, id, auth.assert(options)))).toBe('LOCKED');
    const after = await h.graphql(rc.PASSKEY_OPTIONS, { token: idToken, variables: { id }, headers: from(site.lumen) });
    expect(errorCode(after.body)).toBe('BAD_USER_INPUT');
  });

  it('a malformed answer is bad input and uses nothing up', async () => {
    const { idToken, auth } = await withPasskey('pk-malformed');
    const { recheckId: id } = await rc.start(h, idToken, from(site.lumen));
    const options = await optionsFor(idToken, id);
    const bad = await rc.answer(h, idToken, { id, m: 'PASSKEY', credential: '{"not":"a passkey"}' }, from(site.lumen));
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const none = await rc.answer(h, idToken, { id, m: 'PASSKEY' }, from(site.lumen));
    expect(errorCode(none.body)).toBe('BAD_USER_INPUT');
    expect(rc.outcomeOf(await answerWith(idToken, id, auth.assert(options)))).toBe('APPROVED');
  });
});

describe('who may answer with a passkey', () => {
  it('not another customer (their own passkey or not), nobody without a token, not a CSR', async () => {
    const { email, idToken } = await withPasskey('pk-owner');
    const { idToken: strangerToken, auth: strangers } = await withPasskey('pk-other');
    const { recheckId: id } = await rc.start(h, idToken, from(site.lumen));
    const options = await optionsFor(idToken, id);
    const credential = JSON.stringify(strangers.assert(options));
    const variables = { id, m: 'PASSKEY', credential };
    expect(errorCode((await rc.answer(h, strangerToken, variables, from(site.lumen))).body)).toBe('NOT_FOUND');
    const query = `mutation($id: ID!, $credential: String) {
      answerRecheck(recheckId: $id, method: PASSKEY, credential: $credential) { outcome } }`;
    expect(errorCode((await h.graphql(query, { variables })).body)).toBe('UNAUTHENTICATED');
    const csr = await h.idToken('csr.admin@example.com');
    expect(errorCode((await h.graphql(query, { token: csr, variables })).body)).toBe('FORBIDDEN');
    const acting = await h.graphql(query, { token: csr, variables, headers: { 'x-admin-auth-as': email } });
    expect(errorCode(acting.body)).toBe('FORBIDDEN');
  });
});
