// The conversion-denial modal: "Conversion option is no longer available." Opening it
// records the denial (createConversionDenial with the customer's loan-system code: once per loan, whichever of the
// underwriting or this asks first). Its OK returns to the account-management brand's account page, as the
// application's conversion denial does.
import { useEffect, useRef, useState } from 'react';
import { useCreateConversionDenialMutation } from '../../../api/application/afterDecision/endpoints';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { SiteTransfer } from '../../components/SiteTransfer';
import { useT } from '../../lib/i18n';
import { accountPaths } from '../account/paths';
import { useCustomerCode } from './ConversionPage';

export function DenialDialog() {
  const { t } = useT();
  const [leaving, setLeaving] = useState(false);
  const ok = useRef<HTMLButtonElement>(null);
  const { customerCode } = useCustomerCode();
  const [deny] = useCreateConversionDenialMutation();
  const accountSite = useAppSelector(selectBrandConfig).accountManagementBrand;
  useEffect(() => {
    if (customerCode) void deny({ id: customerCode });
  }, [deny, customerCode]);
  if (leaving) return <SiteTransfer to={accountSite} path={accountPaths.home} />;
  return (
    <Dialog title={t('conversion.denied.title')} description={t('conversion.denied.body')} initialFocus={ok}>
      <DialogActions>
        <Button ref={ok} type="button" onClick={() => setLeaving(true)}>
          {t('conversion.denied.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
