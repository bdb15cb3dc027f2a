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
import { useT } from '../../lib/i18n';
import { changePasswordSchema } from '../../lib/validation/forms';

interface LinkState {
  code: string;
  email: string;
}

/** The route with the code in its path: read it, then continue on the bare path with the code in history state. */
export function ChangePasswordLink() {
  const { code = '', email = '' } = useParams();
  return (
    <Navigate
      to={passwordPaths.changePassword}
      replace
      state={{ code, email: email.toLowerCase() } satisfies LinkState}
    />
  );
}

export default function ChangePasswordScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useLocation().state as LinkState | null;
  const { change: passwordChange, error } = useAppSelector((s) => s.password);
  const errorRef = useRef<HTMLDivElement>(null);
  const { t, tr } = useT();
  useEffect(() => {
    dispatch(changePasswordOpened());
  }, [dispatch]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  if (!link?.code || !link.email) {
    return (
      <PageShell>
        <h1>{t('password.change.heading')}</h1>
        <div role="alert">{t('password.change.linkInvalid')}</div>
        <Button type="button" onClick={() => navigate(authPaths.login)}>
          {t('common.goToLogin')}
        </Button>
      </PageShell>
    );
  }
  return (
    <PageShell>
      <h1>{t('password.change.heading')}</h1>
      <p>{t('password.change.intro', { email: link.email })}</p>
      {passwordChange === 'failed' && error && (
        <div role="alert" tabIndex={-1} ref={errorRef}>
          {tr(error)}
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
          <Form noValidate aria-label={t('password.change.formLabel')}>
            <TextField
              name="password"
              label={t('password.change.newPassword')}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label={t('password.change.confirm')}
              type="password"
              autoComplete="new-password"
            />
            <p style={{ display: 'flex', gap: '1rem' }}>
              <Button type="submit" disabled={!isValid || passwordChange !== 'idle'}>
                {passwordChange === 'processing' ? t('common.processing') : t('password.change.submit')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                {t('common.goToLogin')}
              </Button>
            </p>
          </Form>
        )}
      </Formik>
    </PageShell>
  );
}
