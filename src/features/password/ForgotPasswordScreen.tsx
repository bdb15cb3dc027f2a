// /authentication/forgot-password: one e-mail field, "Send Password",
// "Go Back" and the enroll link; the result messages of the error catalogue (section 8).
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { forgotPasswordSubmitted, passwordResetSettled } from '../../../store/password';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { enrollmentPaths } from '../enrollment/paths';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { RichText } from '../../components/RichText';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { forgotPasswordSchema } from '../../lib/validation/forms';

function ResultMessage() {
  const status = useAppSelector((s) => s.password.reset);
  const error = useAppSelector((s) => s.password.error);
  const notFoundV2 = useAppSelector((s) => s.flags.values.forgotPasswordNotFoundV2);
  const { t, tr } = useT();
  if (status === 'sent') return <StatusMessage tone="success">{t('password.forgot.sent')}</StatusMessage>;
  if (status === 'notFound') {
    return (
      <Alert tone="error">
        <p>{notFoundV2 ? t('password.forgot.notFound') : t('password.forgot.notFoundLegacy')}</p>
        {notFoundV2 && (
          <p>
            <RichText
              text={t('password.forgot.notFoundEnroll')}
              tags={{ link: (words) => <Link to={enrollmentPaths.search}>{words}</Link> }}
            />
          </p>
        )}
      </Alert>
    );
  }
  if (status === 'failed') {
    return (
      <Alert tone="error" focusKey={error}>
        {tr(error)}
      </Alert>
    );
  }
  return null;
}

export default function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const sending = useAppSelector((s) => s.password.reset === 'sending');
  const { t } = useT();
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  // A result from an earlier visit must not greet the next one.
  useEffect(() => {
    dispatch(passwordResetSettled({ status: 'idle' }));
  }, [dispatch]);
  return (
    <PageShell>
      <h1>{t('password.forgot.heading')}</h1>
      <p>{t('password.forgot.intro')}</p>
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
          <Form noValidate aria-label={t('password.forgot.formLabel')}>
            <TextField name="email" label={t('common.email')} type="email" autoComplete="email" inputMode="email" />
            <Actions>
              <Button type="submit" disabled={!isValid || sending}>
                {t('password.forgot.submit')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                {t('common.goBack')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
      <p>
        <RichText
          text={t('common.noAccountEnroll')}
          tags={{ link: (words) => <Link to={enrollmentPaths.search}>{words}</Link> }}
        />
      </p>
    </PageShell>
  );
}
