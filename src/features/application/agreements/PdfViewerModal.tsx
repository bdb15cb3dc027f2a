// The PDF agreement viewer (500 pixels high): the document is fetched with the customer's token and
// shown by the browser's own PDF viewer from a same-origin blob: URL (no PDF.js shipped; CSP frame-src allows blob:
// only), with a download link so it can be kept (E-SIGN: records must be retainable). When it cannot be loaded it
// says "An error occurred while loading the PDF" and offers to try again. Agree / disagree are the caller's.
import { useRef } from 'react';
import styled from 'styled-components';
import { useDocumentFileQuery } from '../../../../api/application/agreements/endpoints';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';

/** The viewer is 500 pixels high. */
export const PDF_VIEWER_HEIGHT = 500;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: ${PDF_VIEWER_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Area = styled.div`
  min-height: ${PDF_VIEWER_HEIGHT}px;
`;

const DownloadLink = styled.a`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

/** A download's file name from the document's title. */
export const fileNameOf = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`;

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
      <Area>
        {isFetching && !blobUrl && <StatusMessage>{t('application.agreements.viewer.loading')}</StatusMessage>}
        {failed && (
          <>
            <Alert autoFocus>{t('application.agreements.viewer.error')}</Alert>
            <Button type="button" $variant="secondary" onClick={() => void refetch()}>
              {t('application.agreements.retry')}
            </Button>
          </>
        )}
        {blobUrl && !failed && (
          <>
            <Frame src={blobUrl} title={t('application.agreements.viewer.frameTitle', { title })} />
            <DownloadLink href={blobUrl} download={downloadName}>
              {t('application.agreements.viewer.download', { title })}
            </DownloadLink>
          </>
        )}
      </Area>
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
