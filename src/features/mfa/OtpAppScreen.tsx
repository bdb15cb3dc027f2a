// /mfa/otp-app: the check asks for the code of the authenticator app the customer turned on, on the shared code page.
// "I can't use my authenticator app" asks for an e-mailed code instead: the customer is e-mailed a notice at once and
// the code only after a wait, which this page names; once the code is sent, the e-mail code form takes over.
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authenticatorFallbackRequested } from '../../../store/mfa';

/** The masked e-mail is one long word: on a narrow notice it breaks rather than pushing the page sideways. */
const Breaking = styled.span`
  overflow-wrap: anywhere;
`;

/** The moment the e-mailed code may be asked for, in the customer's language and their own time zone. */
const whenOpens = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

export default function OtpAppScreen() {
  const { t, lang } = useT();
  const dispatch = useAppDispatch();
  const { fallback, maskedEmail } = useAppSelector((s) => s.mfa);
  const email = maskedEmail || t('common.yourEmail');
  if (fallback.status === 'open') {
    return (
      <CodeVerification
        channel="email"
        pageView="mfa-app-email-verification"
        heading={t('mfa.otpApp.emailHeading')}
        intro={t('verification.sentTo', { destination: email })}
      />
    );
  }
  const fallbackOffer = (
    <>
      {fallback.status === 'waiting' && (
        <StatusMessage>
          <Breaking>{t('mfa.otpApp.waiting', { email, opensAt: whenOpens(fallback.opensAt, lang) })}</Breaking>
        </StatusMessage>
      )}
      <p>
        <Button
          type="button"
          $variant="secondary"
          disabled={fallback.status === 'asking'}
          onClick={() => dispatch(authenticatorFallbackRequested())}
        >
          {t('mfa.otpApp.cantUse')}
        </Button>
      </p>
    </>
  );
  return (
    <CodeVerification
      channel="app"
      pageView="mfa-app-verification"
      heading={t('mfa.otpApp.heading')}
      intro={t('mfa.otpApp.intro')}
      after={fallbackOffer}
    />
  );
}
