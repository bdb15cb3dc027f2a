// The application's adverse screens (docs/application-after-income.md says which routes are this folder's).
import { screen, type FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';
import type * as Outcomes from './AdverseOutcomeScreens';

const outcome = (name: keyof typeof Outcomes) => screen(() => import('./AdverseOutcomeScreens'), name);

export const adverseRoutes: FeatureRoute[] = [
  {
    path: p.adverseAction,
    load: () => import('./AdverseEntryScreen'),
    auth: true,
    title: 'application.adverse.entry.heading',
  },
  {
    path: p.adverseActionKeepInMind,
    load: outcome('KeepInMindScreen'),
    auth: true,
    title: 'application.adverse.keepInMind.heading',
  },
  {
    path: p.adverseActionRetail,
    load: outcome('RetailScreen'),
    auth: true,
    title: 'application.adverse.retail.heading',
  },
  {
    path: p.adverseActionThankYou,
    load: outcome('AdverseThankYouScreen'),
    auth: true,
    title: 'application.adverse.thankYou.heading',
  },
];
