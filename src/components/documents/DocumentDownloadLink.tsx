// A stored document's download (E-SIGN 7001(c): records the customer can keep; Reg B: the notice in writing). The
// download route wants the customer's token, which a plain link cannot send, so a press fetches the bytes with it
// (the agreements room's documentFile call, a same-origin blob: URL) and saves them under the document's name.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { agreementsApi } from '../../../api/application/agreements/endpoints';
import { Alert } from '../Alert';
import { useT } from '../../lib/i18n';

function save(blobUrl: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = blobUrl;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function DocumentDownloadLink({
  url,
  fileName,
  children,
}: {
  url: string;
  fileName: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const [fetchFile, { isFetching }] = agreementsApi.endpoints.documentFile.useLazyQuery();
  const [failed, setFailed] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (isFetching) return;
    setFailed(false);
    const result = await fetchFile(url, true);
    if (result.data) save(result.data, fileName);
    else setFailed(true);
  };
  return (
    <>
      <a href={url} onClick={(event) => void onClick(event)} aria-busy={isFetching || undefined}>
        {children}
      </a>
      {failed && <Alert>{t('application.agreements.viewer.error')}</Alert>}
    </>
  );
}
