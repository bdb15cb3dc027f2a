// /application/bank/account-select: the linked bank's checking accounts (last 4 digits and the balance as a whole
// number of dollars), one chosen and saved. After a reload the accounts come back from the server
// (linkedBankAccounts), so the page resumes where it was.
import { Form, Formik } from 'formik';
import { useLinkedBankAccountsQuery } from '../../../../api/application/bank/endpoints';
import { bankAccountChosen } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { wholeDollars } from '../../../lib/application/bank';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { RadioGroupField } from '../formParts';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, ThirtyDayRule, WaysForward } from './bankParts';

export default function AccountSelectScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const saving = useAppSelector((s) => s.bank.phase === 'saving');
  const { data: accounts, isLoading } = useLinkedBankAccountsQuery({ applicationId: id }, { skip: !id });
  const bankName = useAppSelector((s) => s.bank.institutionName);
  return (
    <ApplicationPage heading={t('application.bank.select.heading')} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      <ThirtyDayRule />
      {!id || isLoading ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : !accounts || accounts.length === 0 ? (
        <>
          <p>{t('application.bank.select.none')}</p>
          <WaysForward />
        </>
      ) : (
        <Formik
          initialValues={{ accountId: accounts[0]!.account_id }}
          onSubmit={(values) => {
            dispatch(bankAccountChosen({ accountId: values.accountId }));
          }}
        >
          <Form noValidate aria-label={t('application.bank.select.heading')}>
            <RadioGroupField
              name="accountId"
              legend={
                bankName
                  ? t('application.bank.select.legend', { bank: bankName })
                  : t('application.bank.select.legendPlain')
              }
              options={accounts.map((a) => ({
                value: a.account_id,
                label: t('application.bank.select.account', { name: a.name ?? '', last4: a.mask ?? '' }),
                details:
                  a.balances?.available != null ? (
                    <>
                      <br />
                      {t('application.bank.select.balance', { balance: wholeDollars(a.balances.available) })}
                    </>
                  ) : null,
              }))}
            />
            <Actions>
              <Button type="submit" disabled={saving}>
                {t('application.bank.select.use')}
              </Button>
            </Actions>
          </Form>
        </Formik>
      )}
    </ApplicationPage>
  );
}
