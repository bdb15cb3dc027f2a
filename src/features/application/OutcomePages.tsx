// The outcome pages the customer search and the brand's states lead to (which one: outcomes.ts). The page's action
// is its primary button; with none, going to the account is the primary action.
import type { UnknownAction } from '@reduxjs/toolkit';
import { Link } from 'react-router-dom';
import { conversionChosen, enrollmentLinkRequested } from '../../../store/application';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PrimaryAction } from '../../components/PrimaryAction';
import { RefusalAlert } from '../../components/RefusalAlert';
import type { MessageKey } from '../../lib/i18n';
import { useT } from '../../lib/i18n';
import { accountPaths } from '../account/paths';
import { ApplicationPage } from './ApplicationPage';
import { useApplicationPage } from './useApplicationPage';

interface Action {
  label: MessageKey;
  event: () => UnknownAction;
}

function OutcomePage({ heading, body, action }: { heading: MessageKey; body: MessageKey; action?: Action }) {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t(heading)} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      <p>{t(body)}</p>
      {action && (
        <p>
          <Button type="button" disabled={busy || !page.flow.applicationId} onClick={() => dispatch(action.event())}>
            {t(action.label)}
          </Button>
        </p>
      )}
      <p>
        {action ? (
          <Link to={accountPaths.home}>{t('application.outcome.toAccount')}</Link>
        ) : (
          <PrimaryAction to={accountPaths.home}>{t('application.outcome.toAccount')}</PrimaryAction>
        )}
      </p>
    </ApplicationPage>
  );
}

export const NotInState = () => (
  <OutcomePage heading="application.outcome.notInState.heading" body="application.outcome.notInState.body" />
);
export const NotEligible = () => (
  <OutcomePage heading="application.outcome.notEligible.heading" body="application.outcome.notEligible.body" />
);
const CONVERT: Action = { label: 'application.outcome.convert', event: conversionChosen };
const ENROLL: Action = { label: 'application.outcome.enroll', event: enrollmentLinkRequested };

export const ContinueConversion = () => (
  <OutcomePage
    heading="application.outcome.continueConversion.heading"
    body="application.outcome.continueConversion.body"
    action={CONVERT}
  />
);
export const ConversionEligibleEnrollment = () => (
  <OutcomePage
    heading="application.outcome.conversionEligibleEnrollment.heading"
    body="application.outcome.conversionEligibleEnrollment.body"
    action={ENROLL}
  />
);
export const ForceEnrollment = () => (
  <OutcomePage
    heading="application.outcome.forceEnrollment.heading"
    body="application.outcome.forceEnrollment.body"
    action={ENROLL}
  />
);
