// The enrollment screens that explain an outcome and offer the way on: no record, record or e-mail already in use,
// a failed code, the not-eligible notice, and the end (success, thank-you).
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { CallUsPage } from '../../components/CallUsPage';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { authPaths } from '../auth/paths';
import { passwordPaths } from '../password/paths';
import { signUpPaths } from '../signUp/paths';
import { EnrollmentProgress } from './EnrollmentProgress';
import { enrollmentPaths } from './paths';
import { useEnrollmentPage } from './useEnrollmentPage';

/** Back to the search, which starts from what was typed (the enrollment slice keeps it, without the SSN). */
function TryAgain({ label }: { label?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Button type="button" onClick={() => navigate(enrollmentPaths.search)}>
      {label ?? t('common.tryAgain')}
    </Button>
  );
}

function LogInLinks() {
  const { t } = useT();
  return (
    <p>
      <Link to={authPaths.login}>{t('common.logIn')}</Link> ·{' '}
      <Link to={passwordPaths.forgotPassword}>{t('enrollment.links.forgotPassword')}</Link> ·{' '}
      <Link to={passwordPaths.forgotEmail}>{t('enrollment.links.forgotEmail')}</Link>
    </p>
  );
}

export function NoRecordLocated() {
  const { t } = useT();
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>{t('enrollment.noRecord.heading')}</h1>
      <p>{t('enrollment.noRecord.body')}</p>
      <TryAgain />
      {/* The body's "apply for a loan instead", as a way to do it: a new customer's sign-up. */}
      <p>
        <Link to={signUpPaths.start}>{t('common.applyNow')}</Link>
      </p>
    </PageShell>
  );
}

export function CustomerAlreadyInUse() {
  const { t } = useT();
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>{t('enrollment.customerInUse.heading')}</h1>
      <p>{t('enrollment.customerInUse.body')}</p>
      <LogInLinks />
    </PageShell>
  );
}

export function EmailAlreadyInUse() {
  const { t } = useT();
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>{t('enrollment.emailInUse.heading')}</h1>
      <p>{t('enrollment.emailInUse.body')}</p>
      <TryAgain label={t('enrollment.emailInUse.tryAgain')} />
      <LogInLinks />
    </PageShell>
  );
}

function CodeFailed({ title }: { title: 'enrollment.codeFailed.email' | 'enrollment.codeFailed.phone' }) {
  const { t } = useT();
  useEnrollmentPage();
  return <CallUsPage title={t(title)}>{t('enrollment.codeFailed.body')}</CallUsPage>;
}

export const EmailVerificationFailed = () => <CodeFailed title="enrollment.codeFailed.email" />;
export const OtpFailed = () => <CodeFailed title="enrollment.codeFailed.phone" />;

export function EmailVerificationNotEligible() {
  const { t } = useT();
  const enrollment = useEnrollmentPage().enrollment;
  const navigate = useNavigate();
  return (
    <PageShell>
      <h1>{t('enrollment.notEligible.heading')}</h1>
      <EnrollmentProgress />
      <p>
        {t('enrollment.notEligible.body', {
          email: enrollment?.maskedEmail ?? t('enrollment.notEligible.theEmail'),
        })}
      </p>
      <Button type="button" onClick={() => navigate(enrollmentPaths.residential, { replace: true })}>
        {t('common.continue')}
      </Button>
    </PageShell>
  );
}

export function EnrollmentSuccess() {
  const { t } = useT();
  useEnrollmentPage();
  const navigate = useNavigate();
  const email = useAppSelector((s) => s.enrollment.signedUpEmail);
  return (
    <PageShell>
      <h1>{t('enrollment.success.heading')}</h1>
      <EnrollmentProgress />
      <StatusMessage tone="success">
        {email ? t('enrollment.success.bodyAs', { email }) : t('enrollment.success.body')}
      </StatusMessage>
      <Button type="button" onClick={() => navigate(authPaths.login, { state: { email } })}>
        {t('common.logInButton')}
      </Button>
    </PageShell>
  );
}

export function EnrollmentThankYou() {
  const { t } = useT();
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>{t('enrollment.thankYou.heading')}</h1>
      <EnrollmentProgress />
      <p>{t('enrollment.thankYou.body')}</p>
      <p>
        <Link to={authPaths.login}>{t('common.logIn')}</Link>
      </p>
    </PageShell>
  );
}
