// /application/identity/opt-out: what not verifying online means (the application continues in a store, nothing
// typed is lost, the loan cannot be funded online) before the customer confirms it (optOutOfIdentityCheck).
import { Link } from 'react-router-dom';
import { identityOptOutConfirmed } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';

export default function IdentityOptOutScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.finalSteps.identityOptOut.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <>
          <RefusalAlert message={tr(page.flow.message)} />
          <p>{t('application.finalSteps.identityOptOut.body')}</p>
          <p>{t('application.finalSteps.identityOptOut.bring')}</p>
          <Button type="button" disabled={busy} onClick={() => dispatch(identityOptOutConfirmed())}>
            {busy ? t('application.finalSteps.saving') : t('application.finalSteps.identityOptOut.confirm')}
          </Button>
          <p>
            <Link to={applicationPaths.identity}>{t('application.finalSteps.identityOptOut.back')}</Link>
          </p>
        </>
      )}
    </ApplicationPage>
  );
}
