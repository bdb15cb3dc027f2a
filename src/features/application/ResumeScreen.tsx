// /application/resume: a customer with a saved application (under 21 days old) continues it or starts over
// (withdrawApplication). Opened signed out (after the inactivity logout, or from a saved link), it shows the inactivity
// message when that is why the session ended, and the welcome-back dialog whose button leads to log in.
import { Link, useNavigate } from 'react-router-dom';
import { resumeAccepted, startOverRequested } from '../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Actions } from '../../components/Actions';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StartupStatus } from '../../components/StartupStatus';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { authPaths } from '../auth/paths';
import { ApplicationPage } from './ApplicationPage';
import { applicationPaths } from './paths';
import { useApplicationPage } from './useApplicationPage';

function WelcomeBack() {
  const { t } = useT();
  const navigate = useNavigate();
  const timedOut = useAppSelector((s) => s.session.endedByTimeout);
  return (
    <>
      {timedOut && <StatusMessage>{t('session.timedOut')}</StatusMessage>}
      <Dialog title={t('application.welcomeBack.title')} description={t('application.welcomeBack.body')}>
        <DialogActions>
          <Button type="button" onClick={() => navigate(authPaths.login, { state: { origin: applicationPaths.home } })}>
            {t('common.logInButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default function ResumeScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const initialized = useAppSelector((s) => s.auth.initialized);
  const { flow } = page;
  const busy = flow.status === 'working' || flow.status === 'loading';
  let body;
  if (!initialized) body = <StartupStatus waiting={t('application.loading')} />;
  else if (flow.status === 'loading') body = <StatusMessage>{t('application.loading')}</StatusMessage>;
  else if (!signedIn) body = <WelcomeBack />;
  else if (!flow.resumable && !flow.applicationId) {
    body = (
      <>
        <p>{t('application.resume.none')}</p>
        <p>
          <Link to={applicationPaths.welcome}>{t('application.resume.startNew')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('application.resume.intro')}</p>
        <Actions>
          <Button type="button" disabled={busy} onClick={() => dispatch(resumeAccepted())}>
            {t('application.resume.continue')}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => dispatch(startOverRequested())}>
            {t('application.resume.startOver')}
          </Button>
        </Actions>
        <p>{t('application.resume.startOverNote')}</p>
      </>
    );
  }
  return (
    <ApplicationPage heading={t('application.resume.heading')} {...page}>
      <RefusalAlert message={tr(flow.message)} />
      {body}
    </ApplicationPage>
  );
}
