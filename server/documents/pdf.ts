// The one place the server draws PDFs (pdfkit): a letter-size, tagged document (title, language) with the brand's
// creditor line in the footer of every page, and the few shapes the documents use (heading, paragraph, list, a boxed
// group). Helvetica's WinAnsi encoding covers English and Spanish (á, é, ñ, ¿, ¡). Returns the finished bytes.
import type PDFDocument from 'pdfkit';
import type { Lang } from '../../src/lib/i18n/lang';

export type Pdf = InstanceType<typeof PDFDocument>;

export interface PdfMeta {
  title: string;
  author: string;
  lang: Lang;
  /** One line at the foot of every page (the creditor's legal name, address and phone). */
  footer: string;
  /** Recorded as the creation date (and so the file ID): fixed, the same drawing gives the same bytes. */
  createdAt?: Date;
}

const MARGIN = 54;
export const BODY_SIZE = 10;

// pdfkit (and its fonts) loads with the first document drawn, not at start; once, the promise is kept. A load that
// fails rejects that document and the next ones with its error.
let pdfKit: Promise<typeof PDFDocument> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((m) => m.default));

/** Draws the document with `draw`, then stamps the footer on every page, and resolves with the PDF's bytes. */
export async function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFKit = await loadPdfKit();
  const doc = new PDFKit({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: meta.lang === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: meta.author,
      ...(meta.createdAt ? { CreationDate: meta.createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(BODY_SIZE);
  draw(doc);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page; lift it for the footer line only.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(meta.footer, MARGIN, doc.page.height - MARGIN, { width: doc.page.width - 2 * MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function title(doc: Pdf, text: string) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(text, { align: 'left' }).moveDown(0.6);
  doc.font('Helvetica').fontSize(BODY_SIZE);
}

export function heading(doc: Pdf, text: string) {
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(BODY_SIZE);
}

export function paragraph(doc: Pdf, text: string, options: { bold?: boolean; size?: number } = {}) {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? BODY_SIZE)
    .fillColor('#000000')
    .text(text, { align: 'left', lineGap: 2 })
    .moveDown(0.5);
  doc.font('Helvetica').fontSize(BODY_SIZE);
}

export function bullets(doc: Pdf, items: readonly string[]) {
  doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#000000');
  doc.list([...items], { bulletRadius: 2, textIndent: 12, lineGap: 2 }).moveDown(0.5);
}
