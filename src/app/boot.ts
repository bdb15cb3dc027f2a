// Start-up wiring: runtime config from the server, brand detection, the identity adapter, the store and its sagas.
// Kept apart from main.tsx so the order of these steps is readable in one place.
import { persistStore } from 'redux-persist';
import { createAmplifyIdentity, type CognitoPublicConfig } from '../../api/identity/amplify';
import { detectBrand, campaignIdFor } from '../../brands/detect';
import { parseHandOffHash } from '../../sagas/auth/handOff';
import { rootSaga } from '../../sagas/root';
import { track } from '../lib/analytics';
import { deviceFingerprint } from '../lib/device';
import type { Cookies, Navigation, SagaDeps } from '../../sagas/context';
import { makeStore } from '../../store';
import { appStarted } from '../../store/events';
import { initialStoresState, type MapTiles } from '../../store/stores';

interface RuntimeConfig {
  cognito: CognitoPublicConfig;
  version: string;
  /** The store map's tiles (server/config.ts); absent from an older server. */
  map?: MapTiles;
}

export interface Router {
  navigate(to: string, opts?: { replace?: boolean; state?: unknown }): unknown;
}

async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed };
}

/**
 * Hand-off tokens leave the address bar before anything else runs (no await, no fetch, no saga): the page keeps
 * them in memory only, and the history entry no longer holds them even if start-up stops early (maintenance).
 */
function takeHandOffHash(): string {
  const hash = location.hash;
  if (!parseHandOffHash(hash)) return '';
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return hash;
}

const cookies: Cookies = {
  read(name) {
    const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
  },
  clear(name) {
    document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
  },
};

export async function boot(router: Router) {
  const handOffHash = takeHandOffHash();
  const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  const detected = detectBrand(
    { search: location.search, cookieHeader: document.cookie, host: location.host, protocol: location.protocol },
    (message) => console.warn(message),
  );
  if (detected.cookieToSet) document.cookie = detected.cookieToSet;
  const campaignId = campaignIdFor(detected.brand, { search: location.search, referrer: document.referrer });

  const identity = createAmplifyIdentity(config.cognito);
  const nav: Navigation = {
    // The router's promise settles once the page is there (lazy screens loaded): a saga may wait for it.
    navigate: async (to, options) => {
      await router.navigate(to, options);
    },
    location: () => window.location,
    assign: (url) => window.location.assign(url),
    clearHash: () => history.replaceState(history.state, '', `${location.pathname}${location.search}`),
  };
  const sagaContext: SagaDeps = {
    identity,
    nav,
    storage: localStorage,
    track,
    device: deviceFingerprint,
    postJson,
    handOffHash,
    cookies,
  };
  const store = makeStore(
    {
      brand: { key: detected.brand, campaignId },
      stores: { ...initialStoresState, tiles: config.map ?? initialStoresState.tiles },
    },
    { extra: { identity }, sagaContext: { ...sagaContext }, persist: true },
  );
  store.runSaga(rootSaga);
  persistStore(store, null, () => store.dispatch(appStarted()));
  return { store, brand: detected.brand };
}
