// The sign-up feature's routes: the form, the e-mailed code, and the pages for an e-mail that is already known.
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import type * as Outcomes from './Outcomes';
import { signUpPaths } from './paths';

const outcome = (name: keyof typeof Outcomes) => screen(() => import('./Outcomes'), name);

export const signUpRoutes: FeatureRoute[] = [
  { path: signUpPaths.start, load: () => import('./SignUpScreen'), title: 'signup.heading' },
  { path: signUpPaths.confirm, load: () => import('./ConfirmScreen'), title: 'signup.code.heading' },
  { path: signUpPaths.accountExists, load: outcome('AccountExists'), title: 'signup.accountExists.heading' },
  { path: signUpPaths.customerExists, load: outcome('CustomerExists'), title: 'signup.customerExists.heading' },
];
