// /application/another-option-selected: a declined online applicant chose the other option (keep-in-mind): finish in a
// store. What to bring and the store locator.
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { storesPaths } from '../../stores/paths';
import { ApplicationPage } from '../ApplicationPage';
import { useApplicationPage } from '../useApplicationPage';

const TO_BRING = [
  'application.afterDecision.anotherOption.id',
  'application.afterDecision.anotherOption.income',
  'application.afterDecision.anotherOption.checking',
  'application.afterDecision.anotherOption.address',
] as const;

export default function AnotherOptionSelectedScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t('application.afterDecision.anotherOption.heading')} {...page}>
      <p>{t('application.afterDecision.anotherOption.body')}</p>
      <p>{t('application.afterDecision.anotherOption.bring')}</p>
      <ul>
        {TO_BRING.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>
        <Link to={storesPaths.find}>{t('application.afterDecision.anotherOption.findStore')}</Link>
      </p>
    </ApplicationPage>
  );
}
