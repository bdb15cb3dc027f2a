// /application/bank: what the bank step is for, the 30-day rule, the saved account (last 4 only) when there is one,
// and the two ways to give it: link the bank (consent first) or enter it by hand. The "Institution Requirement"
// modal opens here when the bank asked the customer to sign in again.
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { nextPageAfter } from '../steps';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, savedAccountText, ThirtyDayRule } from './bankParts';
import { ReloginDialog } from './ReloginDialog';

export default function BankScreen() {
  const { t, tr } = useT();
  const navigate = useNavigate();
  const page = useApplicationPage();
  const relogin = useAppSelector((s) => s.bank.relogin);
  const saved = savedAccountText(page.application, t);
  return (
    <ApplicationPage heading={t('application.bank.heading')} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <>
          <p>{t('application.bank.intro')}</p>
          <ThirtyDayRule />
          {saved && page.application && (
            <>
              <p>{saved}</p>
              <Actions>
                <Button type="button" onClick={() => navigate(nextPageAfter(p.bank, page.application!, page.ctx))}>
                  {t('application.bank.continue')}
                </Button>
              </Actions>
            </>
          )}
          <Actions>
            <Link to={p.bankConsent}>{t('application.bank.link')}</Link>
            <Link to={p.bankManual}>{t('application.bank.manualLink')}</Link>
          </Actions>
        </>
      )}
      {relogin && <ReloginDialog institutionName={relogin.institutionName} />}
    </ApplicationPage>
  );
}
