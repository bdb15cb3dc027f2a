// The account pages that describe the customer's situation (accountSummary.page), each with what a borrower expects
// there: what is due with the way to pay beside it, then the loan's other figures and schedule; the store and the
// days left for a conditional approval; what happens next for a refinance, a payment plan, a hold or a rescission.
// Each page has at most one primary action: the thing the customer came to do (pay, apply).
import { conversionPaths } from '../conversion/paths';
import { useAccountSummaryQuery, type AccountSummary } from '../../../api/account/endpoints';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { PrimaryAction, SecondaryAction } from '../../components/PrimaryAction';
import { SummaryFigure, SummaryFigures } from '../../components/SummaryFigure';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { displayPhone } from '../../lib/phone';
import type { AccountPageName } from '../../lib/account/accountPage';
import type { MessageKey } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { AutopaySection } from './AutopaySection';
import { LoanFigures, PaymentSchedule } from './LoanSummary';
import { accountPaths } from './paths';
import { useAccountReadOptions } from './useAccountReads';

/** The status pages: their heading and what they tell. */
const STATUS_TEXT: Partial<Record<AccountPageName, [MessageKey, MessageKey]>> = {
  PENDING_REFINANCE: ['account.pendingRefinance.heading', 'account.pendingRefinance.body'],
  PENDING_EPP: ['account.pendingEpp.heading', 'account.pendingEpp.body'],
  REFINANCE_PENDING_ORIGINATION: [
    'account.refinancePendingOrigination.heading',
    'account.refinancePendingOrigination.body',
  ],
  ORIGINATION_ON_HOLD: ['account.originationOnHold.heading', 'account.originationOnHold.body'],
};

function useBrand() {
  return useAppSelector(selectBrandConfig);
}

function LoanSections({ loan }: { loan: NonNullable<AccountSummary['loan']> }) {
  const { t } = useT();
  // An open payday loan may be converted or refinanced; the offers page says which, while the feature is on.
  const conversionOn = useAppSelector((s) => s.flags.values.loanConversion);
  return (
    <>
      <LoanFigures
        loan={loan}
        action={loan.isPayable && <PrimaryAction to={accountPaths.payment}>{t('account.loan.payNow')}</PrimaryAction>}
      />
      {conversionOn && loan.productCode === 'PDL' && loan.status === 'OPEN' && (
        <p>
          <SecondaryAction to={conversionPaths.choose}>{t('account.loan.convert')}</SecondaryAction>
        </p>
      )}
      <AutopaySection loan={loan} />
      <PaymentSchedule loan={loan} />
    </>
  );
}

function ConditionalApproval({ approval }: { approval: NonNullable<AccountSummary['conditionallyApproved']> }) {
  const { t } = useT();
  const store = approval.storeInformation?.store;
  return (
    <>
      <p>{t('account.conditional.body')}</p>
      <p>
        <strong>{t('account.conditional.daysLeft', { days: approval.daysLeft ?? 0 })}</strong>
      </p>
      <h2>{t('account.conditional.store')}</h2>
      {store ? (
        <address>
          {store.storeName}
          <br />
          {store.addressLine1}
          <br />
          {`${store.city}, ${store.state} ${store.postalCode}`}
          <br />
          <a href={`tel:${store.phone}`}>{displayPhone(store.phone)}</a>
        </address>
      ) : (
        <p>{t('account.conditional.noStore')}</p>
      )}
    </>
  );
}

/**
 * A loan being cancelled within the right to cancel: the customer returns what they received (the amount financed)
 * and owes nothing else, so the page shows that one figure and none of the loan's charges, balance or schedule.
 */
function Rescission({ loan, phone }: { loan: AccountSummary['loan']; phone: string }) {
  const { t } = useT();
  return (
    <AccountPage heading={t('account.rescission.heading')}>
      <p>{t('account.rescission.body', { loanNumber: loan?.loanNumber ?? '', phone })}</p>
      {loan && (
        <SummaryFigures data-testid="rescission-return">
          <SummaryFigure
            label={t('account.rescission.toReturn')}
            value={formatCents(loan.loanAmount)}
            tone="emphasised"
          />
        </SummaryFigures>
      )}
    </AccountPage>
  );
}

/** The page `page` shows with the summary's data. */
export function SummaryPage({ summary, page = summary.page }: { summary: AccountSummary; page?: AccountPageName }) {
  const { t } = useT();
  const brand = useBrand();
  const contact = { phone: brand.phoneNumber, hours: t('brand.contactHours') };
  const loan = summary.loan ?? null;
  switch (page) {
    case 'OPEN_LOAN':
      return <AccountPage heading={t('account.openLoan.heading')}>{loan && <LoanSections loan={loan} />}</AccountPage>;
    case 'OPEN_LOAN_PAST_DUE':
      return (
        <AccountPage heading={t('account.pastDue.heading')}>
          {loan && (
            <Alert autoFocus={false}>
              {t('account.pastDue.alert', { amount: formatCents(loan.pastDueAmount || loan.amountDue), ...contact })}
            </Alert>
          )}
          {loan && <LoanSections loan={loan} />}
        </AccountPage>
      );
    case 'NO_OPEN_LOAN':
      return (
        <AccountPage heading={t('account.noOpenLoan.heading')}>
          <p>{t('account.noOpenLoan.body')}</p>
          <p>
            <PrimaryAction to={accountPaths.applyNow}>{t('account.noOpenLoan.apply')}</PrimaryAction>
          </p>
        </AccountPage>
      );
    case 'LOAN_IN_RESCISSION':
      return <Rescission loan={loan} phone={contact.phone} />;
    case 'CONDITIONALLY_APPROVED_LOAN':
      return (
        <AccountPage heading={t('account.conditional.heading')}>
          {summary.conditionallyApproved && <ConditionalApproval approval={summary.conditionallyApproved} />}
        </AccountPage>
      );
    default: {
      const [heading, body] = STATUS_TEXT[page]!;
      return (
        <AccountPage heading={t(heading)}>
          <p>{t(body, contact)}</p>
          {loan && <LoanSections loan={loan} />}
        </AccountPage>
      );
    }
  }
}

/** A route of its own for one page (the summary read as at /account). */
function routeFor(page: AccountPageName) {
  return function SummaryRoute() {
    const { t } = useT();
    const { data, isLoading, isError, refetch } = useAccountSummaryQuery(undefined, useAccountReadOptions());
    if (!data)
      return (
        <AccountPage
          heading={t('account.nav.summary')}
          loading={isLoading || !isError}
          failed={isError}
          onRetry={() => void refetch()}
        />
      );
    return <SummaryPage summary={data} page={page} />;
  };
}

export const OpenLoanScreen = routeFor('OPEN_LOAN');
export const OpenLoanPastDueScreen = routeFor('OPEN_LOAN_PAST_DUE');
export const NoOpenLoanScreen = routeFor('NO_OPEN_LOAN');
export const ConditionallyApprovedScreen = routeFor('CONDITIONALLY_APPROVED_LOAN');
export const PendingRefinanceScreen = routeFor('PENDING_REFINANCE');
export const PendingEppScreen = routeFor('PENDING_EPP');
export const RefinancePendingOriginationScreen = routeFor('REFINANCE_PENDING_ORIGINATION');
export const OriginationOnHoldScreen = routeFor('ORIGINATION_ON_HOLD');
export const LoanInRescissionScreen = routeFor('LOAN_IN_RESCISSION');
