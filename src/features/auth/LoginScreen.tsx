// /login (spec 000 "Login screen"): the header text, the form shown 750 ms after load, interim texts while signing
// in, the sign-in error above the form (focused so it is read out), help links and the enroll block.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRANDS } from '../../../brands/catalog';
import { logoutRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { SiteTransfer } from '../../components/SiteTransfer';
import { useSiteTransfer } from '../../components/useSiteTransfer';
import { StatusMessage } from '../../components/StatusMessage';
import { enrollmentPaths } from '../enrollment/paths';
import { passwordPaths } from '../password/paths';
import { authPaths } from './paths';
import { LoginForm } from './LoginForm';

export const FORM_DELAY_MS = 750;
export const INACTIVITY_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

const Alert = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.error};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Links = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
`;

function useInitialEmail(): string {
  const location = useLocation();
  const fromQuery = new URLSearchParams(location.search).get('email');
  const fromState = (location.state as { email?: unknown } | null)?.email;
  return (fromQuery ?? (typeof fromState === 'string' ? fromState : '')).trim().toLowerCase();
}

export default function LoginScreen() {
  const auth = useAppSelector((s) => s.auth);
  const timedOut = useAppSelector((s) => s.session.endedByTimeout);
  const forgotEmailOn = useAppSelector((s) => s.flags.values.forgotEmail);
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  const dispatch = useAppDispatch();
  const location = useLocation();
  const initialEmail = useInitialEmail();
  const origin = (location.state as { origin?: string } | null)?.origin;
  const [formVisible, setFormVisible] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setFormVisible(true), FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (auth.error) errorRef.current?.focus();
  }, [auth.error]);

  const transferTo = useSiteTransfer();
  // Handed-over tokens and resumed applications are signed in here, never transferred (spec 000 "/login").
  const arriving = /[?&](brandRedirect|resumeApp)=true/.test(location.search);
  if (transferTo && !arriving && !auth.isAuthenticated) return <SiteTransfer to={transferTo} path={authPaths.login} />;

  const ready = formVisible && auth.initialized && !auth.isAuthenticating;
  return (
    <PageShell>
      <h1>Log in</h1>
      <p>Please enter your email address and password to log in.</p>
      {timedOut && !auth.isAuthenticated && <StatusMessage>{INACTIVITY_MESSAGE}</StatusMessage>}
      {auth.notice && !auth.isAuthenticated && <StatusMessage>{auth.notice}</StatusMessage>}
      {auth.error && (
        <Alert role="alert" tabIndex={-1} ref={errorRef}>
          {auth.error}
        </Alert>
      )}
      {(!auth.initialized || auth.isAuthenticating) && <StatusMessage>{auth.step ?? 'Authenticating'}</StatusMessage>}
      {auth.isAuthenticated ? (
        <>
          <StatusMessage>You were authenticated</StatusMessage>
          <Button type="button" onClick={() => dispatch(logoutRequested())}>
            Log Out
          </Button>
        </>
      ) : (
        // Hidden rather than unmounted while signing in, so nothing typed is lost if sign-in fails.
        <div hidden={!ready && !auth.isAuthenticating} aria-busy={auth.isAuthenticating}>
          {(formVisible || auth.isAuthenticating) && (
            <LoginForm initialEmail={initialEmail || auth.email} origin={origin} />
          )}
          <Links>
            <Link to={passwordPaths.forgotPassword}>Forgot password?</Link>
            {forgotEmailOn && <Link to={passwordPaths.forgotEmail}>Forgot email?</Link>}
          </Links>
          {!forgotEmailOn && (
            <p>
              Forgot your email? Call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a> for help.
            </p>
          )}
          <section aria-labelledby="enroll-heading">
            <h2 id="enroll-heading">Don't have an account?</h2>
            <Link to={enrollmentPaths.search}>
              <Button as="span" $variant="secondary">
                Enroll Now
              </Button>
            </Link>
          </section>
        </div>
      )}
    </PageShell>
  );
}
