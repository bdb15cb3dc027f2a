// /admin/landing: a CSR chooses the customer to act as ("auth as"). The server checks and audits the choice; the
// customer's pages then show with a banner on each.
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { adminAuthAsSubmitted, isActingAsCustomer } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { emailField } from '../../lib/validation/forms';

const schema = object({ email: emailField() });

export default function AdminLandingScreen() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth);
  const { t, tr } = useT();
  const busy = auth.adminRequest === 'working';
  return (
    <PageShell>
      <h1>{t('admin.landing.heading')}</h1>
      <p>{t('admin.landing.signedInAs', { email: auth.adminEmail })}</p>
      {isActingAsCustomer(auth) && <p>{t('admin.landing.actingAs', { email: auth.email })}</p>}
      <h2>{t('admin.landing.actAsHeading')}</h2>
      <p>{t('admin.landing.actAsIntro')}</p>
      {auth.error && (
        <Alert tone="error" focusKey={auth.error}>
          {tr(auth.error)}
        </Alert>
      )}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(adminAuthAsSubmitted({ email: values.email.trim().toLowerCase() }));
        }}
      >
        <Form noValidate aria-label={t('admin.landing.actAsHeading')}>
          <TextField name="email" label={t('admin.landing.customerEmail')} type="email" autoComplete="off" />
          <Button type="submit" disabled={busy}>
            {busy ? t('admin.landing.working') : t('admin.landing.submit')}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
