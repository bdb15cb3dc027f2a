// The pages the customer search and the brand's states lead to (spec 001 section 3 "Customer search result"), and the
// "coming next" page that stands for the later steps (bank onwards) until the next issue builds them.
import { Link } from 'react-router-dom';
import type { MessageKey } from '../../lib/i18n';
import { useT } from '../../lib/i18n';
import { accountPaths } from '../account/paths';
import { ApplicationPage } from './ApplicationPage';
import { useApplicationPage } from './useApplicationPage';

function OutcomePage({ heading, body }: { heading: MessageKey; body: MessageKey }) {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t(heading)} {...page}>
      <p>{t(body)}</p>
      <p>
        <Link to={accountPaths.home}>{t('application.outcome.toAccount')}</Link>
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
export const ContinueConversion = () => (
  <OutcomePage
    heading="application.outcome.continueConversion.heading"
    body="application.outcome.continueConversion.body"
  />
);
export const ConversionEligibleEnrollment = () => (
  <OutcomePage
    heading="application.outcome.conversionEligibleEnrollment.heading"
    body="application.outcome.conversionEligibleEnrollment.body"
  />
);
export const ForceEnrollment = () => (
  <OutcomePage heading="application.outcome.forceEnrollment.heading" body="application.outcome.forceEnrollment.body" />
);
export const ComingNext = () => (
  <OutcomePage heading="application.comingNext.heading" body="application.comingNext.body" />
);
