// The documents the customer signed, each a download (E-SIGN 7001(c): records the customer can keep). The links are
// the agreements room's download route, named once on the server (server/afterDecision/signedDocuments.ts).
import { useSignedDocumentsQuery } from '../../../../api/application/afterDecision/endpoints';
import { useT } from '../../../lib/i18n';

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
                <a href={doc.url} download>
                  {t('application.afterDecision.documents.download', { title: doc.title })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
