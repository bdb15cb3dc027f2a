// What the document viewers share: their 500-pixel reading height, the download link (E-SIGN: records must be
// retainable), a download's file name, and the failure with its retry ("An error occurred while loading the PDF").
import styled from 'styled-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useT } from '../../../lib/i18n';

/** A viewer's reading area is 500 pixels high on a desktop. */
export const PDF_VIEWER_HEIGHT = 500;

export const ViewerArea = styled.div`
  min-height: ${PDF_VIEWER_HEIGHT}px;
  @media (max-width: 480px), (max-height: 640px) {
    min-height: 0;
  }
`;

export const DownloadLink = styled.a`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xs} 0;
`;

/** A download's file name from the document's title. */
export const fileNameOf = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`;

/** The document could not be loaded: said (and focused, so it is heard), with a way to try again. */
export function ViewerFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <>
      <Alert autoFocus>{t('application.agreements.viewer.error')}</Alert>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('application.agreements.retry')}
      </Button>
    </>
  );
}
