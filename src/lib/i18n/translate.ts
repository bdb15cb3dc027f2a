// The translation runtime behind useT() and translate(): one Lingui instance per language. English is always loaded
// (it is the default and the fallback); Spanish is its own chunk, fetched by loadLang() before it is shown.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { en, type MessageKey } from './en';
import { DEFAULT_LANG, type Lang } from './lang';

export type MessageValues = Record<string, string | number>;

const english = setupI18n({ locale: DEFAULT_LANG, messages: { [DEFAULT_LANG]: en as Messages } });
const instances: Partial<Record<Lang, I18n>> = { en: english };

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  es: () => import('./es').then((module) => module.es as Messages),
};

export const isLangLoaded = (lang: Lang): boolean => instances[lang] !== undefined;

/** Fetches a language's catalogue once; rejects when it cannot be fetched (the caller stays in its language). */
export async function loadLang(lang: Lang): Promise<void> {
  if (lang === 'en' || isLangLoaded(lang)) return;
  const messages = await loaders[lang]();
  instances[lang] = setupI18n({ locale: lang, messages: { [lang]: messages } });
}

/** Adds English words that arrive after the first paint (src/lib/i18n/enLater.ts, from src/app/boot.ts). */
export function addEnglish(messages: Record<string, unknown>): void {
  english.load(DEFAULT_LANG, messages as Messages);
}

export const isMessageKey = (message: string): message is MessageKey => Object.hasOwn(english.messages, message);

/** The text of `key` in `lang` (English until that language is loaded). */
export function translate(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return (instances[lang] ?? english)._(key, values);
}

/**
 * A stored message in `lang`: state and sagas keep MessageKeys, but text we cannot know in advance (the server's or
 * the identity provider's own words) is stored as it came and shown unchanged.
 */
export function translateMessage(lang: Lang, message: string, values?: MessageValues): string {
  return isMessageKey(message) ? translate(lang, message, values) : message;
}
