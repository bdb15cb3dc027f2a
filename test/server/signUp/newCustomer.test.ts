// A new customer's own sign-up ("Apply now") against the whole server, over the identity service's wire protocol as
// Amplify speaks it: the PreSignUp check (who may sign up, what it refuses and with which flags), the e-mailed code,
// the PostConfirmation that makes the account a seeded new customer's equal, and the code standing as the first
// sign-in's multi-factor proof, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, mfaChallenges, throttleEvents, users } from '../../../server/db/schema';
import { SIGN_UP_REQUESTER_THROTTLE, takeSignUpAllowance } from '../../../server/identity/signUpThrottle';
import { claimSignUpProof, SIGN_UP_PROOF_MS, unclaimedSignUpProof } from '../../../server/mfa/signUpProof';
import { postConfirmation, preSignUp } from '../../../server/signUp/triggers';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { logStrings, TEST_BROWSER_COOKIE } from '../harness';

const PASSWORD = 'Fresh-Start1';
const DEVICE = 'eyJpZCI6InNpZ24tdXAtZGV2aWNlIn0=';
const START = 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision } }';
const SEARCH = 'query { customerSystemSearch { customerType isReturningCustomer firstName lastName } }';
const CREATE = `mutation($a: ApplicationInput!) { createApplication(application: $a) { id status } }`;

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  // Each test's sign-ups start with the requester's allowance whole.
  await h.server.services.db.delete(throttleEvents);
});

let counter = 0;
const freshEmail = () => `apply.${Date.now()}.${(counter += 1)}@example.com`;

function attributes(email: string, over: Record<string, string> = {}) {
  const list = {
    email,
    name: 'Nadia',
    family_name: 'Newcomer',
    'custom:brand': 'harbor',
    'custom:source': 'harbor',
    'custom:isPasswordless': 'false',
    ...over,
  };
  return Object.entries(list).map(([Name, Value]) => ({ Name, Value }));
}

function signUp(email: string, over: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  return h.cognito('SignUp', {
    ClientId: h.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: attributes(email, over),
    ...extra,
  });
}

async function latestCode(email: string): Promise<string> {
  const [message] = await h.server.services.outbox.list(email);
  expect(message?.code).toMatch(/^\d{6}$/);
  return message?.code ?? '';
}

