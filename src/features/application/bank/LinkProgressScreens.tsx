// The bank link's states while Link works: plaid (the Link token is being made), open (Link is
// over the page; after a reload it is not, so the window can be opened again) and verify (the public token is being
// exchanged for the accounts).
import { bankLinkRequested } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, BankStatusPage, ThirtyDayRule } from './bankParts';

export const PlaidScreen = () => (
  <BankStatusPage heading="application.bank.plaid.heading" body="application.bank.plaid.text" />
);

export const VerifyScreen = () => (
  <BankStatusPage heading="application.bank.verify.heading" body="application.bank.verify.text" />
);

export function OpenScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const linking = useAppSelector((s) => s.bank.phase !== 'idle');
  return (
    <ApplicationPage heading={t('application.bank.open.heading')} {...page}>
      <p>{t('application.bank.open.text')}</p>
      <ThirtyDayRule />
      {!linking && (
        <Actions>
          <Button
            type="button"
            disabled={!page.flow.applicationId}
            onClick={() => dispatch(bankLinkRequested({ purpose: 'link' }))}
          >
            {t('application.bank.open.again')}
          </Button>
        </Actions>
      )}
    </ApplicationPage>
  );
}
