// Brand hand-off: a customer who signs in on another brand's site continues on their own. The tokens travel in the
// target's login URL hash (never sent to a server, removed from the address bar at once); this site forgets the session
// locally without revoking it, since the target now holds it.
import { delay, put } from 'redux-saga/effects';
import type { HandOffTokens } from '../../api/identity/types';
import { brandOrigin } from '../../brands/config';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { authPaths } from '../../src/features/auth/paths';
import { handOffStarted, signInFailed } from '../../store/auth';
import { sessionLost } from '../../store/events';
import type { RootState } from '../../store';
import type { MessageKey } from '../../src/lib/i18n';
import { deps } from '../context';
import { callTyped, selectTyped } from '../typedEffects';
import { isLocalPath } from '../signInRules';

/** What a failed single sign-on says (a catalogue key, like every message sagas store). */
export const SSO_ERROR = 'login.sso.error' satisfies MessageKey;

const TOKEN_KEYS = ['idToken', 'accessToken', 'refreshToken'] as const;

const CARRIED_QUERY_KEYS = ['redirectToP360', 'resumeApp', 'loanNumber'] as const;

/** How long the customer reads (and a screen reader announces) where they are going before the move. */
export const HAND_OFF_NOTICE_MS = 2500;

export interface HandOff extends HandOffTokens {
  sessionId: string;
}

/** Reads hand-off tokens from a URL hash; null unless all three tokens are present. */
export function parseHandOffHash(hash: string): HandOff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const [idToken, accessToken, refreshToken] = TOKEN_KEYS.map((k) => params.get(k) ?? '');
  if (!idToken || !accessToken || !refreshToken) return null;
  return { idToken, accessToken, refreshToken, sessionId: params.get('sessionId') ?? '' };
}

export function* handOffToBrand(target: BrandKey, origin?: string) {
  const { identity, nav, storage } = yield* deps();
  const tokens = yield* callTyped([identity, identity.handOffTokens]);
  if (!tokens) {
    yield put(signInFailed(SSO_ERROR));
    return;
  }
  const sessionId = yield* selectTyped((s: RootState) => s.session.sessionId);
  const here = nav.location();
  const url = new URL(authPaths.login, brandOrigin(target, { protocol: here.protocol, port: here.port }));
  url.searchParams.set('brandRedirect', 'true');
  if (isLocalPath(origin)) url.searchParams.set('origin', origin);
  // The hand-off modes this visit arrived with (CARRIED_QUERY_KEYS) travel on to the target.
  const arrived = new URLSearchParams(here.search);
  for (const key of CARRIED_QUERY_KEYS) {
    const value = arrived.get(key);
    if (value) url.searchParams.set(key, value);
  }
  url.hash = new URLSearchParams({ ...tokens, sessionId }).toString();
  // Never moved to another brand's site without a word: say where and why first.
  yield put(handOffStarted(BRANDS[target].name));
  yield delay(HAND_OFF_NOTICE_MS);
  // Signed out here by forgetting, not revoking: a revoke would end the very session being handed over.
  storage.clear();
  yield put(sessionLost({ timedOut: false }));
  nav.assign(url.toString());
}
