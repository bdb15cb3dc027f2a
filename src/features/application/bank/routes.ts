// The application's bank screens (docs/application-after-income.md says which routes are this folder's).
import { screen, type FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';
import type * as Errors from './LinkErrorScreens';
import type * as Progress from './LinkProgressScreens';

const progress = (name: keyof typeof Progress) => screen(() => import('./LinkProgressScreens'), name);
const failure = (name: keyof typeof Errors) => screen(() => import('./LinkErrorScreens'), name);

export const bankRoutes: FeatureRoute[] = [
  { path: p.bank, load: () => import('./BankScreen'), auth: true, title: 'application.bank.heading' },
  { path: p.bankConsent, load: () => import('./ConsentScreen'), auth: true, title: 'application.bank.consent.heading' },
  { path: p.bankPlaid, load: progress('PlaidScreen'), auth: true, title: 'application.bank.plaid.heading' },
  { path: p.bankOpen, load: progress('OpenScreen'), auth: true, title: 'application.bank.open.heading' },
  { path: p.bankVerify, load: progress('VerifyScreen'), auth: true, title: 'application.bank.verify.heading' },
  {
    path: p.bankAccountSelect,
    load: () => import('./AccountSelectScreen'),
    auth: true,
    title: 'application.bank.select.heading',
  },
  {
    path: p.bankErrorInitializing,
    load: failure('ErrorInitializingScreen'),
    auth: true,
    title: 'application.bank.errorInitializing.heading',
  },
  {
    path: p.bankInvalidCredentials,
    load: failure('InvalidCredentialsScreen'),
    auth: true,
    title: 'application.bank.invalidCredentials.heading',
  },
  { path: p.bankNoAuth, load: failure('NoAuthScreen'), auth: true, title: 'application.bank.noAuth.heading' },
  { path: p.bankNoData, load: failure('NoDataScreen'), auth: true, title: 'application.bank.noData.heading' },
  {
    path: p.bankNoChecking,
    load: failure('NoCheckingScreen'),
    auth: true,
    title: 'application.bank.noChecking.heading',
  },
  {
    path: p.bankManual,
    load: () => import('./ManualBankScreen'),
    auth: true,
    title: 'application.bank.manual.heading',
  },
  {
    path: p.bankVerification,
    load: () => import('./BankVerificationScreen'),
    auth: true,
    title: 'application.bank.verification.heading',
  },
];
