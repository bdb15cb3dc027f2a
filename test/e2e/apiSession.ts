// A signed-in browser without the sign-in screens, for the tests about what comes after signing in (the sign-in, MFA
// and session specs sign in through the screens). The sign-in happens over the identity service's own wire protocol
// and the multi-factor check is passed from the tests' API device (support.ts tokensOf), so the server holds a real
// sign-in with a real pass; the page is then handed that session the way the portal finds one on a reload: Amplify's
// token keys in localStorage (api/identity/storedTokens.ts) and the persisted flags redux-persist would have written
// (store/persist.ts), so start-up restores the session (sagas/auth/bootstrap.ts restoreSession) and asks the server
// who the customer is, as after any reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { tokensOf } from './support';

const STORAGE_PREFIX = 'CognitoIdentityServiceProvider';
const PERSIST_PREFIX = 'portal:';

/** redux-persist's format: each field JSON-encoded inside the JSON object, with its version record. */
const persistedSlice = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });

/**
 * Signs `email` in over the API and opens `path` on the worker's site, signed in with the whole account open.
 * `origin`: the site's, for a page whose context has no base URL (a browser reached over its DevTools port).
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  path = '/account',
  origin = '',
) {
  const [tokens, config] = await Promise.all([
    tokensOf(request, email),
    request.get('/config.json').then(async (r) => (await r.json()) as { cognito: { userPoolClientId: string } }),
  ]);
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    username?: string;
  };
  const user = claims.username ?? email;
  const prefix = `${STORAGE_PREFIX}.${config.cognito.userPoolClientId}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: user,
    [`${prefix}.${user}.idToken`]: tokens.idToken,
    [`${prefix}.${user}.accessToken`]: tokens.accessToken,
    [`${prefix}.${user}.refreshToken`]: tokens.refreshToken,
    [`${prefix}.${user}.clockDrift`]: '0',
    [`${PERSIST_PREFIX}auth`]: persistedSlice({ isAuthenticated: true }),
    [`${PERSIST_PREFIX}mfa`]: persistedSlice({ passed: true, applicationPassed: false }),
  };
  // A page of the portal's origin where none of the portal runs, to write its storage before it starts.
  await page.goto(`${origin}/healthz`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(`${origin}${path}`);
}
