// The transition page: waits on the realtime listener after submit or signing and says, as a
// status announced to screen readers, where the application is (the `Review` applicant's longer wait included).
// The listener saga moves the customer on when the state has a page of its own (statePages.ts); a duplicate, a
// processing error and a failed connection stay here with a way forward, drawn as the page's one primary action.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useApplicationDecisionQuery } from '../../../../api/application/decision/endpoints';
import { listenerRequested } from '../../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PrimaryAction } from '../../../components/PrimaryAction';
import { StatusMessage } from '../../../components/StatusMessage';
import type { MessageKey } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { accountPaths } from '../../account/paths';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { waitingKind, type WaitingKind } from './statePages';

const WAITING_WORDS: Record<WaitingKind, MessageKey> = {
  submitting: 'application.decision.status.submitting',
  scoring: 'application.decision.status.scoring',
  underwriting: 'application.decision.status.underwriting',
  approved: 'application.decision.status.approved',
  recalculating: 'application.decision.status.recalculating',
  signing: 'application.decision.status.signing',
};

/** What to say now: the connection's trouble first, then the state's words; the `Review` hold has its own. */
function statusWords(live: { listener: string; applicationState: string | null }, manualReview: boolean): MessageKey {
  if (live.listener === 'reconnecting') return 'application.decision.status.reconnecting';
  const kind = waitingKind(live.applicationState);
  if (kind === 'underwriting' && manualReview) return 'application.decision.status.review';
  if (kind) return WAITING_WORDS[kind];
  if (live.applicationState) return 'application.decision.status.moving';
  return 'application.decision.status.connecting';
}

export default function TransitionScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const { applicationId, live } = useAppSelector((s) => s.application);
  const location = useLocation() as { state?: { decisionMessage?: MessageKey } | null };
  useEffect(() => {
    if (applicationId) dispatch(listenerRequested({ applicationId }));
  }, [applicationId, dispatch]);
  const underwriting = live.applicationState === 'PENDING_UNDERWRITING';
  const { data: decided } = useApplicationDecisionQuery(
    { id: applicationId },
    // Fetched anew when underwriting starts: an earlier answer (from before the submit) says nothing of the decision.
    { skip: !applicationId || !underwriting, refetchOnMountOrArgChange: true },
  );
  // Decided but still underwriting: the approval waits for the underwriter's look (the `Review` applicant).
  const manual = underwriting && decided?.decision?.outcome === 'PROCEED_APPLICATION';

  const state = live.applicationState;
  const duplicate = state === 'CANEBAY_DUPLICATE';
  const submitError = state === 'SUBMIT_ERROR';
  const failed = live.listener === 'error';
  const heading: MessageKey = duplicate
    ? 'application.decision.duplicate.heading'
    : submitError
      ? 'application.decision.submitError.heading'
      : failed
        ? 'application.decision.error.heading'
        : 'application.decision.transition.heading';

  return (
    <ApplicationPage heading={t(heading)} {...page}>
      {duplicate ? (
        <Alert tone="info">{t('application.decision.duplicate.body')}</Alert>
      ) : submitError ? (
        <>
          <Alert tone="error">{t(location.state?.decisionMessage ?? 'application.decision.submitError.body')}</Alert>
          <p>
            <PrimaryAction to={applicationPaths.submit}>{t('application.decision.submitError.action')}</PrimaryAction>
          </p>
        </>
      ) : failed ? (
        <>
          <Alert tone="error">{t('application.decision.error.body')}</Alert>
          <p>
            <Button type="button" onClick={() => dispatch(listenerRequested({ applicationId }))}>
              {t('application.decision.error.retry')}
            </Button>
          </p>
        </>
      ) : (
        <>
          <p>{t('application.decision.transition.intro')}</p>
          <StatusMessage>{t(statusWords(live, manual))}</StatusMessage>
        </>
      )}
      {(duplicate || submitError || failed) && (
        <p>
          {duplicate ? (
            <PrimaryAction to={accountPaths.home}>{t('application.decision.toAccount')}</PrimaryAction>
          ) : (
            <Link to={accountPaths.home}>{t('application.decision.toAccount')}</Link>
          )}
        </p>
      )}
    </ApplicationPage>
  );
}
