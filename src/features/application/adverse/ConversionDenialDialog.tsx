// The conversion-denial dialog ("Conversion option is no longer available."; OK returns to the
// account-management brand). Opening it records the denial (createConversionDenial), so the notice can say so.
import { useEffect, useRef, useState } from 'react';
import { useCreateConversionDenialMutation } from '../../../../api/application/afterDecision/endpoints';
import { selectBrandConfig } from '../../../../store/brand';
import { useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { SiteTransfer } from '../../../components/SiteTransfer';
import { useT } from '../../../lib/i18n';
import { accountPaths } from '../../account/paths';

export function ConversionDenialDialog({ applicationId }: { applicationId: string }) {
  const { t } = useT();
  const [deny] = useCreateConversionDenialMutation();
  const accountSite = useAppSelector(selectBrandConfig).accountManagementBrand;
  const [leaving, setLeaving] = useState(false);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void deny({ id: applicationId });
  }, [deny, applicationId]);
  if (leaving) return <SiteTransfer to={accountSite} path={accountPaths.home} />;
  return (
    <Dialog
      title={t('application.adverse.conversionDenied.title')}
      description={t('application.adverse.conversionDenied.body')}
      initialFocus={ok}
    >
      <DialogActions>
        <Button ref={ok} type="button" onClick={() => setLeaving(true)}>
          {t('application.adverse.conversionDenied.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
