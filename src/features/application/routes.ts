// The application flow's routes, read from the step table (flow/table.ts): matched by prefix and signed in; the
// resume page also opens signed out (after an inactivity logout it explains and offers log in). Each screen loads on
// the first visit to its page, found by the name the table gives it.
import type { ComponentType } from 'react';
import type { FeatureRoute } from '../../lib/featureRoute';
import { APPLICATION_PAGES } from './flow/table';

type ScreenModule = Record<string, ComponentType | undefined>;

const SCREEN_FILES = import.meta.glob<ScreenModule>('./**/*{Screen,Screens,Pages}.tsx');

/** The loader of a screen the table names (`file` or `file#Export`); unknown names fail the route table's test. */
export function screenLoader(name: string): () => Promise<{ default: ComponentType }> {
  const [file = '', exported = 'default'] = name.split('#');
  const load = SCREEN_FILES[`./${file}.tsx`];
  if (!load) throw new Error(`no screen file ${file}`);
  return () =>
    load().then((module) => {
      const screen = module[exported];
      if (!screen) throw new Error(`no screen ${name}`);
      return { default: screen };
    });
}

export const applicationRoutes: FeatureRoute[] = APPLICATION_PAGES.map((page) => ({
  path: page.path,
  load: screenLoader(page.screen),
  title: page.title,
  ...(page.signedOut ? {} : { auth: true }),
}));
