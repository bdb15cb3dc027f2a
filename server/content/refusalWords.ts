// The server's refusals in the customer's language. A refusal is thrown with its English message, and that message
// is its id, as gettext's msgid is: the refusals' catalogue (src/lib/i18n/refusals) holds each English message under
// a key, `{placeholders}` standing for the values a message carries, with its Spanish beside it; a refusal whose
// words a screen shows too keeps them under that screen's key (SHOWN_BY_SCREENS). The errors leave through one place
// per transport (the GraphQL errors, the REST routes' error handler), and each turns the message into the caller's
// language there; a message the catalogue does not hold (a developer's: "Unknown brand.") goes out as written.
// English messages are never rewritten.
import { en, type MessageKey } from '../../src/lib/i18n/en';
import { refusalsEn } from '../../src/lib/i18n/refusals/refusals.en';
import { DEFAULT_LANG, type Lang } from '../../src/lib/i18n/lang';
import { serverText } from './catalogues';

interface Refusal {
  key: MessageKey;
  /** The English message with each placeholder a capture. */
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Refusals the server throws in the words a screen also shows for the same problem. */
export const SHOWN_BY_SCREENS: readonly MessageKey[] = [
  'verification.required',
  'verification.maxCharacters',
  'account.contact.problem.wrongCode',
  'account.contact.problem.expiredCode',
  'account.contact.problem.codeFormat',
  'account.contact.problem.invalidPhone',
  'account.contact.problem.invalidEmail',
  'account.payment.authorizeRequired',
  'application.decision.esign.signatureMismatch',
  'application.finalSteps.identityVerify.fileRequired',
  'application.finalSteps.identityVerify.fileSize',
  'application.finalSteps.identityVerify.fileType',
  'stores.error.tooMany',
];

const KEYS = [...(Object.keys(refusalsEn) as MessageKey[]), ...SHOWN_BY_SCREENS];

const REFUSALS: Refusal[] = KEYS.map((key) => {
  const english: string = en[key];
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const pattern = new RegExp(
    `^${english
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)')}$`,
    's',
  );
  return { key, pattern, names };
});

/** `message`, a refusal's English, in `lang`; unchanged when it is English or the catalogue does not hold it. */
export function refusalIn(lang: Lang | undefined, message: string): string {
  if (!lang || lang === DEFAULT_LANG) return message;
  for (const { key, pattern, names } of REFUSALS) {
    const match = pattern.exec(message);
    if (match) return serverText(lang, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])));
  }
  return message;
}
