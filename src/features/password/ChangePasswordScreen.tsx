// /authentication/change-password/:code/:email. The code is a secret: it is
// moved out of the address bar into history state as soon as the page opens, so it is not left in the URL,
// the history list or a Referer header. The link is checked (not used) as the page opens: a used or expired one
// says so at once and offers "Send a new link" (the forgot-password flow for the link's e-mail).
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  changePasswordOpened,
  changePasswordSubmitted,
  forgotPasswordSubmitted,
  resetLinkOpened,
} from '../../../store/password';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';
import { passwordPaths } from './paths';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { PasswordField } from '../../components/PasswordField';
import { StatusMessage } from '../../components/StatusMessage';
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

/** A used or expired link: say so, and send a new one to the same e-mail (the forgot-password flow, risk check first). */
function UsedLink({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { reset, error } = useAppSelector((s) => s.password);
  const { t, tr } = useT();
  return (
    <PageShell>
      <h1>{t('password.change.heading')}</h1>
      <Alert tone="error" focusKey="linkInvalid">
        <p>{t('password.change.linkInvalid')}</p>
        <p>{t('password.change.linkInvalidHelp')}</p>
      </Alert>
      {reset === 'sent' && <StatusMessage tone="success">{t('password.forgot.sent')}</StatusMessage>}
      {reset === 'notFound' && <Alert tone="error">{t('password.forgot.notFound')}</Alert>}
      {reset === 'failed' && error && (
        <Alert tone="error" focusKey={error}>
          {tr(error)}
        </Alert>
      )}
      <Actions>
        <Button
          type="button"
          disabled={reset === 'sending' || reset === 'sent'}
          onClick={() => dispatch(forgotPasswordSubmitted({ email }))}
        >
          {reset === 'sending' ? t('common.processing') : t('password.change.sendNewLink')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
          {t('common.goToLogin')}
        </Button>
      </Actions>
    </PageShell>
  );
}

export default function ChangePasswordScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useLocation().state as LinkState | null;
  const { change: passwordChange, error, link: linkStatus } = useAppSelector((s) => s.password);
  const { t, tr } = useT();
  useEffect(() => {
    dispatch(changePasswordOpened());
  }, [dispatch]);
  const code = link?.code ?? '';
  const email = link?.email ?? '';
  useEffect(() => {
    if (code && email) dispatch(resetLinkOpened({ email, code }));
  }, [dispatch, code, email]);
  if (!link?.code || !link.email) {
    return (
      <PageShell>
        <h1>{t('password.change.heading')}</h1>
        <Alert tone="error">{t('password.change.linkInvalid')}</Alert>
        <Button type="button" onClick={() => navigate(authPaths.login)}>
          {t('common.goToLogin')}
        </Button>
      </PageShell>
    );
  }
  // Until the check answers, the page says it is checking (no form flashes before a used link is said).
  if (linkStatus === 'unchecked' || linkStatus === 'checking') {
    return (
      <PageShell>
        <h1>{t('password.change.heading')}</h1>
        <StatusMessage>{t('password.change.checkingLink')}</StatusMessage>
      </PageShell>
    );
  }
  if (linkStatus === 'invalid') return <UsedLink email={link.email} />;
  return (
    <PageShell>
      <h1>{t('password.change.heading')}</h1>
      <p>{t('password.change.intro', { email: link.email })}</p>
      {passwordChange === 'failed' && error && (
        <Alert tone="error" focusKey={error}>
          {tr(error)}
        </Alert>
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
            <PasswordField
              name="password"
              label={t('password.change.newPassword')}
              autoComplete="new-password"
              showRules
            />
            <PasswordField name="confirmPassword" label={t('password.change.confirm')} autoComplete="new-password" />
            <Actions>
              <Button type="submit" disabled={!isValid || passwordChange !== 'idle'}>
                {passwordChange === 'processing' ? t('common.processing') : t('password.change.submit')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate(authPaths.login)}>
                {t('common.goToLogin')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </PageShell>
  );
}
