// /application/bank-verification: a typed account is confirmed by signing in to its bank through Link
// (docs/bank-linking.md explains why a lender asks). Shows the account by its last 4 digits, the verification's state
// and the last answer; "change my account" goes back to manual entry.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSearchBankVerificationQuery } from '../../../../api/application/bank/endpoints';
import { bankLinkRequested } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { lastFour } from '../../../lib/application/bank';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { nextPageAfter } from '../steps';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, ThirtyDayRule } from './bankParts';

export default function BankVerificationScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const bank = useAppSelector((s) => s.bank);
  const { data: verification, isLoading } = useSearchBankVerificationQuery({ applicationId: id }, { skip: !id });
  const account = page.application?.customerInformation?.bankingInformation;
  const approved = verification?.status === 'APPROVED' || account?.verificationStatus === 'APPROVED';
  // The page's own clock, read once: a verification that expires while the page is open is refused by the server.
  const [openedAt] = useState(() => Date.now());
  const expired = verification ? Date.parse(verification.codes[0]?.expiresAt ?? '') < openedAt : false;
  return (
    <ApplicationPage heading={t('application.bank.verification.heading')} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      {!page.ready || isLoading ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <>
          <p>{t('application.bank.verification.text')}</p>
          {account && (
            <p>
              {t('application.bank.verification.account', {
                routing4: lastFour(account.routingNumber),
                last4: lastFour(account.accountNumber),
              })}
            </p>
          )}
          <ThirtyDayRule />
          {approved ? (
            <>
              <StatusMessage tone="success">{t('application.bank.verification.approved')}</StatusMessage>
              {page.application && (
                <Actions>
                  <Button
                    type="button"
                    onClick={() => navigate(nextPageAfter(p.bankVerification, page.application!, page.ctx))}
                  >
                    {t('application.bank.continue')}
                  </Button>
                </Actions>
              )}
            </>
          ) : (
            <>
              {expired && <Alert>{t('application.bank.verification.expired')}</Alert>}
              {bank.verificationAnswer === 'NO_MATCH' && <Alert>{t('application.bank.verification.noMatch')}</Alert>}
              {bank.verificationAnswer === 'LOGIN_REQUIRED' && (
                <Alert>{t('application.bank.verification.loginRequired')}</Alert>
              )}
              <Actions>
                {!expired && (
                  <Button
                    type="button"
                    disabled={bank.phase !== 'idle' || !id}
                    onClick={() => dispatch(bankLinkRequested({ purpose: 'verify' }))}
                  >
                    {t('application.bank.verification.start')}
                  </Button>
                )}
                <Link to={p.bankManual}>{t('application.bank.verification.change')}</Link>
              </Actions>
            </>
          )}
        </>
      )}
    </ApplicationPage>
  );
}
