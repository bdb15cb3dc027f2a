// Finds English on a page that should be all Spanish. Every text a customer can read (visible text nodes, and the
// aria-label and placeholder of visible elements) is checked two ways: against the English catalogue, where a text
// equal to an English message whose Spanish differs is English (a message's `{placeholders}` match any words, its
// `<tags>` split it into the parts a screen renders apart), the titles the server sends in both languages (footer and
// learning-center links) likewise; and for English words no Spanish sentence uses ("the", "your", "please"...), which
// also catches words the server sends that are in no catalogue. Brand names that contain such words are allowed.
import type { Page } from '@playwright/test';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { footerLinksFor } from '../../server/content/footerLinks';
import { learningCenterLinksFor } from '../../server/content/learningCenter';
import { en, type MessageKey } from '../../src/lib/i18n/en';
import { es } from '../../src/lib/i18n/es';

/** Names that read the same in any language: brands, the lenders and the languages' own names. */
const PROPER_NAMES: string[] = Object.values(BRANDS).flatMap((b) => [b.name, b.legalName]);

/** English words that no Spanish sentence of the portal uses. */
const ENGLISH_WORDS = /\b(the|your|you|and|with|please|this|that|our|we|for|to|of|is|are|has|have|not)\b/i;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message's parts as a screen renders them: split at its tags, without ICU plurals and selects (skipped). */
function partsOf(message: string): string[] {
  if (/\{\w+, (plural|select|selectordinal),/.test(message)) return [];
  return message
    .split(/<\/?\w+>/)
    .map(squash)
    .filter((part) => part.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 3);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(part: string): RegExp {
  const pieces = part.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${pieces.join('.+?')}$`, 's');
}

const KEYS = Object.keys(en) as MessageKey[];

/** Every text in both languages, named: the catalogue's messages and the titles the server sends. */
const PAIRS: { name: string; en: string; es: string }[] = [
  ...KEYS.map((key) => ({ name: key, en: en[key], es: es[key] })),
  ...(Object.keys(BRANDS) as BrandKey[]).flatMap((brand) =>
    [...footerLinksFor(brand), ...learningCenterLinksFor(brand)].map(({ titles }) => ({
      name: `a title the server sends on ${brand}`,
      ...titles,
    })),
  ),
];

/** The parts of every Spanish text: a text that is one of them is Spanish, whatever else it matches. */
const SPANISH_PARTS = PAIRS.flatMap((pair) => partsOf(pair.es)).map(patternOf);

/** English parts whose Spanish differs, each with the name of the text it comes from. */
const ENGLISH_PARTS = PAIRS.filter((pair) => pair.es !== pair.en).flatMap((pair) =>
  partsOf(pair.en).map((part) => ({ name: pair.name, pattern: patternOf(part) })),
);

/** Every text on the page a customer can read: visible text nodes, and visible elements' aria-label and placeholder. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const text = node.textContent ?? '';
      if (text.trim()) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder]')) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      for (const name of ['aria-label', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
    }
    return texts;
  });
}

/** Why `text` reads as English, or null when it does not. */
export function englishIn(raw: string): string | null {
  let text = squash(raw);
  for (const name of PROPER_NAMES) text = text.split(name).join(' ');
  text = squash(text);
  if (!/\p{L}{2,}/u.test(text)) return null;
  if (SPANISH_PARTS.some((pattern) => pattern.test(text))) return null;
  const part = ENGLISH_PARTS.find(({ pattern }) => pattern.test(text));
  if (part) return `"${text}" is the English of ${part.name}`;
  const word = ENGLISH_WORDS.exec(text)?.[1];
  return word ? `"${text}" has the English word "${word}"` : null;
}

/** What reads as English on the page now, each finding named by `where`. */
export async function englishOnPage(page: Page, where: string): Promise<string[]> {
  const findings = (await readableTexts(page)).map(englishIn).filter((why): why is string => why !== null);
  return [...new Set(findings)].map((why) => `${where}: ${why}`);
}
