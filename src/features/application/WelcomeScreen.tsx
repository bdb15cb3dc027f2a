// /application/welcome: the start of a new application (the account step creates it).
import { Link } from 'react-router-dom';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { ApplicationPage } from './ApplicationPage';
import { applicationPaths } from './paths';
import { useApplicationPage } from './useApplicationPage';

export default function WelcomeScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t('application.welcome.heading')} {...page}>
      {page.flow.status === 'loading' ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <>
          <p>{t('application.welcome.intro')}</p>
          <p>
            <Link to={applicationPaths.account}>{t('application.welcome.start')}</Link>
          </p>
        </>
      )}
    </ApplicationPage>
  );
}
