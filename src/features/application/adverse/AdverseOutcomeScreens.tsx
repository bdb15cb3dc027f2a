// The three pages the adverse-action entry leads to, each with the notice below: keep-in-mind
// (another option: apply in a store), retail (the state has stores) and thank-you.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { accountPaths } from '../../account/paths';
import { storesPaths } from '../../stores/paths';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { AdverseNotice } from './AdverseNotice';

function AdversePage({ heading, body, action }: { heading: MessageKey; body: MessageKey; action?: ReactNode }) {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t(heading)} {...page}>
      <p>{t(body)}</p>
      {action && <p>{action}</p>}
      {page.flow.applicationId && <AdverseNotice applicationId={page.flow.applicationId} />}
      <p>
        <Link to={accountPaths.home}>{t('application.adverse.toAccount')}</Link>
      </p>
    </ApplicationPage>
  );
}

export function KeepInMindScreen() {
  const { t } = useT();
  return (
    <AdversePage
      heading="application.adverse.keepInMind.heading"
      body="application.adverse.keepInMind.body"
      action={<Link to={p.anotherOptionSelected}>{t('application.adverse.keepInMind.choose')}</Link>}
    />
  );
}

export function RetailScreen() {
  const { t } = useT();
  return (
    <AdversePage
      heading="application.adverse.retail.heading"
      body="application.adverse.retail.body"
      action={<Link to={storesPaths.find}>{t('application.adverse.retail.findStore')}</Link>}
    />
  );
}

export function AdverseThankYouScreen() {
  return <AdversePage heading="application.adverse.thankYou.heading" body="application.adverse.thankYou.body" />;
}
