// /login-successful: the single sign-on landing. Start-up reads the tokens from the URL hash (and removes them)
// before this renders; the screen says what is happening, or why it could not.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { authPaths } from './paths';
import { Alert } from '../../components/Alert';
import { PageShell } from '../../components/PageShell';
import { StartupStatus } from '../../components/StartupStatus';
import { useT } from '../../lib/i18n';

export default function LoginSuccessfulScreen() {
  const auth = useAppSelector((s) => s.auth);
  const timedOut = useAppSelector((s) => s.session.endedByTimeout);
  const failed = auth.initialized && !auth.isAuthenticated;
  const { t, tr } = useT();
  return (
    <PageShell>
      <h1>{t('login.sso.heading')}</h1>
      {!failed && <StartupStatus waiting={t('login.sso.loggingIn')} />}
      {failed && (
        <>
          <Alert tone="error">
            {timedOut ? t('session.timedOut') : auth.error ? tr(auth.error) : t('login.sso.error')}
          </Alert>
          <p>
            <Link to={authPaths.login}>{t('login.sso.goToLogin')}</Link>
          </p>
        </>
      )}
    </PageShell>
  );
}
