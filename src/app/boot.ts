// Start-up wiring: runtime config from the server, brand detection, the identity adapter, the store and its sagas.
// Kept apart from main.tsx so the order of these steps is readable in one place.
import { persistStore } from 'redux-persist';
import { createAmplifyIdentity, type CognitoPublicConfig } from '../../api/identity/amplify';
import { detectBrand, campaignIdFor } from '../../brands/detect';
import { rootSaga } from '../../sagas/root';
import { deviceFingerprint } from '../lib/device';
import type { Navigation, SagaDeps } from '../../sagas/context';
import { makeStore } from '../../store';
import { appStarted } from '../../store/session';

interface RuntimeConfig {
  cognito: CognitoPublicConfig;
  version: string;
}

export interface Router {
  navigate(to: string, opts?: { replace?: boolean; state?: unknown }): unknown;
}

function track(event: string, details: Record<string, string> = {}): void {
  void fetch('/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, details }),
    keepalive: true,
  }).catch(() => undefined);
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

export async function boot(router: Router) {
  const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  const detected = detectBrand(
    { search: location.search, cookieHeader: document.cookie, host: location.host, protocol: location.protocol },
    (message) => console.warn(message),
  );
  if (detected.cookieToSet) document.cookie = detected.cookieToSet;
  const campaignId = campaignIdFor(detected.brand, { search: location.search, referrer: document.referrer });

  const identity = createAmplifyIdentity(config.cognito);
  const nav: Navigation = {
    navigate: (to, options) => void router.navigate(to, options),
    location: () => window.location,
    assign: (url) => window.location.assign(url),
    clearHash: () => history.replaceState(history.state, '', `${location.pathname}${location.search}`),
  };
  const sagaContext: SagaDeps = { identity, nav, storage: localStorage, track, device: deviceFingerprint, postJson };
  const store = makeStore(
    { brand: { key: detected.brand, campaignId } },
    { extra: { identity }, sagaContext: { ...sagaContext }, persist: true },
  );
  store.runSaga(rootSaga);
  persistStore(store, null, () => store.dispatch(appStarted()));
  return { store, brand: detected.brand };
}
