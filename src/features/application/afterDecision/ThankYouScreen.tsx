// /application/thank-you: the loan is signed (and, once ORIGINATED, made). When the money arrives, per brand and
// funding method (debit card as soon as 30 minutes; a bank deposit by the business date the server worked out on
// its calendar), the loan's terms, and every signed document to download; the way on is to the account.
import {
  useApplicationStateQuery,
  useGetFundsTimingQuery,
  useGetInitialLoanDetailsQuery,
  type FundsTiming,
} from '../../../../api/application/afterDecision/endpoints';
import { PrimaryAction } from '../../../components/PrimaryAction';
import { useT } from '../../../lib/i18n';
import { accountPaths } from '../../account/paths';
import { ApplicationPage } from '../ApplicationPage';
import { useApplicationPage } from '../useApplicationPage';
import { formatBusinessDate } from '../../../lib/format/dates';
import { LoanTerms } from './LoanTerms';
import { SignedDocuments } from './SignedDocuments';

function FundsArrival({ timing }: { timing: FundsTiming }) {
  const { t, lang } = useT();
  if (timing.fundingMethod === 'DEBIT_CARD' && timing.asSoonAsMinutes != null)
    return <p>{t('application.afterDecision.thankYou.debitCard', { minutes: timing.asSoonAsMinutes })}</p>;
  return (
    <>
      <p>
        <strong>
          {t('application.afterDecision.thankYou.ach', { date: formatBusinessDate(timing.businessDate, lang) })}
        </strong>
      </p>
      <p>{t('application.afterDecision.thankYou.achRule')}</p>
    </>
  );
}

export default function ThankYouScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const { data: state } = useApplicationStateQuery({ id }, { skip: !id });
  const originated = state?.status === 'ORIGINATED';
  const { data: timing } = useGetFundsTimingQuery({ applicationId: id }, { skip: !id || !state });
  const { data: details } = useGetInitialLoanDetailsQuery(
    { applicationId: id, isOriginated: true },
    { skip: !id || !originated },
  );
  return (
    <ApplicationPage
      heading={t(
        originated ? 'application.afterDecision.thankYou.heading' : 'application.afterDecision.thankYou.pending',
      )}
      {...page}
    >
      {!originated && state && <p>{t('application.afterDecision.thankYou.pendingBody')}</p>}
      {timing && <FundsArrival timing={timing} />}
      {details && <LoanTerms details={details} />}
      {id && <SignedDocuments applicationId={id} />}
      <p>
        <PrimaryAction to={accountPaths.home}>{t('application.afterDecision.toAccount')}</PrimaryAction>
      </p>
    </ApplicationPage>
  );
}
