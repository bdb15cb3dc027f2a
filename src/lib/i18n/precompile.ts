// Build step for the catalogues: production bundles carry them compiled to Lingui's message format, so the browser
// needs no ICU parser (about 6 KB gzipped). Development and tests compile at run time instead (Lingui does so on
// its own whenever NODE_ENV is not "production"). Wired in vite.config.ts.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { en } from './en';
import { es } from './es';
import type { Lang } from './lang';

const CATALOGUES: Record<Lang, Record<string, string>> = { en, es };
const CATALOGUE_FILE = /[\\/]src[\\/]lib[\\/]i18n[\\/](en|es)\.ts$/;

export function compileCatalogue(messages: Record<string, string>): Record<string, ReturnType<typeof compileMessage>> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/** Serves src/lib/i18n/{en,es}.ts to the production bundle as their compiled form, under the same export names. */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'portal:precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const lang = CATALOGUE_FILE.exec(id.split('?')[0] ?? '')?.[1] as Lang | undefined;
      if (!lang) return null;
      return `export const ${lang} = ${JSON.stringify(compileCatalogue(CATALOGUES[lang]))};\n`;
    },
  };
}
