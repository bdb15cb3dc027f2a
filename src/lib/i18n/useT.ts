// The hook every screen uses: `t(key, values)` for catalogue texts, `tr(message)` for stored messages (a key, or the
// server's own words passed through), `lang` and `setLang`.
import { useContext, useMemo } from 'react';
import { I18nContext } from './context';
import type { MessageKey } from './en';
import { translate, translateMessage, type MessageValues } from './translate';

export function useT() {
  const { lang, setLang } = useContext(I18nContext);
  return useMemo(
    () => ({
      lang,
      setLang,
      t: (key: MessageKey, values?: MessageValues) => translate(lang, key, values),
      tr: (message: string, values?: MessageValues) => translateMessage(lang, message, values),
    }),
    [lang, setLang],
  );
}
