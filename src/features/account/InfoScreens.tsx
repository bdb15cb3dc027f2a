// The account's pages that tell rather than show a loan: personal details, apply now, the refinance entry, the
// credit-monitoring benefit, paying by phone (the brand's IVR number and hours) and the error page.
import { Link } from 'react-router-dom';
import { useAccountContactDetailsQuery, useAccountSummaryQuery } from '../../../api/account/endpoints';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { PrimaryAction } from '../../components/PrimaryAction';
import { useT } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { ContactChangeForm } from './ContactChangeForm';
import { conversionPaths } from '../conversion/paths';
import { APPLY_PATH, accountPaths } from './paths';
import { useAccountReadOptions } from './useAccountReads';

function useBrand() {
  return useAppSelector(selectBrandConfig);
}

export function PersonalScreen() {
  const { t } = useT();
  const brand = useBrand();
  const { data, isLoading, isError, refetch } = useAccountContactDetailsQuery(undefined, useAccountReadOptions());
  const signedInEmail = useAppSelector((s) => s.auth.email);
  const none = t('account.personal.none');
  return (
    <AccountPage
      heading={t('account.personal.heading')}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
    >
      {data && (
        <dl>
          <dt>{t('account.personal.name')}</dt>
          <dd>{`${data.firstName} ${data.lastName}`}</dd>
          <dt>{t('account.personal.email')}</dt>
          <dd>{data.email}</dd>
          <dt>{t('account.contact.contactEmail')}</dt>
          <dd>{data.contactEmail}</dd>
          <dt>{t('account.personal.phone')}</dt>
          <dd>{data.phoneLast4 ? t('account.personal.phoneLast4', { last4: data.phoneLast4 }) : none}</dd>
          <dt>{t('account.personal.address')}</dt>
          <dd>
            {data.addressLine1 ? (
              <address>
                {data.addressLine1}
                {data.addressLine2 && <>, {data.addressLine2}</>}
                <br />
                {`${data.city ?? ''}, ${data.stateCode ?? ''} ${data.zipCode ?? ''}`}
              </address>
            ) : (
              none
            )}
          </dd>
        </dl>
      )}
      {data === null && <p>{t('account.personal.noRecord', { email: signedInEmail })}</p>}
      {data && <ContactChangeForm loginEmail={data.email} />}
      <p>{t('account.personal.changeHelp', { phone: brand.phoneNumber, hours: t('brand.contactHours') })}</p>
    </AccountPage>
  );
}

export function ApplyNowScreen() {
  const { t } = useT();
  return (
    <AccountPage heading={t('account.applyNow.heading')}>
      <p>{t('account.applyNow.body')}</p>
      <p>
        <PrimaryAction to={APPLY_PATH}>{t('account.applyNow.start')}</PrimaryAction>
      </p>
    </AccountPage>
  );
}

export function RefinanceScreen() {
  const { t } = useT();
  const conversionOn = useAppSelector((s) => s.flags.values.loanConversion);
  return (
    <AccountPage heading={t('account.refinance.heading')}>
      <p>{t('account.refinance.body')}</p>
      <p>
        {conversionOn ? (
          <Link to={conversionPaths.choose}>{t('account.refinance.see')}</Link>
        ) : (
          t('account.refinance.callUs')
        )}
      </p>
    </AccountPage>
  );
}

export function BenefitsScreen() {
  const { t } = useT();
  return (
    <AccountPage heading={t('account.benefits.heading')}>
      <h2>{t('account.benefits.creditView.heading')}</h2>
      <p>{t('account.benefits.creditView.body')}</p>
      <p>{t('account.benefits.creditView.note')}</p>
    </AccountPage>
  );
}

export function IvrScreen() {
  const { t } = useT();
  const brand = useBrand();
  const { data } = useAccountSummaryQuery(undefined, useAccountReadOptions());
  return (
    <AccountPage heading={t('account.ivr.heading')}>
      <p>{t('account.ivr.body', { hours: t('brand.contactHours') })}</p>
      <p>
        <a href={`tel:${brand.phoneNumber}`}>{t('account.ivr.call', { phone: brand.phoneNumber })}</a>
      </p>
      {data?.loan && <p>{t('account.ivr.need', { number: data.loan.loanNumber })}</p>}
    </AccountPage>
  );
}

export function AccountErrorScreen() {
  const { t } = useT();
  return (
    <AccountPage heading={t('account.error.heading')}>
      <p>{t('errors.generic')}</p>
      <p>
        <Link to={accountPaths.home}>{t('account.error.back')}</Link>
      </p>
    </AccountPage>
  );
}
