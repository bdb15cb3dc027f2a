// Build step for the catalogues: production bundles carry them compiled to Lingui's message format, so the browser
// needs no ICU parser (about 6 KB gzipped). Development and tests compile at run time instead (Lingui does so on
// its own whenever NODE_ENV is not "production"). Wired in vite.config.ts.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { en } from './en';
import { es } from './es';
import { isFirstPaintKey } from './firstPaint';
import type { Lang } from './lang';

const CATALOGUES: Record<Lang, Record<string, string>> = { en, es };
const CATALOGUE_FILE = /[\\/]src[\\/]lib[\\/]i18n[\\/](en|es)\.ts$/;
const ENGLISH_LATER_FILE = /[\\/]src[\\/]lib[\\/]i18n[\\/]enLater\.ts$/;

/** English split in two: what the login page's first paint shows (en.ts) and the rest (enLater.ts). */
const englishPart = (firstPaint: boolean) =>
  Object.fromEntries(Object.entries(en).filter(([key]) => isFirstPaintKey(key) === firstPaint));

export function compileCatalogue(messages: Record<string, string>): Record<string, ReturnType<typeof compileMessage>> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/**
 * Serves src/lib/i18n/{en,es}.ts to the production bundle as their compiled form, under the same export names;
 * English without the words the first paint does not need, which enLater.ts serves instead.
 */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'portal:precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (ENGLISH_LATER_FILE.test(file)) {
        return `export const enLater = ${JSON.stringify(compileCatalogue(englishPart(false)))};\n`;
      }
      const lang = CATALOGUE_FILE.exec(file)?.[1] as Lang | undefined;
      if (!lang) return null;
      const messages = lang === 'en' ? englishPart(true) : CATALOGUES[lang];
      return `export const ${lang} = ${JSON.stringify(compileCatalogue(messages))};\n`;
    },
  };
}
