// The enrollment screens that explain an outcome and offer the way on: no record, record or e-mail already in use,
// a failed code, the not-eligible notice, and the end (success, thank-you).
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ENROLLMENT_PAGES } from '../../../sagas/enrollment/steps';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { CallUsPage } from '../../components/CallUsPage';
import { PageShell } from '../../components/PageShell';
import { useEnrollmentPage } from './useEnrollmentPage';

/** Back to the search with what was typed (router state carries it; the SSN is never kept). */
function TryAgain({ label = 'Try Again' }: { label?: string }) {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: unknown };
  return (
    <Button type="button" onClick={() => navigate(ENROLLMENT_PAGES.search, { state })}>
      {label}
    </Button>
  );
}

function LogInLinks() {
  return (
    <p>
      <Link to={paths.login}>Log in</Link> · <Link to={paths.forgotPassword}>Forgot your password?</Link> ·{' '}
      <Link to={paths.forgotEmail}>Forgot your email?</Link>
    </p>
  );
}

export function NoRecordLocated() {
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>We couldn't find your record</h1>
      <p>
        We couldn't locate a customer record matching the information you entered. Please check your details and try
        again. If you have never borrowed from us, you don't need to enroll: you can apply for a loan instead.
      </p>
      <TryAgain />
    </PageShell>
  );
}

export function CustomerAlreadyInUse() {
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>You already have an online account</h1>
      <p>Your customer record is already linked to an online account. Please log in with it.</p>
      <LogInLinks />
    </PageShell>
  );
}

export function EmailAlreadyInUse() {
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>That email is already in use</h1>
      <p>
        The email address you entered already belongs to an online account. Log in with it, or enroll with a different
        email address.
      </p>
      <TryAgain label="Use a Different Email" />
      <LogInLinks />
    </PageShell>
  );
}

function CodeFailed({ what }: { what: string }) {
  useEnrollmentPage();
  return (
    <CallUsPage title={`We couldn't verify your ${what}`}>
      The code could not be verified, so we can't finish setting up your account online.
    </CallUsPage>
  );
}

export const EmailVerificationFailed = () => <CodeFailed what="email" />;
export const OtpFailed = () => <CodeFailed what="phone" />;

export function EmailVerificationNotEligible() {
  const enrollment = useEnrollmentPage().enrollment;
  const navigate = useNavigate();
  return (
    <PageShell>
      <h1>Let's verify you another way</h1>
      <p>
        {enrollment?.maskedEmail ?? 'The email you entered'} isn't the email address we have on file, so we can't verify
        you with it alone. Confirm your home address and we'll text a code to the phone number on your record. Then
        we'll send a code to your new email address.
      </p>
      <Button type="button" onClick={() => navigate(ENROLLMENT_PAGES.residential, { replace: true })}>
        Continue
      </Button>
    </PageShell>
  );
}

export function EnrollmentSuccess() {
  useEnrollmentPage();
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <PageShell>
      <h1>Your account is ready</h1>
      <p role="status">
        You're enrolled{email ? ` as ${email}` : ''}. Log in with your email and new password to see your account.
      </p>
      <Button type="button" onClick={() => navigate(paths.login, { state: { email } })}>
        Log In
      </Button>
    </PageShell>
  );
}

export function EnrollmentThankYou() {
  useEnrollmentPage();
  return (
    <PageShell>
      <h1>Thank you for enrolling</h1>
      <p>Your online account is set up. Log in with your email and password.</p>
      <p>
        <Link to={paths.login}>Log in</Link>
      </p>
    </PageShell>
  );
}
