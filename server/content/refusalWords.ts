// The server's refusals in the customer's language. A refusal is thrown with its English message, and that message
// is its id, as gettext's msgid is: the refusals' catalogue (src/lib/i18n/refusals) holds each English message under
// a key, `{placeholders}` standing for the values a message carries, with its Spanish beside it; a refusal whose
// words a screen shows too keeps them under that screen's key (SHOWN_BY_SCREENS). The errors leave through one place
// per transport (the GraphQL errors, the REST routes' error handler), and each turns the message into the caller's
// language there; a message the catalogue does not hold (a developer's: "Unknown brand.") goes out as written.
// English messages are never rewritten.
import { en, type MessageKey } from '../../src/lib/i18n/en';
import { autopayEn } from '../../src/lib/i18n/account/autopay.en';
import { refusalsEn } from '../../src/lib/i18n/refusals/refusals.en';
import { DEFAULT_LANG, type Lang } from '../../src/lib/i18n/lang';
import { serverText } from './catalogues';

interface Refusal {
  key: MessageKey;
  /** The English message with each placeholder a capture. */
  pattern: RegExp;
  /** Each capture's placeholder, and whether it is a count (given to the plural as a number). */
  names: { name: string; count: boolean }[];
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
  // Autopay's refusals are the words its section shows for each (server/autopay/refusals.ts).
  ...(Object.keys(autopayEn) as MessageKey[]).filter((key) => key.startsWith('account.autopay.problem.')),
];

const KEYS = [...(Object.keys(refusalsEn) as MessageKey[]), ...SHOWN_BY_SCREENS];

/**
 * The English message as a pattern: a `{name}` captures any text; a `{name, plural, one {# minute} other {# minutes}}`
 * captures the count before any of its forms, so the count reaches the other language's own plural.
 */
function patternOf(english: string): Pick<Refusal, 'pattern' | 'names'> {
  const names: Refusal['names'] = [];
  let source = '';
  let rest = english;
  for (let at = rest.search(/\{\w+/); at >= 0; at = rest.search(/\{\w+/)) {
    source += escapeRegExp(rest.slice(0, at));
    let depth = 0;
    let end = at;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      if (rest[end] === '}') depth -= 1;
      if (depth === 0) break;
    }
    const argument = rest.slice(at + 1, end);
    const [name = '', kind] = argument.split(',').map((part) => part.trim());
    names.push({ name, count: kind === 'plural' });
    if (kind === 'plural') {
      const forms = [...argument.matchAll(/\{#([^{}]*)\}/g)].map((m) => escapeRegExp(m[1] ?? ''));
      source += `(\\d+)(?:${forms.join('|')})`;
    } else source += '(.+?)';
    rest = rest.slice(end + 1);
  }
  return { pattern: new RegExp(`^${source}${escapeRegExp(rest)}$`, 's'), names };
}

const REFUSALS: Refusal[] = KEYS.map((key) => ({ key, ...patternOf(en[key]) }));

/** `message`, a refusal's English, in `lang`; unchanged when it is English or the catalogue does not hold it. */
export function refusalIn(lang: Lang | undefined, message: string): string {
  if (!lang || lang === DEFAULT_LANG) return message;
  for (const { key, pattern, names } of REFUSALS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = names.map(({ name, count }, i) => [name, count ? Number(match[i + 1]) : (match[i + 1] ?? '')]);
    return serverText(lang, key, Object.fromEntries(values));
  }
  return message;
}
