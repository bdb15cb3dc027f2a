// Holds the visit's language for every screen (mounted in src/main.tsx). Start-up picks and loads the language before
// the first render (prepareLang), so a Spanish reader never sees English flash first.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { I18nContext } from './context';
import { DEFAULT_LANG, initialLang, rememberLang, type Lang } from './lang';
import { loadLang, translate } from './translate';

/** Tells the browser, screen readers and search engines which language the page is in. */
export function applyLang(lang: Lang, doc: Document = document): void {
  doc.documentElement.lang = lang;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', translate(lang, 'shell.description'));
}

/** The language this visit starts in, loaded and applied; English when its catalogue cannot be fetched. */
export async function prepareLang(): Promise<Lang> {
  const wanted = initialLang();
  const lang = await loadLang(wanted).then(
    () => wanted,
    () => DEFAULT_LANG,
  );
  applyLang(lang);
  return lang;
}

export function I18nProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const setLang = useCallback(async (next: Lang) => {
    await loadLang(next);
    rememberLang(next);
    applyLang(next);
    setLangState(next);
  }, []);
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
