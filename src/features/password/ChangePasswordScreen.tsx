// /authentication/change-password/:code/:email (spec 000 "Change-password screen"). The code is a secret: it is
// moved out of the address bar into history state as soon as the page opens, so it is not left in the URL,
// the history list or a Referer header.
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { changePasswordOpened, changePasswordSubmitted } from '../../../store/password';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { passwordPaths } from './paths';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { TextField } from '../../components/TextField';
import { changePasswordSchema } from '../auth/schemas';


interface LinkState {
  code: string;
  email: string;
}

/** The route with the code in its path: read it, then continue on the bare path with the code in history state. */
export function ChangePasswordLink() {
  const { code = '', email = '' } = useParams();
  return (
    <Navigate to={passwordPaths.changePassword} replace state={{ code, email: email.toLowerCase() } satisfies LinkState} />
  );
}

export default function ChangePasswordScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useLocation().state as LinkState | null;
  const { change: passwordChange, error } = useAppSelector((s) => s.password);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dispatch(changePasswordOpened());
  }, [dispatch]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  if (!link?.code || !link.email) {
    return (
      <PageShell>
        <h1>Change your password</h1>
        <div role="alert">This link is no longer valid.</div>
        <Button type="button" onClick={() => navigate(authPaths.login)}>
          Go to login
        </Button>
      </PageShell>
    );
  }
  return (
    <PageShell>
      <h1>Change your password</h1>
      <p>Choose a new password for {link.email}.</p>
      {passwordChange === 'failed' && error && (
        <div role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </div>
      )}
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={changePasswordSchema}
        validateOnMount
        onSubmit={(values) => {
          dispatch(changePasswordSubmitted({ email: link.email, code: link.code, password: values.password }));
        }}
      >
        {({ isValid }) => (
          <Form noValidate aria-label="Change password">
            <TextField name="password" label="New password" type="password" autoComplete="new-password" />
            <TextField
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
            <p style={{ display: 'flex', gap: '1rem' }}>
              <Button type="submit" disabled={!isValid || passwordChange !== 'idle'}>
                {passwordChange === 'processing' ? 'Processing' : 'Change Password'}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                Go to login
              </Button>
            </p>
          </Form>
        )}
      </Formik>
    </PageShell>
  );
}
