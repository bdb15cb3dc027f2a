// /application/hold-esign: signing is held (the application state's isEsignDisabled, the reasons and
// the until-date). The page checks again now and then; once the hold lapses it says so and offers signing.
import { Link } from 'react-router-dom';
import { useApplicationStateQuery } from '../../../../api/application/afterDecision/endpoints';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { formatEasternInstant } from '../../../lib/format/dates';

export const HOLD_POLL_MS = 30_000;

export default function HoldEsignScreen() {
  const { t, lang } = useT();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const {
    data: state,
    refetch,
    isFetching,
  } = useApplicationStateQuery({ id }, { skip: !id, pollingInterval: HOLD_POLL_MS });
  const held = state?.isEsignDisabled ?? true;
  return (
    <ApplicationPage heading={t('application.afterDecision.hold.heading')} {...page}>
      <p>{t('application.afterDecision.hold.body')}</p>
      {state && state.eSignDisabledReasons.length > 0 && (
        <>
          <p>{t('application.afterDecision.hold.reasons')}</p>
          <ul>
            {state.eSignDisabledReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {state &&
        held &&
        (state.eSignDisabledUntilDate ? (
          <p>
            {t('application.afterDecision.hold.until', {
              date: formatEasternInstant(state.eSignDisabledUntilDate, lang),
            })}
          </p>
        ) : (
          <p>{t('application.afterDecision.hold.noDate')}</p>
        ))}
      {state && !held ? (
        <>
          <StatusMessage tone="success">{t('application.afterDecision.hold.ready')}</StatusMessage>
          <p>
            <Link to={p.esign}>{t('application.afterDecision.hold.toEsign')}</Link>
          </p>
        </>
      ) : (
        <p>
          <Button type="button" disabled={!id || isFetching} onClick={() => void refetch()}>
            {isFetching ? t('application.afterDecision.checking') : t('application.afterDecision.checkAgain')}
          </Button>
        </p>
      )}
    </ApplicationPage>
  );
}
