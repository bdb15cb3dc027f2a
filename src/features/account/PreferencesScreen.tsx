// /account/preferences: which messages the customer gets and how, their consent to texts, paperless notices and the
// language of their messages. The consent words come from the server in the page's language, so what the customer
// reads is what is kept when they agree. A CSR acting as the customer may change the message choices and language
// at the customer's request, reads the consents, and may record a withdrawal for a customer who called; only the
// customer may give consent (the server refuses a CSR too).
import { useCommunicationPreferencesQuery } from '../../../api/preferences/endpoints';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';
import { AccountFrame } from '../../components/account/AccountFrame';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { ConsentSection } from './ConsentSection';
import { LanguageSection } from './LanguageSection';
import { MessageChoicesSection } from './MessageChoicesSection';
import { accountNav } from './paths';

export default function PreferencesScreen() {
  const { t, lang } = useT();
  const readOnly = useAppSelector((s) => isActingAsCustomer(s.auth));
  const read = useCommunicationPreferencesQuery({ language: lang });
  const prefs = read.data;
  return (
    <AccountFrame
      nav={accountNav}
      heading={t('account.preferences.heading')}
      loading={read.isLoading}
      failed={prefs === undefined && read.isError}
      onRetry={() => void read.refetch()}
    >
      {readOnly && <StatusMessage>{t('account.preferences.readOnly')}</StatusMessage>}
      {prefs === null && <p>{t('account.preferences.noAccount')}</p>}
      {prefs && (
        <>
          <MessageChoicesSection prefs={prefs} />
          <ConsentSection kind="SMS" prefs={prefs} readOnly={readOnly} />
          <ConsentSection kind="ESIGN" prefs={prefs} readOnly={readOnly} />
          <LanguageSection prefs={prefs} />
        </>
      )}
    </AccountFrame>
  );
}
