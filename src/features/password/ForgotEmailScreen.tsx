// /authentication/forgot-email: find the sign-in e-mail from personal details. The address found is shown masked
// (middle hidden); nothing is revealed about anyone else. Too many look-ups go to the /fail page when its flag is on.
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForgotEmailMutation } from '../../../api/rest/endpoints';
import { useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { enrollmentPaths } from '../enrollment/paths';
import { passwordPaths } from './paths';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { forgotEmailSchema } from '../auth/schemas';

export const EMAIL_NOT_FOUND =
  "We couldn't find an email address matching the information you entered. Please review and try again.";

export default function ForgotEmailScreen() {
  const [lookUp, { data, error, isLoading, reset }] = useForgotEmailMutation();
  const failRouteOn = useAppSelector((s) => s.flags.values.forgotEmail);
  const navigate = useNavigate();
  const alertRef = useRef<HTMLDivElement>(null);
  const refusal = error && 'message' in error ? error : null;
  useEffect(() => {
    if (refusal?.code === '429' && failRouteOn) navigate(passwordPaths.forgotEmailFail);
  }, [refusal, failRouteOn, navigate]);
  useEffect(() => {
    if (refusal || data?.found === false) alertRef.current?.focus();
  }, [refusal, data]);
  return (
    <PageShell>
      <h1>Forgot your email?</h1>
      <p>Tell us a few details and we'll show you the email address you log in with.</p>
      {data?.found && (
        <StatusMessage>
          Your account's email address is <strong>{data.email}</strong>. <Link to={authPaths.login}>Log in</Link>
        </StatusMessage>
      )}
      {(data?.found === false || refusal) && (
        <div role="alert" tabIndex={-1} ref={alertRef}>
          <p>{data?.found === false ? EMAIL_NOT_FOUND : refusal?.message}</p>
          {data?.found === false && (
            <p>
              Don't have an account? <Link to={enrollmentPaths.search}>Enroll Now</Link>
            </p>
          )}
        </div>
      )}
      <Formik
        initialValues={{ firstName: '', lastName: '', dateOfBirth: '', ssnLast4: '', zipCode: '' }}
        validationSchema={forgotEmailSchema}
        validateOnMount
        onSubmit={async (values) => {
          reset();
          await lookUp({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
        }}
      >
        {({ isValid }) => (
          <Form noValidate aria-label="Find my email">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField name="dateOfBirth" label="Date of birth (MM/DD/YYYY)" autoComplete="bday" inputMode="numeric" />
            <TextField
              name="ssnLast4"
              label="Last 4 digits of your SSN"
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
            <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
            <p style={{ display: 'flex', gap: '1rem' }}>
              <Button type="submit" disabled={!isValid || isLoading}>
                Find My Email
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                Go Back
              </Button>
            </p>
          </Form>
        )}
      </Formik>
    </PageShell>
  );
}
