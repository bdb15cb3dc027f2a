// The catalogues' words for what the server writes itself (the brand pages, the English of a refused field). The
// catalogues are compiled here once: Lingui compiles ICU messages at run time only while NODE_ENV is not
// "production", and the server may run in production; raw messages would then come out with `{date}` unreplaced.
import { setupI18n, type I18n } from '@lingui/core';
import { en, type MessageKey } from '../../src/lib/i18n/en';
import { es } from '../../src/lib/i18n/es';
import { LANGS, type Lang } from '../../src/lib/i18n/lang';
import { compileCatalogue } from '../../src/lib/i18n/precompile';
import type { MessageValues } from '../../src/lib/i18n/translate';

const CATALOGUES: Record<Lang, Record<string, string>> = { en, es };
const instances: Partial<Record<Lang, I18n>> = {};

function instance(lang: Lang): I18n {
  instances[lang] ??= setupI18n({ locale: lang, messages: { [lang]: compileCatalogue(CATALOGUES[lang]) } });
  return instances[lang];
}

/** The text of `key` in `lang`, with its values put in. */
export function serverText(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return instance(lang)._(key, values);
}

/** A text in every language the portal speaks, for answers the client shows in the customer's language. */
export function inEveryLang(text: (lang: Lang) => string): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Record<Lang, string>;
}
