// What sagas are given at start-up (redux-saga context), so they never import the router, window or Amplify
// directly and every dependency can be replaced in a saga test.
import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { IdentityAdapter } from '../api/identity/types';

export interface Navigation {
  /**
   * In-app navigation through the router. Settles once the page is there (its lazy screen loaded), for the rare saga
   * that must wait (a failed multi-factor check ends the session only once its page, which needs none, is shown).
   */
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void | Promise<void>;
  /** The current location. */
  location(): { pathname: string; search: string; hash: string; host: string; protocol: string; port: string };
  /** Leaves the app for another URL (another brand's site, a server page). */
  assign(url: string): void;
  /** Removes the URL hash without a navigation (tokens must not stay in the address bar or history). */
  clearHash(): void;
}

/** The site's cookies, for values another site or tool leaves for the portal to pick up once. */
export interface Cookies {
  read(name: string): string | null;
  clear(name: string): void;
}

export interface SagaDeps {
  identity: IdentityAdapter;
  nav: Navigation;
  /** The site's localStorage (sign-out and hand-off clear it). */
  storage: Storage;
  /** Posts an analytics event; never throws. */
  track(event: string, details?: Record<string, string>): void;
  /** The device fingerprint ("blackBox") for risk checks. */
  device(): string;
  /** Plain REST calls to the portal server (the risk check, password-changed); JSON in, JSON out. */
  postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  cookies: Cookies;
  /** A hand-off hash read (and removed from the address bar) at page load, before the store existed. */
  handOffHash?: string;
  /**
   * Brings in the API layer and the sagas that join after the first paint (src/app/boot.ts); settles once they
   * run. Absent where everything runs from the start (tests).
   */
  loadLate?: () => Promise<void>;
}

/** One dependency from the context, typed as SagaDeps declares it (the app shell sets each at start-up). */
function* dep<K extends keyof SagaDeps>(key: K): Generator<GetContextEffect, SagaDeps[K], unknown> {
  return (yield getContext(key)) as SagaDeps[K];
}

export function* deps() {
  return {
    identity: yield* dep('identity'),
    nav: yield* dep('nav'),
    storage: yield* dep('storage'),
    track: yield* dep('track'),
    device: yield* dep('device'),
    postJson: yield* dep('postJson'),
    handOffHash: yield* dep('handOffHash'),
    cookies: yield* dep('cookies'),
    loadLate: yield* dep('loadLate'),
  };
}
