// What a feature says about each of its routes; the app's route table (src/app/routes.tsx) turns these into router
// routes with lazy loading and the guards they ask for, so features never import the app or its guards.
import type { ComponentType } from 'react';
import type { FlagValues } from '../../store/flags';
import type { MessageKey } from './i18n';

type BooleanFlag = { [K in keyof FlagValues]: FlagValues[K] extends boolean ? K : never }[keyof FlagValues];

export interface FeatureRoute {
  path: string;
  /** The screen, loaded on first visit (so the login route ships only what it renders). */
  load?: () => Promise<{ default: ComponentType }>;
  /** A screen that is part of the app shell (error pages: they must render even when a chunk cannot load). */
  Component?: ComponentType;
  /** Signed-in users only (the guard sends others to login with the origin). */
  auth?: boolean;
  adminOnly?: boolean;
  /** The route exists only while this flag is on. */
  flag?: BooleanFlag;
  /** The page's name in <title> ("Log in | Lumen Cash"), a catalogue key; the brand name alone when absent. */
  title?: MessageKey;
  /**
   * The screen renders without the API layer (RTK Query and the sagas that call it), which joins after the first
   * paint. Other screens wait for it before they render. Only the login page, whose first paint has a byte budget.
   */
  lean?: boolean;
}

/** A named export of a lazily loaded module, as a route's screen. */
export const screen =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  () =>
    load().then((m) => ({ default: m[name] as ComponentType }));
