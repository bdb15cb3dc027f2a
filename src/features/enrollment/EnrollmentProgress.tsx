// The enrollment's four steps as the customer sees them (find the record, prove it is them by e-mail code, address
// or texted code, create the password, done), and which one this page is. Pages outside the steps (refusals,
// failed codes) show none.
import { useLocation } from 'react-router-dom';
import { Stepper } from '../../components/Stepper';
import { useT } from '../../lib/i18n';
import { enrollmentPaths } from './paths';

const STEP_OF_PAGE: Record<string, number> = {
  [enrollmentPaths.search]: 1,
  [enrollmentPaths.emailVerification]: 2,
  [enrollmentPaths.emailNotEligible]: 2,
  [enrollmentPaths.residential]: 2,
  [enrollmentPaths.otpSend]: 2,
  [enrollmentPaths.otpVerify]: 2,
  [enrollmentPaths.personal]: 3,
  [enrollmentPaths.success]: 4,
  [enrollmentPaths.thankYou]: 4,
};

/** The step a page belongs to, from 1, or undefined for a page outside the steps. */
export const enrollmentStepOf = (pathname: string): number | undefined => STEP_OF_PAGE[pathname];

export function EnrollmentProgress() {
  const { t } = useT();
  const step = enrollmentStepOf(useLocation().pathname);
  if (!step) return null;
  const steps = [
    t('enrollment.progress.find'),
    t('enrollment.progress.verify'),
    t('enrollment.progress.password'),
    t('enrollment.progress.done'),
  ];
  return <Stepper label={t('enrollment.progress.label')} steps={steps} current={step} />;
}
