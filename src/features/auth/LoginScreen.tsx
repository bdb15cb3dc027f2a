// /login: the header text, the form shown 750 ms after load (the card says it is loading
// until then), interim texts while signing in, the sign-in error above the form (focused so it is read out), help
// links and the enroll block. A start-up that could not finish says so here, with a way to try again.
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { logoutRequested, signInErrorCleared } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { SiteTransfer } from '../../components/SiteTransfer';
import { useSiteTransfer } from '../../components/useSiteTransfer';
import { RichText } from '../../components/RichText';
import { StatusMessage } from '../../components/StatusMessage';
import { FormLoading } from '../../components/FormLoading';
import { StartupFailed } from '../../components/StartupStatus';
import { useT } from '../../lib/i18n';
import { enrollmentPaths } from '../enrollment/paths';
import { passwordPaths } from '../password/paths';
import { signUpPaths } from '../signUp/paths';
import { authPaths } from './paths';
import { browserHasPasskeys, PasskeyRoom, PasskeySignIn } from './PasskeySignIn';
import { LoginForm, LoginFormSpace } from '../../components/LoginForm';
import { selectBrandConfig } from '../../../store/brand';
import { signInStepKey } from '../../components/signInStep';
import { takeOverFirstPaint } from '../../lib/firstPaint';

export const FORM_DELAY_MS = 750;

const FormArea = styled.div`
  position: relative;
`;

const StartingStatus = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
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
  const brand = useAppSelector(selectBrandConfig);
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const location = useLocation();
  const initialEmail = useInitialEmail();
  const origin = (location.state as { origin?: string } | null)?.origin;
  const [formVisible, setFormVisible] = useState(false);
  const [passkeys] = useState(browserHasPasskeys);

  // The server painted this page's frame before the scripts ran: it goes in the commit that shows the same boxes.
  useLayoutEffect(takeOverFirstPaint, []);
  useEffect(() => {
    const timer = setTimeout(() => setFormVisible(true), FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const transferTo = useSiteTransfer();
  // Handed-over tokens and resumed applications are signed in here, never transferred.
  const arriving = /[?&](brandRedirect|resumeApp)=true/.test(location.search);
  if (transferTo && !arriving && !auth.isAuthenticated) return <SiteTransfer to={transferTo} path={authPaths.login} />;

  const ready = formVisible && auth.initialized && !auth.isAuthenticating;
  const startFailed = auth.startFailed && !auth.initialized;
  return (
    <PageShell>
      <h1>{t('login.heading')}</h1>
      <p>{t('login.header')}</p>
      {timedOut && !auth.isAuthenticated && <StatusMessage>{t('session.timedOut')}</StatusMessage>}
      {auth.notice && !auth.isAuthenticated && <StatusMessage>{tr(auth.notice)}</StatusMessage>}
      {auth.error && (
        <Alert tone="error" focusKey={auth.error}>
          {/* The lock and its warning link "reset your password" to the forgot-password page. */}
          <RichText
            text={tr(auth.error)}
            tags={{
              reset: (words) => (
                <Link to={passwordPaths.forgotPassword} state={{ email: auth.email }}>
                  {words}
                </Link>
              ),
            }}
          />
        </Alert>
      )}
      {auth.handOffTo ? (
        <StatusMessage>{t('login.handOff', { brand: auth.handOffTo })}</StatusMessage>
      ) : (
        auth.isAuthenticating && <StatusMessage>{t(signInStepKey(auth.step))}</StatusMessage>
      )}
      {auth.isAuthenticated ? (
        <>
          <StatusMessage>{t('login.step.authenticated')}</StatusMessage>
          <Button type="button" onClick={() => dispatch(logoutRequested())}>
            {t('common.logOut')}
          </Button>
        </>
      ) : (
        // Hidden rather than unmounted while signing in, so nothing typed is lost if sign-in fails. Hidden by
        // visibility, not removed from the layout, and the form's room held until it mounts: the page does not move
        // when the form appears after its delay. Editing a field clears a refusal, so an old error does not stand
        // beside what the customer is correcting.
        <FormArea>
          {/* Until the form is there, the card says it is loading (or why start-up stopped), over the form's
              (still hidden) room, so it leaves no gap when it goes. */}
          {!ready && !auth.isAuthenticating && (
            <StartingStatus>
              {startFailed ? <StartupFailed /> : <FormLoading>{t('login.formLoading')}</FormLoading>}
            </StartingStatus>
          )}
          <div
            style={!ready && !auth.isAuthenticating ? { visibility: 'hidden' } : undefined}
            aria-busy={auth.isAuthenticating || (!ready && !startFailed)}
            onInput={() => {
              if (auth.error && !auth.isAuthenticating) dispatch(signInErrorCleared());
            }}
          >
            {formVisible || auth.isAuthenticating ? (
              <LoginForm
                initialEmail={initialEmail || auth.email}
                origin={origin}
                after={passkeys && <PasskeySignIn origin={origin} />}
              />
            ) : (
              <>
                <LoginFormSpace aria-hidden="true" />
                {passkeys && <PasskeyRoom aria-hidden="true" />}
              </>
            )}
            <Links>
              <Link to={passwordPaths.forgotPassword}>{t('login.forgotPassword')}</Link>
              {forgotEmailOn && <Link to={passwordPaths.forgotEmail}>{t('login.forgotEmail')}</Link>}
            </Links>
            {!forgotEmailOn && (
              <p>
                <RichText
                  text={t('login.forgotEmailCall', { phone: brand.phoneNumber })}
                  tags={{ phone: (phone) => <a href={`tel:${brand.phoneNumber}`}>{phone}</a> }}
                />
              </p>
            )}
            <section aria-labelledby="enroll-heading">
              <h2 id="enroll-heading">{t('common.noAccount')}</h2>
              {/* New customers create an account and apply; store customers enroll the record they have. */}
              <Links>
                <Link to={signUpPaths.start}>
                  <Button as="span" $variant="secondary">
                    {t('common.applyNow')}
                  </Button>
                </Link>
                <Link to={enrollmentPaths.search}>
                  <Button as="span" $variant="secondary">
                    {t('common.enrollNow')}
                  </Button>
                </Link>
              </Links>
            </section>
          </div>
        </FormArea>
      )}
    </PageShell>
  );
}
