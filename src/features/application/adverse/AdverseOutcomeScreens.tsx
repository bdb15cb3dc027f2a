// The three pages the adverse-action entry leads to, each with the notice below: keep-in-mind
// (another option: apply in a store), retail (the state has stores) and thank-you. The page's way on (choose the
// other option, find a store) is its primary action; with none, going to the account is.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PrimaryAction } from '../../../components/PrimaryAction';
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
        {action ? (
          <Link to={accountPaths.home}>{t('application.adverse.toAccount')}</Link>
        ) : (
          <PrimaryAction to={accountPaths.home}>{t('application.adverse.toAccount')}</PrimaryAction>
        )}
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
      action={<PrimaryAction to={p.anotherOptionSelected}>{t('application.adverse.keepInMind.choose')}</PrimaryAction>}
    />
  );
}

export function RetailScreen() {
  const { t } = useT();
  return (
    <AdversePage
      heading="application.adverse.retail.heading"
      body="application.adverse.retail.body"
      action={<PrimaryAction to={storesPaths.find}>{t('application.adverse.retail.findStore')}</PrimaryAction>}
    />
  );
}

export function AdverseThankYouScreen() {
  return <AdversePage heading="application.adverse.thankYou.heading" body="application.adverse.thankYou.body" />;
}
