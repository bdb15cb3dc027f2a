// Reads a PDF the way a checker must: the structure (header, every xref offset pointing at its object, trailer,
// %%EOF) and the text drawn on its pages (content streams inflated, the show-text operands decoded), so a test can
// say "this is a PDF and it says $1,400.00" without a PDF library.
import { inflateSync } from 'node:zlib';

/** Throws unless `bytes` is a well-formed PDF whose cross-reference table points at its objects. */
export function assertParsesAsPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no %PDF- header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF trailer');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith('xref', xrefAt)) throw new Error('startxref does not point at the xref table');
  const table = /xref\s+0\s+(\d+)\s+([\s\S]*?)trailer/.exec(text.slice(xrefAt));
  if (!table) throw new Error('unreadable xref table');
  const count = Number(table[1]);
  const entries = table[2]!.trim().split(/\s*\n\s*/);
  if (entries.length !== count) throw new Error(`xref has ${entries.length} entries, says ${count}`);
  entries.forEach((entry, n) => {
    const [offset, , kind] = entry.split(/\s+/);
    if (kind !== 'n') return;
    if (!text.startsWith(`${n} 0 obj`, Number(offset))) throw new Error(`object ${n} is not at its xref offset`);
  });
  if (!/trailer\s*<<[\s\S]*\/Root\s+\d+ 0 R/.test(text.slice(xrefAt))) throw new Error('trailer names no /Root');
}

/** Every content stream, inflated when compressed. */
function streams(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const out: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = bytes.subarray(start, end);
    try {
      out.push((/\/FlateDecode/.test(m[1]!) ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // a stream that is not flate (an image) holds no text
    }
  }
  return out;
}

/** The text drawn with TJ/Tj, one string per show-text operation, in WinAnsi (latin1 covers its letters). */
export function pdfText(bytes: Buffer): string {
  const parts: string[] = [];
  for (const stream of streams(bytes)) {
    const re = /\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)*)\]\s*TJ/g;
    for (let m = re.exec(stream); m; m = re.exec(stream)) {
      const hexes = m[1]!.match(/<([0-9a-fA-F]*)>/g) ?? [];
      parts.push(hexes.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join(''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
