// /application/identity: the identity step's landing. Verify online with a photo of an ID (identity/verify), or opt
// out and finish in a store (identity/opt-out); optionally confirm the phone on the application with the carrier
// (generateBokuEVURL, a link the demo service completes when opened). Once verified, the customer goes on.
import { Link } from 'react-router-dom';
import { useLazyPhoneCheckUrlQuery } from '../../../../api/application/finalSteps/endpoints';
import { identityStepFinished } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';

function PhoneCheck({ applicationId, phone }: { applicationId: string; phone: string }) {
  const { t } = useT();
  const [fetchUrl, { data: url, isFetching }] = useLazyPhoneCheckUrlQuery();
  return (
    <section aria-labelledby="phone-check-heading">
      <h2 id="phone-check-heading">{t('application.finalSteps.identity.phoneHeading')}</h2>
      <p>{t('application.finalSteps.identity.phoneIntro')}</p>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {t('application.finalSteps.identity.phoneLink')}
        </a>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          disabled={isFetching}
          onClick={() => void fetchUrl({ applicationId, phoneNumber: phone })}
        >
          {t('application.finalSteps.identity.phoneButton')}
        </Button>
      )}
    </section>
  );
}

export default function IdentityScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const phones = page.application?.customerInformation?.contactInformation?.phones ?? [];
  const phone = (phones.find((p) => p.phonePreference === 'PRIMARY') ?? phones[0])?.number;
  const verified = page.application?.identityCheck?.status === 'APPROVED';
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.finalSteps.identity.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : verified ? (
        <>
          <StatusMessage tone="success">{t('application.finalSteps.identity.verified')}</StatusMessage>
          <Button type="button" disabled={busy} onClick={() => dispatch(identityStepFinished())}>
            {t('application.finalSteps.continue')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('application.finalSteps.identity.intro')}</p>
          <p>
            <Link to={applicationPaths.identityVerify}>{t('application.finalSteps.identity.verify')}</Link>
          </p>
          <p>
            <Link to={applicationPaths.identityOptOut}>{t('application.finalSteps.identity.optOut')}</Link>
          </p>
          {phone && <PhoneCheck applicationId={page.flow.applicationId} phone={phone} />}
        </>
      )}
    </ApplicationPage>
  );
}
