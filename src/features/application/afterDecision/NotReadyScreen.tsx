// /application/agreements/not-ready: the loan documents are still being made. The page checks again by itself every
// few seconds (and on request) and moves on to signing as soon as they are ready.
import { Navigate } from 'react-router-dom';
import { useApplicationStateQuery } from '../../../../api/application/afterDecision/endpoints';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { esignPageFor } from './esignStates';

export const NOT_READY_POLL_MS = 5_000;

export default function NotReadyScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const {
    data: state,
    refetch,
    isFetching,
  } = useApplicationStateQuery({ id }, { skip: !id, pollingInterval: NOT_READY_POLL_MS });
  const next = esignPageFor(state);
  if (next && next !== p.agreementsNotReady) return <Navigate to={next} replace />;
  return (
    <ApplicationPage heading={t('application.afterDecision.notReady.heading')} {...page}>
      <p>{t('application.afterDecision.notReady.body')}</p>
      <StatusMessage>{t('application.afterDecision.notReady.stillWaiting')}</StatusMessage>
      <p>
        <Button type="button" disabled={!id || isFetching} onClick={() => void refetch()}>
          {isFetching ? t('application.afterDecision.checking') : t('application.afterDecision.checkAgain')}
        </Button>
      </p>
    </ApplicationPage>
  );
}
