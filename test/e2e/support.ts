// Shared steps for the browser tests: the real server, a real Chromium, demo data from DEMO-DATA.md.
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

/** What the server sent to an address or phone, newest first (DEMO-DATA.md /dev/outbox). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMessage[];
}

/** The newest code sent to `to` whose subject matches. */
export async function latestCode(request: APIRequestContext, to: string, subject: RegExp = /code/i): Promise<string> {
  const code = (await outbox(request, to)).find((m) => m.code && subject.test(m.subject))?.code;
  if (!code) throw new Error(`no code matching ${String(subject)} for ${to}`);
  return code;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs in over the identity service's own wire protocol (as any Cognito client would) and returns the tokens. */
export async function tokensOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<Tokens> {
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
