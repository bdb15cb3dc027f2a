// Shared steps for the browser tests: the real server, a real Chromium, the seeded demo data (README "Demo accounts").
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rd!';

/** The same server on another brand's origin (Chromium resolves *.localhost to loopback). */
export function brandUrl(baseURL: string | undefined, brand: string, path = '/login'): string {
  const url = new URL(baseURL ?? 'http://localhost:8090');
  return `http://${brand}.localhost:${url.port}${path}`;
}

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

export async function signIn(page: Page, email: string, password = PASSWORD, url = '/login') {
  await page.goto(url);
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Answers the remember-my-device dialog that follows the last right code of a sign-in check or an enrollment. */
export async function answerRememberDevice(page: Page, remember: boolean) {
  const dialog = page.getByRole('dialog', { name: 'Remember this device?' });
  await dialog.getByRole('button', { name: remember ? 'Yes, remember this device' : 'No, thanks' }).click();
}

/** A password sign-in through the login page and its e-mailed code, not remembering the device, to the account. */
export async function signInWithEmailedCode(page: Page, request: APIRequestContext, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, false);
  await expect(page).toHaveURL(/\/account/);
}

export async function resetServer(request: APIRequestContext) {
  expect((await request.post('/dev/reset')).ok()).toBe(true);
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code: string | null;
}

/** What the server sent to an address or phone, newest first (/dev/outbox). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMessage[];
}

/** The newest code sent to `to` whose subject matches. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /code|código/i,
): Promise<string> {
  const code = (await outbox(request, to)).find((m) => m.code && subject.test(m.subject))?.code;
  if (!code) throw new Error(`no code matching ${String(subject)} for ${to}`);
  return code;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs in over the identity service's own wire protocol (as any Cognito client would) and returns the tokens of a
 * sign-in that passed the multi-factor check (see passMfa), as a customer's session in the portal has.
 */
export async function tokensOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<Tokens> {
  const tokens = await passwordOnlyTokensOf(request, email, password);
  await passMfa(request, tokens.idToken, email);
  return tokens;
}

/** The tokens of a password sign-in alone: customer data refuses them with MFA_REQUIRED until the check passes. */
export async function passwordOnlyTokensOf(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<Tokens> {
  const config = (await (await request.get('/config.json')).json()) as { cognito: { userPoolClientId: string } };
  const res = await request.post('/cognito', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  expect(res.ok()).toBe(true);
  const result = ((await res.json()) as { AuthenticationResult: Record<string, string> }).AuthenticationResult;
  return {
    idToken: result.IdToken ?? '',
    accessToken: result.AccessToken ?? '',
    refreshToken: result.RefreshToken ?? '',
  };
}

/** A GraphQL call with an identity token (and optionally the customer a CSR acts as). */
export async function graphql(
  request: APIRequestContext,
  idToken: string,
  query: string,
  variables: Record<string, unknown> = {},
  actingAs?: string,
) {
  const res = await request.post('/graphql', {
    headers: { authorization: idToken, ...(actingAs ? { 'x-admin-auth-as': actingAs } : {}) },
    data: { query, variables },
  });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}

/** The device the tests' API calls come from (never a browser page's): remembered for each customer it passes. */
const API_DEVICE = { cookie: 'portal_device_id=5e0c7d1a-2b3f-4a6c-9d8e-7f1a2b3c4d5e' };
const API_BLACK_BOX = 'eyJpZCI6ImUyZS1hcGktZGV2aWNlIn0=';

async function mfaCall(request: APIRequestContext, idToken: string, query: string, variables: Record<string, unknown>) {
  const res = await request.post('/graphql', {
    headers: { authorization: idToken, ...API_DEVICE },
    data: { query, variables },
  });
  return ((await res.json()) as { data?: Record<string, Record<string, string> | null> | null }).data ?? {};
}

/** The newest code the server sent on a channel (to `to`, when given), from the demo outbox. */
async function newestCode(request: APIRequestContext, channel: 'email' | 'sms', to = ''): Promise<string> {
  const sent = await outbox(request, to);
  const code = sent.find((m) => m.channel === channel && m.code)?.code;
  if (!code) throw new Error(`no ${channel} code${to ? ` for ${to}` : ''}`);
  return code;
}

/**
 * Passes the multi-factor check for a customer's sign-in the way the portal does: startMfa from the tests' API
 * device, the codes its decision asks for (from the demo outbox), and "remember this device", so the customer's next
 * sign-in from it is a BYPASS with no code (and no check counted against the hourly limit). Staff and enrollment
 * identities are not asked.
 */
export async function passMfa(request: APIRequestContext, idToken: string, email: string): Promise<void> {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    'cognito:groups'?: string[];
  };
  const groups = claims['cognito:groups'] ?? [];
  if (groups.includes('CSR') || groups.includes('enrollment')) return;
  const started = (
    await mfaCall(request, idToken, 'mutation($b: String!) { startMfa(blackBox: $b) { mfaId decision } }', {
      b: API_BLACK_BOX,
    })
  ).startMfa;
  const mfaId = started?.mfaId ?? '';
  const decision = started?.decision ?? '';
  if (!decision.startsWith('OTP_')) return;
  if (decision === 'OTP_PHONE' || decision === 'OTP_PHONE_EMAIL') {
    await mfaCall(request, idToken, 'mutation($r: OtpSendRequest!) { sendOtp(request: $r) { success } }', {
      r: { mfaId },
    });
    const code = await newestCode(request, 'sms');
    await mfaCall(request, idToken, 'query($r: OtpSearchRequest!) { otpSearch(request: $r) { result } }', {
      r: { mfaId, code },
    });
  }
  if (decision === 'OTP_EMAIL' || decision === 'OTP_PHONE_EMAIL') {
    const ids = (
      await mfaCall(
        request,
        idToken,
        'query($m: ID) { searchEmailVerification(mfaId: $m) { emailVerificationId sessionId } }',
        { m: mfaId },
      )
    ).searchEmailVerification;
    await mfaCall(
      request,
      idToken,
      `mutation($e: ID!, $c: String!, $s: String!, $m: ID) {
        validateEmailVerificationCode(emailVerificationId: $e, verificationCode: $c, sessionId: $s, mfaId: $m) {
          status } }`,
      { e: ids?.emailVerificationId, s: ids?.sessionId, c: await newestCode(request, 'email', email), m: mfaId },
    );
  }
  await mfaCall(
    request,
    idToken,
    'mutation($m: ID, $b: String!) { rememberDevice(mfaId: $m, blackBox: $b) { success } }',
    {
      m: mfaId,
      b: API_BLACK_BOX,
    },
  );
}
