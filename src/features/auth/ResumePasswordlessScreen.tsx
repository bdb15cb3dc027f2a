// /resume (passwordless flag on): sign in with a code e-mailed to the customer instead of a password. Reached
// directly, or from forgot password when the account is passwordless (the e-mail arrives in navigation state).
import { Form, Formik } from 'formik';
import { useLocation } from 'react-router-dom';
import { object } from 'yup';
import { codeSignInCodeSubmitted, codeSignInRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { digitsOnly, verificationCodeSchema } from '../../components/verification/codeRules';
import { emailField } from '../../lib/validation/forms';
import { signInStepKey } from '../../components/signInStep';

const emailSchema = object({ email: emailField() });

export default function ResumePasswordlessScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { t, tr } = useT();
  const { codeSignIn, error, email: knownEmail, step } = useAppSelector((s) => s.auth);
  const state = location.state as { email?: string; origin?: string } | null;
  const askingForCode = codeSignIn === 'codeSent' || codeSignIn === 'verifying' || codeSignIn === 'retry';
  return (
    <PageShell>
      <h1>{t('login.code.heading')}</h1>
      {(error || codeSignIn === 'retry') && (
        <Alert tone="error" focusKey={`${codeSignIn}:${error}`}>
          {codeSignIn === 'retry' ? t('login.code.failed') : tr(error)}
        </Alert>
      )}
      {codeSignIn === 'verifying' && <StatusMessage>{t(signInStepKey(step))}</StatusMessage>}
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
            <Form noValidate aria-label={t('login.code.requestLabel')}>
              <p>{t('login.code.intro')}</p>
              <TextField
                name="email"
                label={t('common.email')}
                type="email"
                autoComplete="username"
                inputMode="email"
              />
              <Button type="submit" disabled={!isValid || codeSignIn === 'sending'}>
                {t('login.code.send')}
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
            <Form noValidate aria-label={t('login.code.entryLabel')}>
              <StatusMessage>{t('login.code.sent', { email: knownEmail })}</StatusMessage>
              <TextField
                name="code"
                label={t('login.code.label')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.code}
                onChange={(e) => void setFieldValue('code', digitsOnly(e.currentTarget.value))}
              />
              <Button type="submit" disabled={!isValid || codeSignIn === 'verifying'}>
                {t('common.logInButton')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </PageShell>
  );
}
