// The contact change: a code sent to the new e-mail or phone, the change made only with that
// code, a wrong code refused without changing anything, and a code for one value never confirming another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const REQUEST = `mutation($c: ContactChannel!, $v: String!) { requestContactChange(channel: $c, value: $v) { channel destination expiresInMinutes } }`;
const UPDATE = `mutation($c: ContactChannel!, $v: String!, $code: String!) { updateContactDetails(channel: $c, value: $v, code: $code) { email contactEmail phoneLast4 } }`;
const DETAILS = `query { accountContactDetails { email contactEmail phoneLast4 firstName } }`;

describe('the contact details', () => {
  it('are null, not an error, for a customer with no loan-system record yet', async () => {
    const token = await h.idToken('resume.app@example.com');
    const answer = await h.graphql(DETAILS, { token });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.accountContactDetails).toBeNull();
  });
});

describe('a change of contact details', () => {
  it('changes the phone only with the code texted to the new number', async () => {
    const token = await h.idToken('installment.customer@example.com');
    const started = await h.graphql(REQUEST, { token, variables: { c: 'PHONE', v: '(614) 555-7788' } });
    expect(started.body.data?.requestContactChange).toEqual({
      channel: 'PHONE',
      destination: '******7788',
      expiresInMinutes: 10,
    });
    const [message] = await h.server.services.outbox.list('6145557788');
    expect(message).toMatchObject({ channel: 'sms' });
    const wrong = await h.graphql(UPDATE, { token, variables: { c: 'PHONE', v: '6145557788', code: '000000' } });
    expect(errorCode(wrong.body)).toBe('BAD_USER_INPUT');
    const other = await h.graphql(UPDATE, { token, variables: { c: 'PHONE', v: '6145559999', code: message!.code } });
    expect(errorCode(other.body)).toBe('BAD_USER_INPUT');
    const before = await h.graphql(DETAILS, { token });
    expect((before.body.data?.accountContactDetails as { phoneLast4: string }).phoneLast4).toBe('1901');
    const done = await h.graphql(UPDATE, { token, variables: { c: 'PHONE', v: '614-555-7788', code: message!.code } });
    expect(done.body.data?.updateContactDetails).toMatchObject({ phoneLast4: '7788' });
  });

  it('changes the contact e-mail (not the sign-in e-mail) with the code e-mailed to it', async () => {
    const token = await h.idToken('pending.epp@example.com');
    await h.graphql(REQUEST, { token, variables: { c: 'EMAIL', v: 'Eppie.New@Example.com' } });
    const [message] = await h.server.services.outbox.list('eppie.new@example.com');
    const done = await h.graphql(UPDATE, {
      token,
      variables: { c: 'EMAIL', v: 'eppie.new@example.com', code: message!.code },
    });
    expect(done.body.data?.updateContactDetails).toEqual({
      email: 'pending.epp@example.com',
      contactEmail: 'eppie.new@example.com',
      phoneLast4: '1501',
    });
  });

  it('refuses a value that is not an e-mail or a phone, field by field, and callers who may not', async () => {
    const token = await h.idToken('installment.customer@example.com');
    const bad = await h.graphql(REQUEST, { token, variables: { c: 'EMAIL', v: 'not-an-email' } });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    expect((bad.body.errors?.[0]?.extensions as { fieldErrors: unknown }).fieldErrors).toEqual([
      { field: 'value', key: 'account.contact.problem.invalidEmail' },
    ]);
    const none = await h.graphql(REQUEST, { variables: { c: 'PHONE', v: '6145557788' } });
    expect(errorCode(none.body)).toBe('UNAUTHENTICATED');
    const csr = await h.graphql(REQUEST, {
      token: await h.idToken('csr.admin@example.com'),
      variables: { c: 'PHONE', v: '6145557788' },
    });
    expect(errorCode(csr.body)).toBe('FORBIDDEN');
    const noRecord = await h.graphql(REQUEST, {
      token: await h.idToken('new.customer@example.com'),
      variables: { c: 'PHONE', v: '6145557788' },
    });
    expect(errorCode(noRecord.body)).toBe('NOT_FOUND');
  });
});
