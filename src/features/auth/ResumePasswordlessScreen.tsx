// /resume (passwordless flag on): sign in with a code e-mailed to the customer instead of a password. Reached
// directly, or from forgot password when the account is passwordless (the e-mail arrives in navigation state).
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { object } from 'yup';
import { codeSignInCodeSubmitted, codeSignInRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { digitsOnly, verificationCodeSchema } from '../../components/verification/codeRules';
import { emailField } from './schemas';

export const CODE_RETRY = 'Verification failed. Please make sure the code was entered correctly and try again.';
const emailSchema = object({ email: emailField() });

export default function ResumePasswordlessScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { codeSignIn, error, email: knownEmail, step } = useAppSelector((s) => s.auth);
  const state = location.state as { email?: string; origin?: string } | null;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error || codeSignIn === 'retry') alertRef.current?.focus();
  }, [error, codeSignIn]);
  const askingForCode = codeSignIn === 'codeSent' || codeSignIn === 'verifying' || codeSignIn === 'retry';
  return (
    <PageShell>
      <h1>Log in with a code</h1>
      {(error || codeSignIn === 'retry') && (
        <div role="alert" tabIndex={-1} ref={alertRef}>
          {codeSignIn === 'retry' ? CODE_RETRY : error}
        </div>
      )}
      {codeSignIn === 'verifying' && <StatusMessage>{step ?? 'Authenticating'}</StatusMessage>}
      {!askingForCode ? (
        <Formik
          initialValues={{ email: (state?.email ?? knownEmail).toLowerCase() }}
          validationSchema={emailSchema}
          validateOnMount
          onSubmit={(values) => {
            dispatch(codeSignInRequested({ email: values.email.trim().toLowerCase(), origin: state?.origin }));
          }}
        >
          {({ isValid }) => (
            <Form noValidate aria-label="Request a code">
              <p>We'll e-mail you a one-time code to log in with.</p>
              <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
              <Button type="submit" disabled={!isValid || codeSignIn === 'sending'}>
                Send Code
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <Formik
          initialValues={{ code: '' }}
          validationSchema={verificationCodeSchema}
          validateOnMount
          onSubmit={(values, helpers) => {
            dispatch(codeSignInCodeSubmitted({ code: digitsOnly(values.code), origin: state?.origin }));
            helpers.resetForm();
          }}
        >
          {({ isValid, setFieldValue, values }) => (
            <Form noValidate aria-label="Enter the code">
              <StatusMessage>We sent a code to {knownEmail}. It expires in 10 minutes.</StatusMessage>
              <TextField
                name="code"
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.code}
                onChange={(e) => void setFieldValue('code', digitsOnly(e.currentTarget.value))}
              />
              <Button type="submit" disabled={!isValid || codeSignIn === 'verifying'}>
                Log In
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </PageShell>
  );
}
