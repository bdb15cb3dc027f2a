// The documents' words, from the catalogues (src/lib/i18n/application/agreements.*.ts) in the customer's language.
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import type { MessageValues } from '../../src/lib/i18n/translate';
import { serverText } from '../content/catalogues';

export type Words = (key: MessageKey, values?: MessageValues) => string;

export const wordsIn =
  (lang: Lang): Words =>
  (key, values) =>
    serverText(lang, key, values);
