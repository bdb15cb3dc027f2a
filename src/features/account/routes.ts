// The account pages: each route's screen, loaded on first visit.
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import { accountPaths } from './paths';

const summary = () => import('./SummaryPages');
const info = () => import('./InfoScreens');
const payment = () => import('./PaymentScreen');

const SCREENS: Record<string, FeatureRoute['load']> = {
  [accountPaths.home]: () => import('./AccountHomeScreen'),
  [accountPaths.error]: screen(info, 'AccountErrorScreen'),
  [accountPaths.personal]: screen(info, 'PersonalScreen'),
  [accountPaths.openLoan]: screen(summary, 'OpenLoanScreen'),
  [accountPaths.openLoanPastDue]: screen(summary, 'OpenLoanPastDueScreen'),
  [accountPaths.noOpenLoan]: screen(summary, 'NoOpenLoanScreen'),
  [accountPaths.conditionallyApproved]: screen(summary, 'ConditionallyApprovedScreen'),
  [accountPaths.applyNow]: screen(info, 'ApplyNowScreen'),
  [accountPaths.refinance]: screen(info, 'RefinanceScreen'),
  [accountPaths.originationOnHold]: screen(summary, 'OriginationOnHoldScreen'),
  [accountPaths.pendingRefinance]: screen(summary, 'PendingRefinanceScreen'),
  [accountPaths.pendingEpp]: screen(summary, 'PendingEppScreen'),
  [accountPaths.refinancePendingOrigination]: screen(summary, 'RefinancePendingOriginationScreen'),
  [accountPaths.paymentLoanPro]: screen(payment, 'PaymentLoanProScreen'),
  [accountPaths.paymentLoanProDefault]: screen(payment, 'PaymentLoanProDefaultScreen'),
  [accountPaths.ivr]: screen(info, 'IvrScreen'),
  [accountPaths.payment]: screen(payment, 'PaymentScreen'),
  [accountPaths.loanInRescission]: screen(summary, 'LoanInRescissionScreen'),
  [accountPaths.benefits]: screen(info, 'BenefitsScreen'),
  [accountPaths.history]: () => import('./PaymentHistoryScreen'),
  [accountPaths.documents]: () => import('./DocumentsScreen'),
  [accountPaths.preferences]: () => import('./PreferencesScreen'),
};

export const accountRoutes: FeatureRoute[] = Object.entries(SCREENS).map(([path, load]) => ({
  path,
  load,
  auth: true,
  title: 'shell.pageTitle.account' as const,
}));
