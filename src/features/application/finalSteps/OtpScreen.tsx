// /application/otp: a code texted to the phone on the application. "Text me a
// code" sends it; the shared code form (required, at most 10 characters, digits only, pasting allowed, resend after
// the wait) checks it through the saga, which moves on once the server answers OTP_VALID. An expired code asks for a
// new one; too many wrong codes lock the step and give the number to call.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSendApplicationOtpMutation } from '../../../../api/application/finalSteps/endpoints';
import { otpCodeSubmitted } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { CodeEntryForm } from '../../../components/verification/CodeEntryForm';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { OTP_FAILED, OTP_LOCKED } from './otpMessages';
import { useBrandPhone } from './brandPhone';

export default function OtpScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const brandPhone = useBrandPhone();
  const [send, sending] = useSendApplicationOtpMutation();
  const [sentAt, setSentAt] = useState(0);
  const [resent, setResent] = useState(false);
  const phones = page.application?.customerInformation?.contactInformation?.phones ?? [];
  const phone = phones.find((p) => p.phonePreference === 'PRIMARY') ?? phones[0];
  // Only the last 4 digits of any number are shown.
  const shownPhone = phone ? `(***) ***-${phone.number.slice(-4)}` : '';
  const { message, status } = page.flow;
  const locked =
    message === OTP_LOCKED || page.application?.loanApplication?.additionalAttributes?.otpResponse === 'OTP_EXCEEDED';
  const rejected = status === 'refused' && message === OTP_FAILED;

  const sendCode = async (again: boolean) => {
    if (!page.flow.applicationId) return;
    try {
      await send({ applicationId: page.flow.applicationId }).unwrap();
    } finally {
      // A code sent before a reload still works: the form shows either way, and the resend waits from now.
      setSentAt(Date.now());
      setResent(again);
    }
  };

  return (
    <ApplicationPage heading={t('application.finalSteps.otp.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : !phone ? (
        <>
          <p>{t('application.finalSteps.otp.noPhone')}</p>
          <Link to={applicationPaths.personal}>{t('application.finalSteps.otp.changePhone')}</Link>
        </>
      ) : locked ? (
        <Alert tone="error">{t('application.finalSteps.otp.exceeded', { phone: brandPhone })}</Alert>
      ) : sentAt === 0 ? (
        <>
          <p>{t('application.finalSteps.otp.intro', { phone: shownPhone })}</p>
          <Button type="button" disabled={sending.isLoading} onClick={() => void sendCode(false)}>
            {sending.isLoading ? t('application.finalSteps.otp.sending') : t('application.finalSteps.otp.send')}
          </Button>
        </>
      ) : (
        <>
          <StatusMessage>{t('application.finalSteps.otp.sent', { phone: shownPhone })}</StatusMessage>
          {message && !rejected && <Alert tone="error">{tr(message)}</Alert>}
          <CodeEntryForm
            rejected={rejected}
            verifying={status === 'working'}
            sentAt={sentAt}
            resent={resent}
            onSubmit={(code) => dispatch(otpCodeSubmitted({ code }))}
            onResend={() => void sendCode(true)}
          />
        </>
      )}
    </ApplicationPage>
  );
}
