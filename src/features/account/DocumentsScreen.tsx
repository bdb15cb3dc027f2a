// /account/documents: every agreement the customer signed, each downloadable (E-SIGN 7001(c): signed records must be
// retainable): the application's and the loan conversions' alike; and every payoff letter they asked for, with the
// form to ask for one (./PayoffLetterForm.tsx). The bytes come from GET /documents/:id with the customer's token when
// the link is pressed (DocumentDownloadLink, as on the conversion's confirmation).
import { useAccountDocumentsQuery, type AccountDocument } from '../../../api/account/endpoints';
import { DocumentDownloadLink } from '../../components/documents/DocumentDownloadLink';
import { useT } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { formatShortDate, formatShortEasternDay } from '../../lib/format/dates';
import { PayoffLetterForm } from './PayoffLetterForm';
import { useAccountReadOptions } from './useAccountReads';

function DocumentRow({ doc }: { doc: AccountDocument }) {
  const { t, lang } = useT();
  if (doc.goodThrough)
    return (
      <li>
        <DocumentDownloadLink url={doc.url} fileName={doc.fileName}>
          {t('account.payoffLetter.document', {
            loanNumber: doc.loanNumber ?? '',
            date: formatShortDate(doc.goodThrough, lang),
          })}
        </DocumentDownloadLink>{' '}
        — {t('account.payoffLetter.requested', { date: formatShortEasternDay(doc.createdAt, lang) })}
      </li>
    );
  return (
    <li>
      <DocumentDownloadLink url={doc.url} fileName={doc.fileName}>
        {t('account.documents.download', { name: doc.fileName })}
      </DocumentDownloadLink>
      {doc.signedAt && <> — {t('account.documents.signed', { date: formatShortEasternDay(doc.signedAt, lang) })}</>}
    </li>
  );
}

export default function DocumentsScreen() {
  const { t } = useT();
  const { data, isLoading, isError, refetch } = useAccountDocumentsQuery(undefined, useAccountReadOptions());
  return (
    <AccountPage
      heading={t('account.documents.heading')}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
    >
      <p>{t('account.documents.intro')}</p>
      {data?.length === 0 ? (
        <p>{t('account.documents.empty')}</p>
      ) : (
        <ul>
          {data?.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
      <PayoffLetterForm onLetter={() => void refetch()} />
    </AccountPage>
  );
}
