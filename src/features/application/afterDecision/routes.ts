// The application's afterDecision screens (docs/application-after-income.md says which routes are this folder's):
// e-sign and after, and the lead routes (paths in ./leadPaths.ts).
import type { FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';
import { leadPaths } from './leadPaths';

export const afterDecisionRoutes: FeatureRoute[] = [
  {
    path: p.agreementsNotReady,
    load: () => import('./NotReadyScreen'),
    auth: true,
    title: 'application.afterDecision.notReady.heading',
  },
  { path: p.esign, load: () => import('./EsignScreen'), auth: true, title: 'application.afterDecision.esign.heading' },
  {
    path: p.holdEsign,
    load: () => import('./HoldEsignScreen'),
    auth: true,
    title: 'application.afterDecision.hold.heading',
  },
  {
    path: p.thankYou,
    load: () => import('./ThankYouScreen'),
    auth: true,
    title: 'application.afterDecision.thankYou.pending',
  },
  {
    path: p.approvedAgreements,
    load: () => import('./ApprovedAgreementsScreen'),
    auth: true,
    title: 'application.afterDecision.approved.heading',
  },
  {
    path: p.anotherOptionSelected,
    load: () => import('./AnotherOptionSelectedScreen'),
    auth: true,
    title: 'application.afterDecision.anotherOption.heading',
  },
  {
    path: leadPaths.leadAgreements,
    load: () => import('./LeadAgreementsScreen'),
    auth: true,
    title: 'application.afterDecision.lead.agreements.heading',
  },
  {
    path: leadPaths.notApprovedLeadWelcome,
    load: () => import('./LeadWelcomeScreen'),
    auth: true,
    title: 'application.afterDecision.lead.welcome.heading',
  },
];
