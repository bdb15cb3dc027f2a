// /application/lead/welcome: a lead the partner could not approve is welcomed to apply here directly (a new
// application from its first step; nothing of the partner's decision carries over).
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';

export default function LeadWelcomeScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t('application.afterDecision.lead.welcome.heading')} {...page}>
      <p>{t('application.afterDecision.lead.welcome.body')}</p>
      <p>
        <Link to={p.welcome}>{t('application.afterDecision.lead.welcome.start')}</Link>
      </p>
    </ApplicationPage>
  );
}
