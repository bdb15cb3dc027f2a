// The one scrubber for free text sent by clients (GraphQL logMessage/logDetails, analytics details) before it is
// written to a log: what must never reach a log line is replaced by a marker.
// - secrets after a keyword: `password: x`, `pwd:x`, `pass=x`, `passwd=x`, `"newPassword":"x"`, token=, code=, ...
// - JWTs and bearer tokens;
// - SSNs however written: 123-45-6789, 123 45 6789, 123.45.6789, 123–45–6789 (en dash), 123—45—6789, 123456789;
// - card numbers, grouped (4111 1111 1111 1111, 4111-1111-1111-1111) or not;
// - bank account and routing numbers (a keyword before digits, or any run of six or more digits).
// Control characters are blanked so a message cannot fake a line in a text log viewer.

/** Keywords whose value is a secret; matched inside longer names too (newPassword, PASSWORD_CLAIM_SIGNATURE). */
const SECRET_KEYS =
  'passw(?:or)?d|pwd|pass|secret|token|transient|ssn|social|routing(?:_?number)?|account_?number|acct|card_?number|cvv|cvc|pin|otp|code|answer|signature';
const KEYWORD_VALUE = new RegExp(
  `(\\b\\w*?(?:${SECRET_KEYS})\\w*["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s,;&}\\]]+)`,
  'gi',
);

/** A bank or card keyword followed by a number, however it is grouped ("account # 1234 5678"). */
const ACCOUNT_NUMBER =
  /\b(account|acct|routing|aba|iban|card)((?:\s*(?:number|num|no\.?|#))?\s*[:=#]?\s*)(\d(?:[\d \t-]*\d){3,})/gi;

const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(bearer\s+)[\w.~+/=-]+/gi;

/** Between digit groups: one space, or a dot, hyphen, dash (U+2010–U+2015, minus U+2212), underscore or slash. */
const SEP = '(?:\\s?[-.\\u2010-\\u2015\\u2212_/]\\s?|[ \\u00a0\\t])';
/** 3-2-4 digits, the same separator twice. */
const SSN = new RegExp(`(?<!\\d)\\d{3}(${SEP})\\d{2}\\1\\d{4}(?!\\d)`, 'g');
/** Cards as printed: 4-4-4-4 (and 4-4-4-4-3), or 4-6-5 / 4-6-4 (American Express, Diners). */
const CARD = new RegExp(
  `(?<!\\d)\\d{4}(${SEP})(?:\\d{4}\\1\\d{4}\\1\\d{4}(?:\\1\\d{3})?|\\d{6}\\1\\d{4,5})(?!\\d)`,
  'g',
);
/** Any other run of six or more digits: an unformatted SSN (nine), card (13 to 19), account number or code. */
const RUN = /(?<!\d)\d{6,}(?!\d)/g;
/** Card-shaped: 13 to 19 digits, a space or hyphen allowed between any two (every grouping a card is printed in). */
const CARD_SHAPED = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
const NINE_DIGITS = /(?<!\d)\d{9}(?!\d)/g;
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g;

function digitRun(run: string): string {
  if (run.length === 9) return '[ssn]';
  if (run.length >= 13 && run.length <= 19) return '[card]';
  return '[number]';
}

export function scrub(text: string, maxLength = 2000): string {
  // Scrub more than is kept, so a secret cut in two by the limit is still recognised whole.
  let out = text.length > maxLength * 2 ? text.slice(0, maxLength * 2) : text;
  out = out
    .replace(CONTROL, ' ')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1[token]')
    .replace(CARD, '[card]')
    .replace(SSN, '[ssn]')
    .replace(RUN, digitRun)
    .replace(ACCOUNT_NUMBER, '$1$2[number]')
    .replace(KEYWORD_VALUE, '$1[redacted]');
  return out.length > maxLength ? `${out.slice(0, maxLength)}…` : out;
}

/**
 * SSN- and card-shaped text alone, for a URL's parts (server/http/logging.ts): no keyword is needed, and a URL's
 * other numbers (dates, ids, amounts) stay readable. Cards first: part of a card's digits can look like an SSN.
 */
export function maskSsnAndCard(text: string): string {
  return text.replace(CARD_SHAPED, '[card]').replace(SSN, '[ssn]').replace(NINE_DIGITS, '[ssn]');
}
