// The Confirmation step: the new loan's number, the payday loan closed, when the cash arrives (ACH on the shared
// banking calendar) and the signed agreement to download (E-SIGN 7001(d)).
import { useLoanConversionQuery } from '../../../api/conversion/endpoints';
import { Alert } from '../../components/Alert';
import { DocumentDownloadLink } from '../../components/documents/DocumentDownloadLink';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { accountPaths } from '../account/paths';
import { formatBusinessDate } from '../../lib/format/dates';
import { Link } from 'react-router-dom';
import { Figures } from './Figures';

const agreementFile = (loanNumber: string | null | undefined) => `loan-agreement-${loanNumber ?? 'signed'}.pdf`;

export function ConfirmationStep({ conversionId }: { conversionId: string }) {
  const { t, lang } = useT();
  const { data: conversion } = useLoanConversionQuery({ id: conversionId });
  if (!conversion) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  const cash = conversion.cashBack ?? 0;
  return (
    <section aria-labelledby="confirmation-heading">
      <Alert tone="success" autoFocus>
        <h2 id="confirmation-heading">{t('conversion.confirmation.title')}</h2>
      </Alert>
      <Figures>
        <dt>{t('conversion.confirmation.loanNumber')}</dt>
        <dd data-testid="new-loan-number">{conversion.newLoanNumber}</dd>
        <dt>{t('conversion.refinance.cashBack')}</dt>
        <dd>{formatCents(cash)}</dd>
      </Figures>
      <p>{t('conversion.confirmation.closed', { loanNumber: conversion.originalLoanNumber })}</p>
      <p>
        {cash > 0 && conversion.fundsTiming
          ? t('conversion.confirmation.fundsNextDay', {
              date: formatBusinessDate(conversion.fundsTiming.businessDate, lang),
            })
          : t('conversion.confirmation.noCash')}
      </p>
      {conversion.agreementUrl && (
        // A div, not a p: the link's failure message is a block (an Alert) that a paragraph may not hold.
        <div>
          <DocumentDownloadLink url={conversion.agreementUrl} fileName={agreementFile(conversion.newLoanNumber)}>
            {t('conversion.confirmation.agreement')}
          </DocumentDownloadLink>
        </div>
      )}
      <p>
        <Link to={accountPaths.home}>{t('conversion.confirmation.account')}</Link>
      </p>
    </section>
  );
}
