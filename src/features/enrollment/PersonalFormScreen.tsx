// /enrollment/personal-form: the verified customer creates their password; the account is made with the names on
// their record and the e-mail they verified (the sign-up attributes).
import { Form, Formik } from 'formik';
import { enrollmentSignUpSubmitted } from '../../../store/enrollment';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { PasswordField } from '../../components/PasswordField';
import { useT } from '../../lib/i18n';
import { EnrollmentProgress } from './EnrollmentProgress';
import { personalSchema } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

export default function PersonalFormScreen() {
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const state = useEnrollmentPage();
  const enrollment = state.enrollment;
  if (!enrollment) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  const busy = state.status === 'working';
  return (
    <PageShell>
      <h1>{t('enrollment.personal.heading')}</h1>
      <EnrollmentProgress />
      <p>
        {t('enrollment.personal.welcome', {
          name: `${enrollment.firstName ?? ''} ${enrollment.lastName ?? ''}`.trim(),
          email: enrollment.email,
        })}
      </p>
      <RefusalAlert message={tr(state.message)} />
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={personalSchema}
        onSubmit={(values) => {
          dispatch(enrollmentSignUpSubmitted({ password: values.password }));
        }}
      >
        <Form noValidate aria-label={t('enrollment.personal.heading')}>
          {/* Lets password managers save the new password against the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={enrollment.email} readOnly />
          <PasswordField name="password" label={t('common.password')} autoComplete="new-password" showRules />
          <PasswordField name="confirmPassword" label={t('common.confirmPassword')} autoComplete="new-password" />
          <Button type="submit" disabled={busy}>
            {busy ? t('common.processing') : t('enrollment.personal.submit')}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
