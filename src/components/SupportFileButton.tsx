// "Download a support file" on the error pages: the sanitized action log in Redux DevTools' import format
// (src/lib/supportFile.ts), saved as a real download so the customer can send it to support.
import { readActionLog } from '../../store/actionLog';
import { useAppStore } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { buildSupportFile, supportFileName } from '../lib/supportFile';
import { Button } from './Button';

function saveAs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `label`, when given, is a translated text; the default is the catalogue's. */
export function SupportFileButton({ label }: { label?: string }) {
  const store = useAppStore();
  const { t } = useT();
  // Read on click, not on render: the file holds the session up to the moment the customer asks for it.
  const onClick = () => saveAs(buildSupportFile(readActionLog(store.dispatch)), supportFileName(new Date()));
  return (
    <Button type="button" $variant="secondary" onClick={onClick}>
      {label ?? t('errors.supportFile')}
    </Button>
  );
}
