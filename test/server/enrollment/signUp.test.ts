// Sign-up after enrollment through the real aws-amplify package in Node against the whole server: signUp with
// clientMetadata.enrollmentId is confirmed at once and links Maria's record to her new account, which then signs in
// with e-mail and password like any returning customer. The failure flags reach Amplify as Cognito renders them.
import type * as AmplifyAuthModule from '@aws-amplify/auth';
import type * as AmplifyCoreModule from '@aws-amplify/core';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { amplifyTokenStorage, installBrowserStorage, removeBrowserStorage } from '../identity/memoryStorage';
import { CURRENT, enrollmentServer, MARIA, OLIVER, type EnrollmentSession, type EnrollmentView } from './helpers';

const PASSWORD = 'N3w-Passw0rd!';

const t = enrollmentServer();
let auth: typeof AmplifyAuthModule;

beforeAll(async () => {
  // Amplify picks its storage when it loads, and PGlite must be open before a `window` exists: so only now.
  installBrowserStorage();
  const core: typeof AmplifyCoreModule = await import('@aws-amplify/core');
  auth = await import('@aws-amplify/auth');
  const { cognitoUserPoolsTokenProvider, cognitoCredentialsProvider } = await import('@aws-amplify/auth/cognito');
  const { userPoolId, clientId } = t.h.server.services.config.cognito;
  const authConfig = {
    Cognito: { userPoolId, userPoolClientId: clientId, userPoolEndpoint: `${t.h.baseUrl}/cognito` },
  };
  cognitoUserPoolsTokenProvider.setAuthConfig(authConfig);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifyTokenStorage);
  core.Amplify.configure(
    { Auth: authConfig },
    { Auth: { tokenProvider: cognitoUserPoolsTokenProvider, credentialsProvider: cognitoCredentialsProvider } },
  );
});
beforeEach(async () => {
  await auth.signOut().catch(() => undefined);
});
afterAll(removeBrowserStorage);

/** Amplify's signUp exactly as the enrollment screen calls it. */
function signUp(enrollmentId: string, email: string, names: { name?: string; family_name?: string } = {}) {
  return auth.signUp({
    username: email,
    password: PASSWORD,
    options: {
      userAttributes: {
        email,
        name: 'Maria',
        family_name: 'Lopez',
        'custom:source': 'lumen',
        'custom:brand': 'lumen',
        'custom:isPasswordless': 'false',
        ...names,
      },
      clientMetadata: { enrollmentId },
    },
  });
}

const refusal = (flag: string) => ({
  name: 'UserLambdaValidationException',
  message: `PreSignUp failed with error {"${flag}":true}.`,
});

async function noAccount(email: string) {
  const [row] = await t.h.server.services.db.select().from(users).where(eq(users.username, email));
  expect(row, `an account for ${email}`).toBeUndefined();
}

describe('refused sign-ups (customerCheckError)', () => {
  it('an unknown, malformed or unapproved enrollment', async () => {
    await expect(signUp('00000000-0000-4000-8000-000000000000', 'maria.x@example.com')).rejects.toMatchObject(
      refusal('customerCheckError'),
    );
    await expect(signUp('enr-123', 'maria.x@example.com')).rejects.toMatchObject(refusal('customerCheckError'));
    const session = await t.client.session();
    const started = await t.client.start(session, { email: 'maria.x@example.com' });
    await expect(signUp(started.enrollmentId, 'maria.x@example.com')).rejects.toMatchObject(
      refusal('customerCheckError'),
    );
    await noAccount('maria.x@example.com');
  });

  it('another e-mail or other names than the approved enrollment’s', async () => {
    const session = await t.client.session();
    const { enrollmentId } = await t.client.approve(session);
    await expect(signUp(enrollmentId, 'someone.else@example.com')).rejects.toMatchObject(refusal('customerCheckError'));
    await expect(signUp(enrollmentId, MARIA.email, { name: 'Mario' })).rejects.toMatchObject(
      refusal('customerCheckError'),
    );
    await noAccount('someone.else@example.com');
    await noAccount(MARIA.email);
    expect((await t.client.mariaRecord()).userId).toBeNull();
  });
});

