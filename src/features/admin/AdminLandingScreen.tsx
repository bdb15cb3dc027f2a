// /admin/landing: a CSR chooses the customer to act as ("auth as"). The server checks and audits the choice; the
// customer's pages then show with a banner on each.
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { object } from 'yup';
import { adminAuthAsSubmitted, isActingAsCustomer } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { TextField } from '../../components/TextField';
import { emailField } from '../auth/schemas';

const schema = object({ email: emailField() });

export default function AdminLandingScreen() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector((s) => s.auth);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (auth.error) errorRef.current?.focus();
  }, [auth.error]);
  const busy = auth.adminRequest === 'working';
  return (
    <PageShell>
      <h1>Admin</h1>
      <p>Signed in as {auth.adminEmail}.</p>
      {isActingAsCustomer(auth) && <p>You are acting as {auth.email}.</p>}
      <h2>Act as a customer</h2>
      <p>Enter the customer's email to see the portal as they do. Every action is recorded.</p>
      {auth.error && (
        <div role="alert" tabIndex={-1} ref={errorRef}>
          {auth.error}
        </div>
      )}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(adminAuthAsSubmitted({ email: values.email.trim().toLowerCase() }));
        }}
      >
        <Form noValidate aria-label="Act as a customer">
          <TextField name="email" label="Customer email" type="email" autoComplete="off" />
          <Button type="submit" disabled={busy}>
            {busy ? 'Working...' : 'Act as Customer'}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
