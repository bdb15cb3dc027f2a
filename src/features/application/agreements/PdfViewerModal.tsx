// The PDF viewer (500 pixels high) for a document with no text version (the loan agreement on e-sign): fetched with
// the customer's token and shown by the browser's own PDF viewer from a same-origin blob: URL (no PDF.js shipped; CSP
// frame-src allows blob: only), with a download link so it can be kept (E-SIGN: records must be retainable). When it
// cannot be loaded it says "An error occurred while loading the PDF" and offers to try again. Agree / disagree are the
// caller's. The application agreements are read as text instead (AgreementViewerModal).
import { useRef } from 'react';
import styled from 'styled-components';
import { useDocumentFileQuery } from '../../../../api/application/agreements/endpoints';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { DownloadLink, fileNameOf, PDF_VIEWER_HEIGHT, ViewerArea, ViewerFailure } from './viewerParts';

export { fileNameOf, PDF_VIEWER_HEIGHT } from './viewerParts';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: ${PDF_VIEWER_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

interface Props {
  title: string;
  /** The document's same-origin download address (server/documents/routes.ts). */
  url: string;
  /** The file name a download is saved as. */
  fileName?: string;
  onClose: () => void;
  /** With both, the viewer asks for the customer's answer. */
  onAgree?: () => void;
  onDisagree?: () => void;
}

export function PdfViewerModal({ title, url, fileName, onClose, onAgree, onDisagree }: Props) {
  const { t } = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data: blobUrl, isFetching, isError, refetch } = useDocumentFileQuery(url);
  const failed = isError && !isFetching;
  const downloadName = fileName ?? fileNameOf(title);
  return (
    <Dialog title={title} onEscape={onClose} initialFocus={closeRef} wide>
      <ViewerArea>
        {isFetching && !blobUrl && <StatusMessage>{t('application.agreements.viewer.loading')}</StatusMessage>}
        {failed && <ViewerFailure onRetry={() => void refetch()} />}
        {blobUrl && !failed && (
          <>
            <Frame src={blobUrl} title={t('application.agreements.viewer.frameTitle', { title })} />
            <DownloadLink href={blobUrl} download={downloadName}>
              {t('application.agreements.viewer.download', { title })}
            </DownloadLink>
          </>
        )}
      </ViewerArea>
      <DialogActions>
        {onAgree && onDisagree && (
          <>
            <Button type="button" onClick={onAgree} disabled={!blobUrl || failed}>
              {t('application.agreements.viewer.agree')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onDisagree}>
              {t('application.agreements.viewer.disagree')}
            </Button>
          </>
        )}
        <Button ref={closeRef} type="button" $variant="secondary" onClick={onClose}>
          {t('application.agreements.viewer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