const confirm = (email: string, code: string) =>
  h.cognito('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: code });

async function userOf(email: string) {
  const [row] = await h.server.services.db.select().from(users).where(eq(users.username, email));
  return row;
}

async function signedUpAndConfirmed(): Promise<string> {
  const email = freshEmail();
  expect((await signUp(email)).status).toBe(200);
  expect((await confirm(email, await latestCode(email))).status).toBe(200);
  return email;
}

async function startMfa(idToken: string) {
  const { body } = await h.graphql(START, { token: idToken, variables: { b: DEVICE } });
  expect(body.errors).toBeUndefined();
  return body.data?.startMfa as { mfaId: string; decision: string };
}

describe('a new customer signs up, confirms the e-mailed code and applies', () => {
  it('ends as a confirmed new customer whose first sign-in needs no second code, and whose application starts', async () => {
    const email = freshEmail();
    const signedUp = await signUp(email);
    expect(signedUp).toMatchObject({ status: 200, body: { UserConfirmed: false } });
    expect((await userOf(email))?.status).toBe('UNCONFIRMED');
    const code = await latestCode(email);

    const wrong = await confirm(email, code === '000000' ? '111111' : '000000');
    expect(wrong.body.__type).toBe('CodeMismatchException');
    expect((await confirm(email, code)).status).toBe(200);

    // What the seed writes for new.customer@example.com: a confirmed, verified account with names, brand, source and
    // the passwordless flag, and no loan-system record (the loan systems know a customer once they borrow).
    const user = await userOf(email);
    expect(user).toMatchObject({ status: 'CONFIRMED', emailVerified: true });
    expect(user?.attributes).toEqual({
      name: 'Nadia',
      family_name: 'Newcomer',
      'custom:brand': 'harbor',
      'custom:source': 'harbor',
      'custom:isPasswordless': 'false',
    });
    expect(await h.server.services.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);

    const tokens = await h.passwordOnlyTokens(email, PASSWORD);
    const search = await h.graphql(SEARCH, { token: tokens.IdToken });
    expect(search.body.data?.customerSystemSearch).toEqual({
      customerType: 'NEW',
      isReturningCustomer: false,
      firstName: 'Nadia',
      lastName: 'Newcomer',
    });
    // The sign-up code proved the e-mail minutes ago: the check is passed without another code.
    const sentBefore = (await h.server.services.outbox.list(email)).length;
    expect((await startMfa(tokens.IdToken)).decision).toBe('ALLOW');
    expect(await h.server.services.outbox.list(email)).toHaveLength(sentBefore);

    const created = await h.graphql(CREATE, {
      token: tokens.IdToken,
      variables: { a: { userInformation: { email }, additionalAttributes: { smsOptIn: true, canShareInfo: false } } },
      headers: { 'x-brand-key': 'harbor' },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.createApplication).toMatchObject({ status: 'UNSUBMITTED' });

    // The proof served one sign-in: the next one is asked for a code as any other.
    const again = await h.passwordOnlyTokens(email, PASSWORD);
    expect((await startMfa(again.IdToken)).decision).toBe('OTP_EMAIL');
  });

  it('keeps a passwordless sign-up passwordless', async () => {
    const email = freshEmail();
    expect((await signUp(email, { 'custom:isPasswordless': 'true' })).status).toBe(200);
    expect((await confirm(email, await latestCode(email))).status).toBe(200);
    expect((await userOf(email))?.attributes['custom:isPasswordless']).toBe('true');
  });

  it('records the passwordless flag as false when the sign-up left it out, as the seed does', async () => {
    const email = freshEmail();
    const { 'custom:isPasswordless': _left, ...withoutFlag } = Object.fromEntries(
      attributes(email).map((a) => [a.Name, a.Value]),
    );
    const answer = await h.cognito('SignUp', {
      ClientId: h.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: Object.entries(withoutFlag).map(([Name, Value]) => ({ Name, Value })),
    });
    expect(answer.status).toBe(200);
    expect((await confirm(email, await latestCode(email))).status).toBe(200);
    expect((await userOf(email))?.attributes['custom:isPasswordless']).toBe('false');
  });
});

describe('what the pre-sign-up check refuses', () => {
  it('an e-mail with a portal account: UsernameExists, before any check or code', async () => {
    const sent = (await h.server.services.outbox.list('online.returning@example.com')).length;
    const answer = await signUp('online.returning@example.com');
    expect(answer.body).toMatchObject({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    expect(await h.server.services.outbox.list('online.returning@example.com')).toHaveLength(sent);
  });

  it('an e-mail a customer record holds: customerExists, and no account is made', async () => {
    const answer = await signUp('maria.lopez@example.com');
    expect(answer.body).toMatchObject({
      __type: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error {"customerExists":true}.',
    });
    expect(await userOf('maria.lopez@example.com')).toBeUndefined();
    expect(await h.server.services.outbox.list('maria.lopez@example.com')).toEqual([]);
    // The same whatever the case the e-mail is typed in.
    expect((await signUp('Maria.Lopez@Example.com')).body.message).toBe(
      'PreSignUp failed with error {"customerExists":true}.',
    );
  });

  it('a record of a customer who signs in by code: customerExists with isPasswordless', async () => {
    const db = h.server.services.db;
    await db.update(customers).set({ isPasswordless: true }).where(eq(customers.email, 'maria.lopez@example.com'));
    try {
      expect((await signUp('maria.lopez@example.com')).body.message).toBe(
        'PreSignUp failed with error {"customerExists":true,"isPasswordless":true}.',
      );
    } finally {
      await db.update(customers).set({ isPasswordless: false }).where(eq(customers.email, 'maria.lopez@example.com'));
    }
  });

  it.each([
    ['no first name', { name: ' ' }, 'name: First name is required'],
    ['no last name', { family_name: '' }, 'family_name: Last name is required'],
    ['a name too long', { name: 'N'.repeat(51) }, 'name: Names must be 50 characters or fewer'],
    ['markup in a name', { family_name: '<b>x</b>' }, 'family_name: Use letters, spaces, apostrophes'],
    ['an unknown brand', { 'custom:brand': 'acme', 'custom:source': 'acme' }, 'custom:brand must name'],
    ['another brand’s source', { 'custom:source': 'lumen' }, 'custom:source must be harbor for brand harbor.'],
    ['a passwordless flag that is not a flag', { 'custom:isPasswordless': 'yes' }, 'custom:isPasswordless must be'],
  ])('a sign-up with %s: InvalidParameterException, no account', async (_case, over, message) => {
    const email = freshEmail();
    const answer = await signUp(email, over);
    expect(answer.body.__type).toBe('InvalidParameterException');
    expect(String(answer.body.message)).toContain(message);
    expect(await userOf(email)).toBeUndefined();
  });

  it('a sign-up that claims a loan-system record link is refused before the check', async () => {
    const email = freshEmail();
    const answer = await signUp(email, { 'custom:loanProCustomerId': 'LP-100201' });
    expect(answer.body.__type).toBe('NotAuthorizedException');
    expect(await userOf(email)).toBeUndefined();
  });

  it('a check that cannot be made: customerCheckError', async () => {
    const failing = {
      ...h.server.services,
      db: {
        select: () => {
          throw new Error('connection lost');
        },
      } as unknown as typeof h.server.services.db,
    };
    const event = {
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_LocalPool',
      userName: 'someone@example.com',
      callerContext: { awsSdkVersion: 'test', clientId: h.clientId },
      triggerSource: 'PreSignUp_SignUp' as const,
      request: { userAttributes: Object.fromEntries(attributes('someone@example.com').map((a) => [a.Name, a.Value])) },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    await expect(preSignUp(failing, event)).rejects.toThrow('{"customerCheckError":true}');
  });

  it('leaves a sign-up that names an enrollment to enrollment’s own check', async () => {
    const email = freshEmail();
    const answer = await signUp(
      email,
      {},
      { ClientMetadata: { enrollmentId: '00000000-0000-4000-8000-000000000000' } },
    );
    expect(answer.body.message).toBe('PreSignUp failed with error {"customerCheckError":true}.');
    expect(await userOf(email)).toBeUndefined();
  });
});

describe('the confirmation', () => {
  const confirmationEvent = (sub: string, triggerSource: string, clientMetadata?: Record<string, string>) =>
    ({
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_LocalPool',
      userName: 'someone@example.com',
      callerContext: { awsSdkVersion: 'test', clientId: h.clientId },
      triggerSource,
      request: {
        userAttributes: { sub, email: 'someone@example.com', 'custom:isPasswordless': 'false' },
        ...(clientMetadata ? { clientMetadata } : {}),
      },
      response: {},
    }) as Parameters<typeof postConfirmation>[1];

  it('that cannot be finished says so: customerConfirmationError (the user stays confirmed)', async () => {
    await expect(
      postConfirmation(h.server.services, confirmationEvent('not-a-uuid', 'PostConfirmation_ConfirmSignUp')),
    ).rejects.toThrow('{"customerConfirmationError":true}');
  });

  it('gives no proof for a password reset or an enrollment, only for a confirmed sign-up', async () => {
    const user = await userOf('new.customer@example.com');
    const sub = user?.id ?? '';
    await postConfirmation(h.server.services, confirmationEvent(sub, 'PostConfirmation_ConfirmForgotPassword'));
    await postConfirmation(
      h.server.services,
      confirmationEvent(sub, 'PostConfirmation_ConfirmSignUp', {
        enrollmentId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(await unclaimedSignUpProof(h.server.services.db, sub, new Date())).toBeNull();
  });

  it('is a proof for SIGN_UP_PROOF_MS only, and for one sign-in only', async () => {
    const email = await signedUpAndConfirmed();
    const sub = (await userOf(email))?.id ?? '';
    const db = h.server.services.db;
    const now = new Date();
    const proof = await unclaimedSignUpProof(db, sub, now);
    expect(proof).not.toBeNull();
    expect(await unclaimedSignUpProof(db, sub, new Date(now.getTime() + SIGN_UP_PROOF_MS + 1000))).toBeNull();
    const signIn = { originJti: 'a-sign-in', subject: sub };
    expect(await claimSignUpProof(db, proof ?? '', signIn)).toBe(true);
    expect(await claimSignUpProof(db, proof ?? '', { ...signIn, originJti: 'another' })).toBe(false);
    expect(await unclaimedSignUpProof(db, sub, now)).toBeNull();
  });

  it('cannot be used to remember a device', async () => {
    const email = await signedUpAndConfirmed();
    const tokens = await h.passwordOnlyTokens(email, PASSWORD);
    expect((await startMfa(tokens.IdToken)).decision).toBe('ALLOW');
    const sub = (await userOf(email))?.id ?? '';
    const [proof] = await h.server.services.db
      .select({ id: mfaChallenges.id })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, sub))
      .orderBy(mfaChallenges.createdAt)
      .limit(1);
    const remember = await h.graphql(
      'mutation($m: ID, $b: String!) { rememberDevice(mfaId: $m, blackBox: $b) { success } }',
      { token: tokens.IdToken, variables: { m: proof?.id, b: DEVICE }, headers: { cookie: TEST_BROWSER_COOKIE } },
    );
    expect(remember.body.data?.rememberDevice).toEqual({ success: false });
  });
});

describe('the requester’s allowance', () => {
  it(`lets one address sign up ${SIGN_UP_REQUESTER_THROTTLE.limit} times an hour, then says how long to wait`, async () => {
    const ctx = h.server.services;
    const now = new Date('2030-01-01T12:00:00Z');
    for (let i = 0; i < SIGN_UP_REQUESTER_THROTTLE.limit; i += 1) await takeSignUpAllowance(ctx, '203.0.113.7', now);
    await expect(takeSignUpAllowance(ctx, '203.0.113.7', now)).rejects.toMatchObject({
      type: 'LimitExceededException',
      message: 'Please wait 60 minutes before signing up again.',
    });
    // Another address, and the same one an hour later, are not held up.
    await expect(takeSignUpAllowance(ctx, '203.0.113.8', now)).resolves.toBeUndefined();
    const later = new Date(now.getTime() + SIGN_UP_REQUESTER_THROTTLE.windowMs + 1000);
    await expect(takeSignUpAllowance(ctx, '203.0.113.7', later)).resolves.toBeUndefined();
  });

  it('is spent by the wire operation, so a flood of sign-ups is refused', async () => {
    for (let i = 0; i < SIGN_UP_REQUESTER_THROTTLE.limit; i += 1)
      await takeSignUpAllowance(h.server.services, '127.0.0.1');
    const answer = await signUp(freshEmail());
    expect(answer.body.__type).toBe('LimitExceededException');
  });
});

describe('what the server wrote down', () => {
  it('never logs a new customer’s e-mail, names or password', async () => {
    const lines = logStrings(h.logLines).join('\n');
    expect(lines).toContain('signUp.preSignUp');
    expect(lines).not.toContain('apply.');
    expect(lines).not.toContain('Nadia');
    expect(lines).not.toContain('Newcomer');
    expect(lines).not.toContain(PASSWORD);
  });
});
