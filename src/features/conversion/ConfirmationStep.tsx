// The Confirmation step: the new loan's number, the payday loan closed, when the cash arrives (ACH on the shared
// banking calendar: spec 000 "Funds timing") and the signed agreement to download (E-SIGN 7001(d)).
import { useDocumentFileQuery } from '../../../api/application/agreements/endpoints';
import { useLoanConversionQuery } from '../../../api/conversion/endpoints';
import { Alert } from '../../components/Alert';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { accountPaths } from '../account/paths';
import { formatBusinessDate } from './format';
import { Link } from 'react-router-dom';
import { Figures } from './Figures';

const AGREEMENT_FILE = 'loan-agreement.pdf';

export function ConfirmationStep({ conversionId }: { conversionId: string }) {
  const { t, lang } = useT();
  const { data: conversion } = useLoanConversionQuery({ id: conversionId });
  // The download needs the sign-in's token, which a plain link does not send: the bytes come as a blob: URL.
  const agreementUrl = conversion?.agreementUrl ?? '';
  const { data: fileUrl } = useDocumentFileQuery(agreementUrl, { skip: !agreementUrl });
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
      {fileUrl && (
        <p>
          <a href={fileUrl} download={AGREEMENT_FILE}>
            {t('conversion.confirmation.agreement')}
          </a>
        </p>
      )}
      <p>
        <Link to={accountPaths.home}>{t('conversion.confirmation.account')}</Link>
      </p>
    </section>
  );
}
