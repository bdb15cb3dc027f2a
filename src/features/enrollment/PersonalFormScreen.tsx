// /enrollment/personal-form: the verified customer creates their password; the account is made with the names on
// their record and the e-mail they verified (sign-up attributes of spec 000 section 3).
import { Form, Formik } from 'formik';
import { enrollmentSignUpSubmitted } from '../../../store/auth';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { RefusalAlert } from '../../components/RefusalAlert';
import { personalSchema } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

export default function PersonalFormScreen() {
  const dispatch = useAppDispatch();
  const state = useEnrollmentPage();
  const enrollment = state.enrollment;
  if (!enrollment) return <StatusMessage>Loading</StatusMessage>;
  const busy = state.status === 'working';
  return (
    <PageShell>
      <h1>Create your password</h1>
      <p>
        Welcome, {enrollment.firstName} {enrollment.lastName}. You'll log in with <strong>{enrollment.email}</strong>.
      </p>
      <RefusalAlert message={state.message} />
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={personalSchema}
        onSubmit={(values) => {
          dispatch(enrollmentSignUpSubmitted({ password: values.password }));
        }}
      >
        <Form noValidate aria-label="Create your password">
          {/* Lets password managers save the new password against the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={enrollment.email} readOnly />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing' : 'Create Account'}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
