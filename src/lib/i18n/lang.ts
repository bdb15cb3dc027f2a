// Which language a visit uses: remembered per device in a cookie (not localStorage, which sign-out clears), else the
// browser's preferred language when it is one we have, else English. The page's `lang` follows the choice.
export type Lang = 'en' | 'es';

export const LANGS: readonly Lang[] = ['en', 'es'];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 31_536_000;

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The language remembered in `cookie` (a `document.cookie` string), or null. */
export function rememberedLang(cookie: string): Lang | null {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLang(value) ? value : null;
}

/** The browser's preferred language when we have it ("es-US" → es), or null. Only the first choice counts. */
export function browserLang(languages: readonly string[]): Lang | null {
  const primary = languages[0]?.split('-')[0]?.toLowerCase();
  return isLang(primary) ? primary : null;
}

/** A request's language as the client chooses it: the remembered choice (its Cookie header), then its Accept-Language. */
export function langOfHeaders(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const accepted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? '');
  return rememberedLang(cookie ?? '') ?? browserLang(accepted) ?? DEFAULT_LANG;
}

export function initialLang(doc: Document = document, nav: Navigator = navigator): Lang {
  const preferred = nav.languages?.length ? nav.languages : [nav.language];
  return rememberedLang(doc.cookie) ?? browserLang(preferred) ?? DEFAULT_LANG;
}

/** Remembers the choice on this device for a year (every brand's site keeps its own, as it does its brand cookie). */
export function rememberLang(lang: Lang, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
