// /application/lead/agreements?lead=<id>: an approved lead arrives from the partner's link. Continuing clones the lead
// into the customer's own application (cloneApprovedLeadApplication, through the saga) and opens its agreements.
import { useSearchParams } from 'react-router-dom';
import { leadContinued } from '../../../../store/applicationAfterDecision';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { useApplicationPage } from '../useApplicationPage';
import { LEAD_PARAM } from './leadPaths';

export default function LeadAgreementsScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const [params] = useSearchParams();
  const leadId = params.get(LEAD_PARAM) ?? '';
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.afterDecision.lead.agreements.heading')} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      {leadId ? (
        <>
          <p>{t('application.afterDecision.lead.agreements.body')}</p>
          <p>
            <Button type="button" disabled={busy} onClick={() => dispatch(leadContinued({ leadId }))}>
              {t('application.afterDecision.lead.agreements.continue')}
            </Button>
          </p>
        </>
      ) : (
        <p>{t('application.afterDecision.lead.agreements.missing')}</p>
      )}
    </ApplicationPage>
  );
}
