// /application/adverse-action: "Identifying your State configuration." while the state's configuration is looked up
// (getAnotherOptionDetail, then getAdverseActionDetail), then on to keep-in-mind, retail or thank-you. A conversion
// whose option is gone shows the conversion-denial dialog instead.
import { Navigate } from 'react-router-dom';
import {
  useGetAdverseActionDetailQuery,
  useGetAnotherOptionDetailQuery,
} from '../../../../api/application/afterDecision/endpoints';
import { useAppSelector } from '../../../../store/hooks';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { useApplicationPage } from '../useApplicationPage';
import { adversePageFor } from './adversePage';
import { ConversionDenialDialog } from './ConversionDenialDialog';

export default function AdverseEntryScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  const brandName = useAppSelector((s) => s.brand.key);
  const id = page.flow.applicationId;
  const application = page.application;
  const stateCode = application?.stateCode ?? page.flow.stateCode;
  const conversionGone = application?.applicationType === 'CONVERSION' && application.status !== 'DENIED';
  const another = useGetAnotherOptionDetailQuery({ applicationId: id }, { skip: !id || conversionGone });
  const stores = useGetAdverseActionDetailQuery(
    { applicationId: id, stateCode, brandName },
    { skip: !id || !stateCode || conversionGone || another.data !== false },
  );
  const nothingToLookUp = page.ready && (!id || (application !== null && !stateCode));
  const next = conversionGone
    ? null
    : adversePageFor({
        anotherOptionAvailable: another.data,
        hasRetailStores: stores.data,
        unknown: nothingToLookUp || another.isError || stores.isError,
      });
  if (next) return <Navigate to={next} replace />;
  return (
    <ApplicationPage heading={t('application.adverse.entry.heading')} {...page}>
      <StatusMessage>{t('application.adverse.identifying')}</StatusMessage>
      {conversionGone && id && <ConversionDenialDialog applicationId={id} />}
    </ApplicationPage>
  );
}
