// /application/approved/agreements: an approved application (or an approved lead's clone) sees its loan's terms before
// the agreement itself, then goes on to read and sign it.
import { Link } from 'react-router-dom';
import { useGetInitialLoanDetailsQuery } from '../../../../api/application/afterDecision/endpoints';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { LoanTerms } from './LoanTerms';

export default function ApprovedAgreementsScreen() {
  const { t } = useT();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const { data: details, isLoading } = useGetInitialLoanDetailsQuery({ applicationId: id }, { skip: !id });
  return (
    <ApplicationPage heading={t('application.afterDecision.approved.heading')} {...page}>
      <p>{t('application.afterDecision.approved.body')}</p>
      {details && <LoanTerms details={details} />}
      {isLoading && <StatusMessage>{t('application.afterDecision.esign.loading')}</StatusMessage>}
      <p>
        <Link to={p.esign}>{t('application.afterDecision.approved.continue')}</Link>
      </p>
    </ApplicationPage>
  );
}
