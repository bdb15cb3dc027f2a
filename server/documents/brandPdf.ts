// The preamble every document the portal issues shares: the brand's creditor (the one table, creditors.ts), the
// customer's words, a tagged PDF titled and authored by the creditor with its name, address and phone in the footer
// of every page, and the title as the first heading. The generators draw only what is theirs.
import type { BrandKey } from '../../brands/catalog';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { creditorFor, type Creditor } from './creditors';
import { renderPdf, title, type Pdf } from './pdf';
import { wordsIn, type Words } from './words';

export interface BrandPdfInput {
  brand: BrandKey;
  lang: Lang;
  titleKey: MessageKey;
  /** The document's date as the PDF records it; given, the same inputs make the same bytes. */
  createdAt?: Date;
}

/** The line at the foot of every page: the creditor's legal name, address and phone. */
export const documentFooter = (t: Words, creditor: Creditor) =>
  t('application.agreements.doc.footer', {
    creditor: creditor.legalName,
    address: creditor.address,
    phone: creditor.phone,
  });

export function brandPdf(
  input: BrandPdfInput,
  draw: (doc: Pdf, parts: { t: Words; creditor: Creditor }) => void,
): Promise<Buffer> {
  const t = wordsIn(input.lang);
  const creditor = creditorFor(input.brand);
  const heading = t(input.titleKey);
  return renderPdf(
    {
      title: heading,
      author: creditor.legalName,
      lang: input.lang,
      createdAt: input.createdAt,
      footer: documentFooter(t, creditor),
    },
    (doc) => {
      title(doc, heading);
      draw(doc, { t, creditor });
    },
  );
}
