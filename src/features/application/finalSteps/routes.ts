// The application's finalSteps screens (docs/application-after-income.md says which routes are this folder's):
// the texted code, the products, the amount with its Fed box, the identity check and the review before submitting.
import type { FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';

export const finalStepsRoutes: FeatureRoute[] = [
  { path: p.otp, load: () => import('./OtpScreen'), auth: true, title: 'application.finalSteps.otp.heading' },
  {
    path: p.products,
    load: () => import('./ProductsScreen'),
    auth: true,
    title: 'application.finalSteps.products.heading',
  },
  { path: p.amount, load: () => import('./AmountScreen'), auth: true, title: 'application.finalSteps.amount.heading' },
  {
    path: p.identity,
    load: () => import('./IdentityScreen'),
    auth: true,
    title: 'application.finalSteps.identity.heading',
  },
  {
    path: p.identityVerify,
    load: () => import('./IdentityVerifyScreen'),
    auth: true,
    title: 'application.finalSteps.identityVerify.heading',
  },
  {
    path: p.identityOptOut,
    load: () => import('./IdentityOptOutScreen'),
    auth: true,
    title: 'application.finalSteps.identityOptOut.heading',
  },
  { path: p.submit, load: () => import('./SubmitScreen'), auth: true, title: 'application.finalSteps.submit.heading' },
];
