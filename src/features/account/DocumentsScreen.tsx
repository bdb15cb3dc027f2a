// /account/documents: every agreement the customer signed, each downloadable (E-SIGN 7001(c): signed records must be
// retainable): the application's and the loan conversions' alike; and every payoff letter they asked for, with the
// form to ask for one (./PayoffLetterForm.tsx); and every autopay authorization they agreed to (Reg E, 12 CFR
// 1005.10(b): a copy to the customer). The bytes come from GET /documents/:id with the customer's token when
// the link is pressed (DocumentDownloadLink, as on the conversion's confirmation).
import { useAccountDocumentsQuery, type AccountDocument } from '../../../api/account/endpoints';
import { DocumentDownloadLink } from '../../components/documents/DocumentDownloadLink';
import { AUTOPAY_DOCUMENT_KIND } from '../../lib/account/autopay';
import { useT } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { formatShortDate, formatShortEasternDay } from '../../lib/format/dates';
import { PayoffLetterForm } from './PayoffLetterForm';
import { useAccountReadOptions } from './useAccountReads';

function DocumentRow({ doc }: { doc: AccountDocument }) {
  const { t, lang } = useT();
  const day = (iso: string) => formatShortEasternDay(iso, lang);
  const loanNumber = doc.loanNumber ?? '';
  const autopaySigned = doc.kind === AUTOPAY_DOCUMENT_KIND ? doc.signedAt : null;
  let label = t('account.documents.download', { name: doc.fileName });
  if (doc.goodThrough)
    label = t('account.payoffLetter.document', { loanNumber, date: formatShortDate(doc.goodThrough, lang) });
  else if (autopaySigned) label = t('account.documents.autopayAuthorization', { loanNumber, date: day(autopaySigned) });
  let note: string | null = null;
  if (doc.goodThrough) note = t('account.payoffLetter.requested', { date: day(doc.createdAt) });
  else if (doc.signedAt && !autopaySigned) note = t('account.documents.signed', { date: day(doc.signedAt) });
  return (
    <li>
      <DocumentDownloadLink url={doc.url} fileName={doc.fileName}>
        {label}
      </DocumentDownloadLink>
      {note && <> — {note}</>}
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
