// Start-up wiring: runtime config from the server, brand detection, the identity adapter, the store and its sagas.
// Kept apart from main.tsx so the order of these steps is readable in one place. The store starts without the API
// layer and the late slices, with the start-up saga only; the rest (lateLayer.ts) joins when the visitor first
// touches the page, a route other than login needs it, start-up finds someone to sign in, or a few seconds have
// passed, whichever is first. The identity library and the lazily loaded route tables are fetched on that first
// touch too, so a click on "Log In" never waits for them.
import { persistStore } from 'redux-persist';
import type { CognitoPublicConfig } from '../../api/identity/amplify';
import { createLazyIdentity } from '../../api/identity/lazyIdentity';
import { loadFooterLinks } from '../../api/rest/startup';
import { detectBrand, campaignIdFor } from '../../brands/detect';
import { parseHandOffHash } from '../../sagas/auth/handOff';
import { startupSaga } from '../../sagas/startup';
import { track } from '../lib/analytics';
import { deviceFingerprint } from '../lib/device';
import type { Cookies, Navigation, SagaDeps } from '../../sagas/context';
import { makeStoreWithoutLateLayer } from '../../store/root';
import { appStarted } from '../../store/events';
import { initialStoresState, type MapTiles } from '../../store/storeLocator';
import { provideLateLoader } from './lateJoin';
import { warmRouteTables } from './routes';
import { addEnglish } from '../lib/i18n/translate';

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

/** The late layer joins by itself this long after start-up if nothing asked for it sooner. */
export const LATE_JOIN_MS = 3000;

/** What a visitor does first (typing, autofill, a tap; not focus: the router moves focus to the heading itself). */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

export async function boot(router: Router) {
  const handOffHash = takeHandOffHash();
  const detected = detectBrand(
    { search: location.search, cookieHeader: document.cookie, host: location.host, protocol: location.protocol },
    (message) => console.warn(message),
  );
  if (detected.cookieToSet) document.cookie = detected.cookieToSet;
  // The footer's links come with the config, so the first frame has them and the footer never grows under it.
  const [config] = await Promise.all([
    fetch('/config.json').then((res) => res.json() as Promise<RuntimeConfig>),
    loadFooterLinks(detected.brand),
  ]);
  const campaignId = campaignIdFor(detected.brand, { search: location.search, referrer: document.referrer });

  const identity = createLazyIdentity(config.cognito);
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
  let joining: Promise<void> | null = null;
  const loadLate = (): Promise<void> =>
    (joining ??= import('./lateLayer').then(
      ({ baseApi, enLater, lateSaga, lateSliceReducers }) => {
        addEnglish(enLater);
        store.injectLateLayer({ api: baseApi, slices: lateSliceReducers });
        store.runLateSaga(lateSaga);
      },
      (error: unknown) => {
        // A failed download is tried again by the next one who asks.
        joining = null;
        throw error;
      },
    ));
  const store = makeStoreWithoutLateLayer(
    {
      brand: { key: detected.brand, campaignId },
      stores: { ...initialStoresState, tiles: config.map ?? initialStoresState.tiles },
    },
    { extra: { identity }, sagaContext: { ...sagaContext, loadLate }, persist: true },
  );
  store.runSaga(startupSaga);
  provideLateLoader(loadLate);
  const warm = () => {
    FIRST_TOUCH.forEach((type) => removeEventListener(type, warm, true));
    identity.preload?.();
    loadLate().catch(() => undefined);
    warmRouteTables();
  };
  FIRST_TOUCH.forEach((type) => addEventListener(type, warm, { capture: true, passive: true }));
  setTimeout(() => loadLate().catch(() => undefined), LATE_JOIN_MS);
  persistStore(store, null, () => store.dispatch(appStarted()));
  return { store, brand: detected.brand };
}
