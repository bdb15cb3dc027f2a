// /authentication/forgot-email: find the sign-in e-mail from personal details. The address found is shown masked
// (middle hidden); nothing is revealed about anyone else. Too many look-ups go to the /fail page when its flag is on.
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForgotEmailMutation } from '../../../api/rest/endpoints';
import { useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { enrollmentPaths } from '../enrollment/paths';
import { passwordPaths } from './paths';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { RichText } from '../../components/RichText';
import { MaskedField } from '../../components/MaskedField';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { forgotEmailSchema } from '../../lib/validation/forms';

export default function ForgotEmailScreen() {
  const [lookUp, { data, error, isLoading, reset }] = useForgotEmailMutation();
  const failRouteOn = useAppSelector((s) => s.flags.values.forgotEmail);
  const navigate = useNavigate();
  const { t, tr } = useT();
  const refusal = error && 'message' in error ? error : null;
  useEffect(() => {
    if (refusal?.code === '429' && failRouteOn) navigate(passwordPaths.forgotEmailFail);
  }, [refusal, failRouteOn, navigate]);
  return (
    <PageShell>
      <h1>{t('password.forgotEmail.heading')}</h1>
      <p>{t('password.forgotEmail.intro')}</p>
      {data?.found && (
        <StatusMessage tone="success">
          <RichText
            text={t('password.forgotEmail.found', { email: data.email })}
            tags={{
              strong: (email) => <strong>{email}</strong>,
              link: (words) => <Link to={authPaths.login}>{words}</Link>,
            }}
          />
        </StatusMessage>
      )}
      {(data?.found === false || refusal) && (
        <Alert tone="error" focusKey={refusal ?? data}>
          <p>{data?.found === false ? t('password.forgotEmail.notFound') : tr(refusal?.message ?? '')}</p>
          {data?.found === false && (
            <p>
              <RichText
                text={t('common.noAccountEnroll')}
                tags={{ link: (words) => <Link to={enrollmentPaths.search}>{words}</Link> }}
              />
            </p>
          )}
        </Alert>
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
          <Form noValidate aria-label={t('password.forgotEmail.formLabel')}>
            <TextField name="firstName" label={t('common.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('common.lastName')} autoComplete="family-name" />
            <MaskedField name="dateOfBirth" label={t('common.dateOfBirth')} kind="date" />
            <MaskedField name="ssnLast4" label={t('password.forgotEmail.ssnLast4')} kind="ssnLast4" />
            <MaskedField name="zipCode" label={t('common.zipCode')} kind="zip" />
            <Actions>
              <Button type="submit" disabled={!isValid || isLoading}>
                {t('password.forgotEmail.submit')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                {t('common.goBack')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </PageShell>
  );
}
