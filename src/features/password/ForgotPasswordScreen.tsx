// /authentication/forgot-password (spec 000 "Forgot-password screen"): one e-mail field, "Send Password",
// "Go Back" and the enroll link; the result messages of the error catalogue (section 8).
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { forgotPasswordSubmitted, passwordResetSettled } from '../../../store/password';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { enrollmentPaths } from '../enrollment/paths';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { forgotPasswordSchema } from '../auth/schemas';

export const RESET_SENT = 'Please check your email and click on the provided link to reset your password.';
export const ACCOUNT_NOT_FOUND =
  "We couldn't find an account matching the email address you entered. Please review and try again.";
export const ACCOUNT_NOT_FOUND_LEGACY =
  'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.';

function ResultMessage() {
  const status = useAppSelector((s) => s.password.reset);
  const error = useAppSelector((s) => s.password.error);
  const notFoundV2 = useAppSelector((s) => s.flags.values.forgotPasswordNotFoundV2);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'notFound' || status === 'failed') alertRef.current?.focus();
  }, [status]);
  if (status === 'sent') return <StatusMessage>{RESET_SENT}</StatusMessage>;
  if (status === 'notFound') {
    return (
      <div role="alert" tabIndex={-1} ref={alertRef}>
        <p>{notFoundV2 ? ACCOUNT_NOT_FOUND : ACCOUNT_NOT_FOUND_LEGACY}</p>
        {notFoundV2 && (
          <p>
            Don't have an account? <Link to={enrollmentPaths.search}>Enroll now.</Link>
          </p>
        )}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" tabIndex={-1} ref={alertRef}>
        {error}
      </div>
    );
  }
  return null;
}

export default function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const sending = useAppSelector((s) => s.password.reset === 'sending');
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  // A result from an earlier visit must not greet the next one.
  useEffect(() => {
    dispatch(passwordResetSettled({ status: 'idle' }));
  }, [dispatch]);
  return (
    <PageShell>
      <h1>Forgot your password?</h1>
      <p>Enter the email address you use to log in and we'll send you a link to reset your password.</p>
      <ResultMessage />
      <Formik
        initialValues={{ email: initialEmail }}
        validationSchema={forgotPasswordSchema}
        validateOnMount
        onSubmit={(values) => {
          dispatch(forgotPasswordSubmitted({ email: values.email.trim().toLowerCase() }));
        }}
      >
        {({ isValid }) => (
          <Form noValidate aria-label="Forgot password">
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <p style={{ display: 'flex', gap: '1rem' }}>
              <Button type="submit" disabled={!isValid || sending}>
                Send Password
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                Go Back
              </Button>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        Don't have an account? <Link to={enrollmentPaths.search}>Enroll Now</Link>
      </p>
    </PageShell>
  );
}
