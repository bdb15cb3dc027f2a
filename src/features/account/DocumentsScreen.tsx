// /account/documents: every agreement the customer signed, each downloadable (E-SIGN 7001(c): signed records must be
// retainable). The bytes come from GET /documents/:id with the customer's token (the agreements feature's document
// fetch), offered as a download once fetched.
import { useAccountDocumentsQuery, type AccountDocument } from '../../../api/account/endpoints';
import { useDocumentFileQuery } from '../../../api/application/agreements/endpoints';
import { useT } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { formatAccountInstant } from './format';
import { useAccountReadOptions } from './useAccountReads';

function DocumentRow({ doc }: { doc: AccountDocument }) {
  const { t, lang } = useT();
  const { data: blobUrl } = useDocumentFileQuery(doc.url);
  const label = t('account.documents.download', { name: doc.fileName });
  return (
    <li>
      {blobUrl ? (
        <a href={blobUrl} download={doc.fileName}>
          {label}
        </a>
      ) : (
        <span>{doc.fileName}</span>
      )}
      {doc.signedAt && <> — {t('account.documents.signed', { date: formatAccountInstant(doc.signedAt, lang) })}</>}
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
    </AccountPage>
  );
}
