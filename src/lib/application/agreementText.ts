// An application agreement as readable text: the same catalogue paragraphs its PDF prints, filled for the customer it
// was issued to, so a phone shows real text that reflows while the PDF stays the record that is kept and signed.
// The server answers it beside the PDF's download address (server/documents/routes.ts), to the same callers.
import type { Lang } from '../i18n/lang';

export interface AgreementText {
  lang: Lang;
  title: string;
  /** The brand and its creditor, the document's first line. */
  parties: string;
  paragraphs: string[];
  /** Whom this copy was made for: their name, the application number and the date. */
  preparedFor: string;
  /** The creditor's legal name, address and phone (the PDF's footer). */
  footer: string;
}

/** Where a document's text is read: its download address with /text. */
export const agreementTextUrl = (documentUrl: string) => `${documentUrl}/text`;
