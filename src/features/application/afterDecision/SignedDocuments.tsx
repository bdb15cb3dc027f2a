// The documents the customer signed, each a download (E-SIGN 7001(c): records the customer can keep): the signed loan
// agreement and the application agreements, stored on the server and fetched with the customer's token.
import { useSignedDocumentsQuery } from '../../../../api/application/afterDecision/endpoints';
import { useT } from '../../../lib/i18n';
import { fileNameOf } from '../agreements/PdfViewerModal';
import { DocumentDownloadLink } from '../../../components/documents/DocumentDownloadLink';

export function SignedDocuments({ applicationId }: { applicationId: string }) {
  const { t } = useT();
  const { data: documents = [] } = useSignedDocumentsQuery({ applicationId }, { skip: !applicationId });
  return (
    <section aria-labelledby="signed-documents-heading">
      <h2 id="signed-documents-heading">{t('application.afterDecision.documents.heading')}</h2>
      {documents.length === 0 ? (
        <p>{t('application.afterDecision.documents.none')}</p>
      ) : (
        <>
          <p>{t('application.afterDecision.documents.intro')}</p>
          <ul>
            {documents.map((doc) => (
              <li key={doc.idTag}>
                <DocumentDownloadLink url={doc.url} fileName={fileNameOf(doc.title)}>
                  {t('application.afterDecision.documents.download', { title: doc.title })}
                </DocumentDownloadLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
