// One application agreement as a PDF: the words agreementText.ts gives (so the copy the customer keeps and the text
// the viewer shows never differ), under the brand's preamble.
import { brandPdf } from './brandPdf';
import { paragraph } from './pdf';
import { agreementDocKey, agreementText, type AgreementInput } from './agreementText';

export { agreementTitle } from './agreementText';

export function agreementPdf(input: AgreementInput): Promise<Buffer> {
  const text = agreementText(input);
  return brandPdf({ brand: input.brand, lang: input.lang, titleKey: agreementDocKey(input.id, 'title') }, (doc) => {
    paragraph(doc, text.parties, { bold: true });
    for (const words of text.paragraphs) paragraph(doc, words);
    paragraph(doc, text.preparedFor, { size: 9 });
  });
}
