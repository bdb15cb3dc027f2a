// The browser's own check of a chosen file before it is sent (the server checks again): not empty, within the size
// limit, and a PDF, JPEG or PNG by its first bytes (the name and the browser's guess are not trusted).
import { MAX_UPLOAD_BYTES, sniffUploadType } from '../../../lib/application/agreements';

export type UploadProblem = 'empty' | 'tooLarge' | 'wrongType';

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

export async function uploadProblemOf(file: Blob): Promise<UploadProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return sniffUploadType(await headOf(file)) ? null : 'wrongType';
}

/** The server's refusal codes (server/documents/routes.ts) as the same problems; anything else is a failed upload. */
export const problemOfCode = (code: string): UploadProblem | 'tooMany' | 'failed' =>
  (
    ({
      UPLOAD_EMPTY: 'empty',
      UPLOAD_TOO_LARGE: 'tooLarge',
      UPLOAD_TYPE: 'wrongType',
      TOO_MANY_UPLOADS: 'tooMany',
    }) as Record<string, UploadProblem | 'tooMany'>
  )[code] ?? 'failed';
