// /login-successful: the single sign-on landing. Start-up reads the tokens from the URL hash (and removes them)
// before this renders; the screen says what is happening, or why it could not (spec 000 error catalogue).
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { authPaths } from './paths';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { INACTIVITY_MESSAGE } from './LoginScreen';

export default function LoginSuccessfulScreen() {
  const auth = useAppSelector((s) => s.auth);
  const timedOut = useAppSelector((s) => s.session.endedByTimeout);
  const failed = auth.initialized && !auth.isAuthenticated;
  return (
    <PageShell>
      <h1>Single sign-on</h1>
      {!failed && <StatusMessage>Logging in via SSO...</StatusMessage>}
      {failed && (
        <>
          <div role="alert">{timedOut ? INACTIVITY_MESSAGE : auth.error || 'SSO Error'}</div>
          <p>
            <Link to={authPaths.login}>Go to log in</Link>
          </p>
        </>
      )}
    </PageShell>
  );
}
