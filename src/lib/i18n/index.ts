// The i18n API features code against (the library, Lingui, stays behind it). Catalogues: ./en.ts and ./es.ts.
export type { MessageKey } from './en';
export type { Lang } from './lang';
export { DEFAULT_LANG, LANGS, isLang } from './lang';
export { isMessageKey, translate, translateMessage, type MessageValues } from './translate';
export { I18nProvider, applyLang, prepareLang } from './I18nProvider';
export { useT } from './useT';
