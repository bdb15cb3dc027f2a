// The application flow's routes, matched by prefix and signed in; the resume page also opens
// signed out (after an inactivity logout it explains and offers log in).
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import type * as OutcomePages from './OutcomePages';
import { adverseRoutes } from './adverse/routes';
import { afterDecisionRoutes } from './afterDecision/routes';
import { agreementsRoutes } from './agreements/routes';
import { bankRoutes } from './bank/routes';
import { decisionRoutes } from './decision/routes';
import { finalStepsRoutes } from './finalSteps/routes';
import { applicationPaths as p } from './paths';

/** The screens after income (docs/application-after-income.md), one folder each. */
const part2Routes: FeatureRoute[] = [
  ...bankRoutes,
  ...agreementsRoutes,
  ...finalStepsRoutes,
  ...decisionRoutes,
  ...afterDecisionRoutes,
  ...adverseRoutes,
];

const outcome = (name: keyof typeof OutcomePages) => screen(() => import('./OutcomePages'), name);
const title = 'shell.pageTitle.application' as const;

export const applicationRoutes: FeatureRoute[] = [
  { path: p.home, load: () => import('./WelcomeScreen'), auth: true, title },
  { path: p.welcome, load: () => import('./WelcomeScreen'), auth: true, title: 'application.welcome.heading' },
  { path: p.resume, load: () => import('./ResumeScreen'), title: 'application.resume.heading' },
  { path: p.account, load: () => import('./AccountScreen'), auth: true, title: 'application.account.heading' },
  { path: p.personal, load: () => import('./PersonalScreen'), auth: true, title: 'application.personal.heading' },
  {
    path: p.productPreference,
    load: () => import('./ProductPreferenceScreen'),
    auth: true,
    title: 'application.product.heading',
  },
  { path: p.storeSelect, load: () => import('./StoreSelectScreen'), auth: true, title: 'application.store.heading' },
  { path: p.income, load: () => import('./IncomeScreen'), auth: true, title: 'application.income.heading' },
  { path: p.notInState, load: outcome('NotInState'), auth: true, title: 'application.outcome.notInState.heading' },
  { path: p.notEligible, load: outcome('NotEligible'), auth: true, title: 'application.outcome.notEligible.heading' },
  {
    path: p.continueConversion,
    load: outcome('ContinueConversion'),
    auth: true,
    title: 'application.outcome.continueConversion.heading',
  },
  {
    path: p.conversionEligibleEnrollment,
    load: outcome('ConversionEligibleEnrollment'),
    auth: true,
    title: 'application.outcome.conversionEligibleEnrollment.heading',
  },
  {
    path: p.forceEnrollment,
    load: outcome('ForceEnrollment'),
    auth: true,
    title: 'application.outcome.forceEnrollment.heading',
  },
  ...part2Routes,
];
