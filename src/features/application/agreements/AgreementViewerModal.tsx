// The agreement viewer: the agreement as real text (the same words its PDF prints, filled for this customer), so it
// reflows on a phone at 320 pixels and is read aloud, in a scrolling region 500 pixels high on a desktop that the
// keyboard can scroll (focusable and named). Reading it to the end unlocks "I agree" (and, through `onRead`, the
// list's checkbox). The PDF stays the record: a download link. When either cannot be loaded it says "An error
// occurred while loading the PDF" and offers to try again; what could not be read cannot be agreed to.
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useDocumentFileQuery, useDocumentTextQuery } from '../../../../api/application/agreements/endpoints';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';
import { useReadToEnd } from './useReadToEnd';
import { DownloadLink, fileNameOf, PDF_VIEWER_HEIGHT, ViewerArea, ViewerFailure } from './viewerParts';

const TextRegion = styled.div`
  height: ${PDF_VIEWER_HEIGHT}px;
  overflow-y: auto;
  overflow-wrap: anywhere;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  line-height: 1.5;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A phone (or a short window) keeps room for the buttons below: the text takes half the screen's height. */
  @media (max-width: 480px), (max-height: 640px) {
    height: auto;
    max-height: 50vh;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const Parties = styled.p`
  font-weight: 700;
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The end of the text: when it scrolls into view, the whole text has been shown. */
const End = styled.div`
  height: 1px;
`;

const ReadHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

interface Props {
  title: string;
  /** The agreement's same-origin download address (server/documents/routes.ts); its text is read beside it. */
  url: string;
  onClose: () => void;
  /** Told once the customer has reached the end of the text. */
  onRead: () => void;
  onAgree: () => void;
  onDisagree: () => void;
}

export function AgreementViewerModal({ title, url, onClose, onRead, onAgree, onDisagree }: Props) {
  const { t } = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const text = useDocumentTextQuery(url);
  const file = useDocumentFileQuery(url);
  const failed = (text.isError && !text.isFetching) || (file.isError && !file.isFetching);
  const shown = text.data && !failed ? text.data : null;
  const read = useReadToEnd(boxRef, endRef, Boolean(shown), onRead);
  const retry = () => {
    if (text.isError) void text.refetch();
    if (file.isError) void file.refetch();
  };
  // Focus starts on the dialog itself, so a short screen opens at the heading; Tab reaches the text first.
  return (
    <Dialog title={title} onEscape={onClose} wide>
      <ViewerArea>
        {!shown && !failed && <StatusMessage>{t('application.agreements.viewer.loading')}</StatusMessage>}
        {failed && <ViewerFailure onRetry={retry} />}
        {shown && (
          <>
            <TextRegion
              ref={boxRef}
              role="region"
              tabIndex={0}
              aria-label={t('application.agreements.viewer.textLabel', { title })}
              lang={shown.lang}
            >
              <Parties>{shown.parties}</Parties>
              {shown.paragraphs.map((words, i) => (
                <p key={i}>{words}</p>
              ))}
              <Small>{shown.preparedFor}</Small>
              <Small>{shown.footer}</Small>
              <End ref={endRef} />
            </TextRegion>
            {file.data && (
              <DownloadLink href={file.data} download={fileNameOf(title)}>
                {t('application.agreements.viewer.download', { title })}
              </DownloadLink>
            )}
            <ReadHint id={hintId} role="status">
              {t(read ? 'application.agreements.viewer.readDone' : 'application.agreements.viewer.readToEnd')}
            </ReadHint>
          </>
        )}
      </ViewerArea>
      <DialogActions>
        <Button
          type="button"
          onClick={onAgree}
          disabled={!read || !shown}
          aria-describedby={shown ? hintId : undefined}
        >
          {t('application.agreements.viewer.agree')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDisagree}>
          {t('application.agreements.viewer.disagree')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('application.agreements.viewer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
