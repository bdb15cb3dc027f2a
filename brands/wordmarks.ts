// Each brand's logo as data: a 32×32 mark made of filled paths and a two-line wordmark. One description drawn by two
// renderers, the client's <Logo> (src/components/Logo.tsx) and the server's brand pages (server/http/pages.ts), so
// the header looks the same whether or not the client loads. Colours are theme colour names, never values.
import type { DefaultTheme } from 'styled-components';
import type { BrandKey } from './catalog';

type Tone = keyof Pick<DefaultTheme['colors'], 'primary' | 'accent' | 'text' | 'primaryText' | 'background'>;

export interface Wordmark {
  mark: { d: string; tone: Tone }[];
  /** The large first line, and the small capitals under it; together they read as the brand's name. */
  name: string;
  tagline: string;
  /** The widths the two lines are set to (SVG `textLength`), so the logo keeps its size in any fallback font. */
  nameWidth: number;
  taglineWidth: number;
}

export const WORDMARKS: Record<BrandKey, Wordmark> = {
  // A sun: the light in "Lumen".
  lumen: {
    mark: [
      { d: 'M16 10a6 6 0 1 1 0 12a6 6 0 1 1 0-12z', tone: 'accent' },
      {
        d: 'M15 1h2v6h-2zM15 25h2v6h-2zM1 15h6v2H1zM25 15h6v2h-6zM5.4 6.8l1.4-1.4 4.2 4.2-1.4 1.4zM21 22.4l1.4-1.4 4.2 4.2-1.4 1.4zM5.4 25.2l4.2-4.2 1.4 1.4-4.2 4.2zM21 9.6l4.2-4.2 1.4 1.4-4.2 4.2z',
        tone: 'primary',
      },
    ],
    name: 'Lumen',
    tagline: 'CASH',
    nameWidth: 72,
    taglineWidth: 34,
  },
  // A sail in a harbour, on a navy tile.
  harbor: {
    mark: [
      { d: 'M4 1h24a3 3 0 0 1 3 3v24a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3z', tone: 'primary' },
      { d: 'M15 5v16H7z', tone: 'accent' },
      { d: 'M17 8v13h7zM6 23h20l-3 4H9z', tone: 'primaryText' },
    ],
    name: 'Harbor',
    tagline: 'CHECK & LOAN',
    nameWidth: 80,
    taglineWidth: 80,
  },
  // A pine on a crest.
  pinecrest: {
    mark: [
      { d: 'M16 1l8 11h-4l6 9H6l6-9H8z', tone: 'primary' },
      { d: 'M14 21h4v5h-4zM2 29c5-3 9-4 14-4s9 1 14 4v2H2z', tone: 'accent' },
    ],
    name: 'Pinecrest',
    tagline: 'CASH ADVANCE',
    nameWidth: 108,
    taglineWidth: 84,
  },
  // A globe's meridian.
  meridian: {
    mark: [
      {
        d: 'M16 2a14 14 0 1 1 0 28a14 14 0 1 1 0-28zm0 3a11 11 0 1 0 0 22a11 11 0 1 0 0-22zM5 15h22v2H5z',
        tone: 'primary',
      },
      {
        d: 'M16 5c-4 3-5.5 7.5-5.5 11s1.5 8 5.5 11c4-3 5.5-7.5 5.5-11S20 8 16 5zm0 3.6c2.2 2.4 3 5.2 3 7.4s-.8 5-3 7.4c-2.2-2.4-3-5.2-3-7.4s.8-5 3-7.4z',
        tone: 'accent',
      },
    ],
    name: 'Meridian',
    tagline: 'INSTALLMENT LOANS',
    nameWidth: 104,
    taglineWidth: 112,
  },
  // A card.
  keel: {
    mark: [
      { d: 'M4 6h24a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3z', tone: 'primary' },
      { d: 'M1 11h30v3H1z', tone: 'background' },
      { d: 'M5 18h7v4H5z', tone: 'accent' },
    ],
    name: 'Keel',
    tagline: 'CARD',
    nameWidth: 52,
    taglineWidth: 34,
  },
};

/** The logo's drawing box: the mark, a gap, then the wider of the two lines. */
export function wordmarkBox(w: Wordmark): { width: number; height: number } {
  return { width: 40 + Math.max(w.nameWidth, w.taglineWidth), height: 40 };
}

// Shared geometry of the two text lines (SVG user units).
export const WORDMARK_TEXT = {
  x: 40,
  name: { y: 22, size: 22, weight: 700 },
  tagline: { y: 35, size: 9.5, weight: 600 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The logo as SVG markup, for pages rendered on the server. Accessible name: the brand's name. */
export function wordmarkSvg(
  w: Wordmark,
  label: string,
  theme: Pick<DefaultTheme, 'colors' | 'fonts'>,
  height = 40,
): string {
  const { width } = wordmarkBox(w);
  const t = WORDMARK_TEXT;
  const { colors, fonts } = theme;
  const paths = w.mark.map((p) => `<path fill-rule="evenodd" fill="${colors[p.tone]}" d="${p.d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeXml(label)}" viewBox="0 0 ${width} 40" ` +
    `width="${(width * height) / 40}" height="${height}"><g transform="translate(0 4)">${paths}</g>` +
    `<text x="${t.x}" y="${t.name.y}" font-size="${t.name.size}" font-weight="${t.name.weight}" fill="${colors.text}" ` +
    `font-family="${escapeXml(fonts.heading)}" textLength="${w.nameWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(w.name)}</text>` +
    `<text x="${t.x}" y="${t.tagline.y}" font-size="${t.tagline.size}" font-weight="${t.tagline.weight}" fill="${colors.primary}" ` +
    `font-family="${escapeXml(fonts.body)}" textLength="${w.taglineWidth}" lengthAdjust="spacing">${escapeXml(w.tagline)}</text></svg>`
  );
}
