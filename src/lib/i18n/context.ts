// The language of the React tree and the way to change it; I18nProvider fills it in, useT() reads it.
import { createContext } from 'react';
import { DEFAULT_LANG, type Lang } from './lang';

export interface I18nContextValue {
  lang: Lang;
  /** Loads the language, remembers it on this device, sets `<html lang>` and re-renders in it. */
  setLang(lang: Lang): Promise<void>;
}

export const I18nContext = createContext<I18nContextValue>({ lang: DEFAULT_LANG, setLang: async () => {} });