describe('signing up after enrollment', () => {
  let first: { session: EnrollmentSession; view: EnrollmentView };
  let second: { session: EnrollmentSession; view: EnrollmentView };

  it('confirms at once, links the record and finishes the enrollment (THANK_YOU / SIGNED_UP)', async () => {
    // Two approved enrollments of Maria, under two new e-mails, from two sessions.
    first = { session: await t.client.session(), view: {} as EnrollmentView };
    first.view = await t.client.approve(first.session, { email: 'maria.enrolled@example.com' });
    second = { session: await t.client.session(), view: {} as EnrollmentView };
    second.view = await t.client.approve(second.session, { email: 'maria.late@example.com' });

    const result = await signUp(first.view.enrollmentId, 'Maria.Enrolled@example.com', { name: 'maria' });
    expect(result).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const record = await t.client.mariaRecord();
    expect(record.userId).toBe(result.userId);
    expect(await t.client.ok<EnrollmentView>(first.session, CURRENT)).toMatchObject({
      enrollmentId: first.view.enrollmentId,
      result: 'THANK_YOU',
      event: 'SIGNED_UP',
    });
  });

  it('a second sign-up for the same record is refused (customerExists) and creates nothing', async () => {
    await expect(signUp(second.view.enrollmentId, 'maria.late@example.com')).rejects.toMatchObject(
      refusal('customerExists'),
    );
    await noAccount('maria.late@example.com');
    // Neither can the finished enrollment be used again.
    await expect(signUp(first.view.enrollmentId, 'maria.enrolled@example.com')).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
  });

  it('the new account signs in with e-mail and password, carrying the record’s loan-system links', async () => {
    const signedIn = await auth.signIn({ username: 'maria.enrolled@example.com', password: PASSWORD });
    expect(signedIn.isSignedIn).toBe(true);
    const { tokens } = await auth.fetchAuthSession();
    const idToken = tokens?.idToken?.toString() ?? '';
    expect(decodeJwt(idToken)).toMatchObject({
      email: 'maria.enrolled@example.com',
      email_verified: true,
      name: 'maria',
      family_name: 'Lopez',
      'custom:brand': 'lumen',
      'custom:source': 'lumen',
      'custom:isPasswordless': 'false',
      'custom:retailBoCode': '0417',
      'custom:qFundCustomerId': 'QF-900901',
    });
    expect(decodeJwt(idToken)['cognito:groups']).toBeUndefined();

    const search = await t.client.ok(
      idToken,
      'query { customerSystemSearch { customerType isReturningCustomer isReturningRetailCustomer firstName lastName retailBoCode stateCode channel } }',
    );
    expect(search).toEqual({
      customerType: 'RETAIL_RETURNING',
      isReturningCustomer: true,
      isReturningRetailCustomer: true,
      firstName: 'Maria',
      lastName: 'Lopez',
      retailBoCode: '0417',
      stateCode: 'OH',
      channel: 'RETAIL',
    });
    // Her own record is customer data: the portal asks this sign-in for the multi-factor check first.
    await t.h.passMfa(idToken);
    const own = await t.client.ok(idToken, 'query { searchSsn(ssn: "123456789") { existsInP360 existsAsCustomer } }');
    expect(own).toEqual({ existsInP360: true, existsAsCustomer: true });
  });

  it('a new enrollment of Maria now finds her record in use (USER_ALREADY_EXISTS)', async () => {
    const session = await t.client.session();
    expect(await t.client.start(session)).toMatchObject({ result: 'DENIED', event: 'USER_ALREADY_EXISTS' });
    expect(await t.client.start(session, { email: 'maria.third@example.com' })).toMatchObject({
      event: 'USER_ALREADY_EXISTS',
    });
    expect(await t.client.start(session, OLIVER)).toMatchObject({ event: 'USER_ALREADY_EXISTS' });
  });

  it('nobody signs up for a record by e-mail on file alone: that sign-up is refused (customerExists)', async () => {
    // A new customer's own sign-up (no enrollment named) with the e-mail a record holds is told to enroll instead
    // (server/signUp/triggers.ts), so no plain account can stand beside the record under its e-mail.
    const plain = auth.signUp({
      username: MARIA.email,
      password: PASSWORD,
      options: {
        userAttributes: {
          email: MARIA.email,
          name: 'Maria',
          family_name: 'Lopez',
          'custom:source': 'lumen',
          'custom:brand': 'lumen',
        },
      },
    });
    await expect(plain).rejects.toMatchObject(refusal('customerExists'));
    await noAccount(MARIA.email);
  });
});
