// Loan conversion: only while the loanConversion feature flag is on, signed in.
import type { FeatureRoute } from '../../lib/featureRoute';
import { conversionPaths } from './paths';

const common = { auth: true, flag: 'loanConversion' as const, title: 'shell.pageTitle.conversion' as const };

export const conversionRoutes: FeatureRoute[] = [
  { path: conversionPaths.choose, load: () => import('./ChooseScreen'), ...common },
  { path: conversionPaths.convert, load: () => import('./ConvertScreen'), ...common },
  { path: conversionPaths.refinance, load: () => import('./RefinanceScreen'), ...common },
];
