// Formatting of masked inputs (date, SSN, phone, ZIP, money) as the person types or pastes, in any common form. Written
// here rather than taken from a mask library: the forms people paste in (ISO dates, "+1" phone numbers, ZIP+4,
// "$1,234.50") need these parsers anyway, and with them the caret rule (src/components/MaskedField.tsx) is a few lines.
// Not to be confused with ./mask.ts, which hides values (e-mail, SSN) for display.

export interface InputFormat<V = string> {
  /**
   * The display text for what is in the field. `whole` is true when the text arrived at once (paste, autofill):
   * complete values in other common forms are then recognised (1985-04-12, 4/12/1985).
   */
  format(input: string, whole: boolean): string;
  /** The characters that carry the value; the caret stays after the same number of them while the rest moves. */
  significant: RegExp;
  /** What the form stores for a display text (the text itself unless said otherwise). */
  toValue(display: string): V;
  /** The display text for a stored value. */
  fromValue(value: V | null | undefined): string;
  /** The tidy form once the person leaves the field (money: two decimals). */
  finish?(display: string): string;
}

const digitsOf = (input: string) => input.replace(/\D/g, '');
const pad2 = (part: string) => part.padStart(2, '0');

function text(format: (input: string, whole: boolean) => string): InputFormat {
  return {
    format,
    significant: /\d/,
    toValue: (display) => display,
    fromValue: (value) => format(value ?? '', true),
  };
}

const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/;
const US_DATE = /^(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4}|\d{2})$/;
const SHORT_YEAR = /^(\d{2})\/(\d{2})\/(\d{2})$/;

/**
 * The century of a two-digit year: this century up to next year (a next pay date in January), the last one beyond it
 * (a date of birth), as people mean 85 and 26 in 2026.
 */
export function expandYear(twoDigits: string, today = new Date()): string {
  const thisYear = today.getFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const year = century + Number(twoDigits);
  return String(year > thisYear + 1 ? year - 100 : year);
}

const fullYear = (year: string) => (year.length === 2 ? expandYear(year) : year);

/**
 * MM/DD/YYYY. Slashes are added as the digits come (04121985 → 04/12/1985), so a phone keypad without "/" is enough;
 * a separator typed right after a lone month or day digit pads it (4/ → 04). While typing, only the digits count, so
 * a digit deleted in the middle moves the rest up as in any digit mask; a whole value in ISO or single-digit form
 * (pasted, autofilled) is reordered and padded.
 */
export function formatDate(input: string, whole = false): string {
  const trimmed = input.trim();
  if (whole) {
    const iso = ISO_DATE.exec(trimmed);
    if (iso) return `${pad2(iso[2]!)}/${pad2(iso[3]!)}/${iso[1]!}`;
    const us = US_DATE.exec(trimmed);
    if (us) return `${pad2(us[1]!)}/${pad2(us[2]!)}/${fullYear(us[3]!)}`;
  }
  let d = digitsOf(trimmed);
  if (/\D$/.test(trimmed) && (d.length === 1 || d.length === 3)) d = `${d.slice(0, -1)}0${d.slice(-1)}`;
  d = d.slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** A date left with a two-digit year (04/12/85) gets its century once the person leaves the field. */
export function finishDate(display: string): string {
  const short = SHORT_YEAR.exec(display);
  return short ? `${short[1]!}/${short[2]!}/${expandYear(short[3]!)}` : display;
}

/** 123-45-6789, from 123456789, 123 45 6789 or 123-45-6789. */
export function formatSsn(input: string): string {
  const d = digitsOf(input).slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * (614) 555-0101 from 6145550101, 614.555.0101 or +1 614 555 0101. A US area code never starts with 0 or 1, so a
 * leading 1 is the country code and is dropped.
 */
export function formatPhone(input: string): string {
  const d = digitsOf(input).replace(/^1/, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Five digits; a pasted ZIP+4 (43215-1234) keeps the first five. */
export function formatZip(input: string): string {
  return digitsOf(input).slice(0, 5);
}

/** Digits only, at most `size` (the last four of an SSN). */
export const formatDigits =
  (size: number) =>
  (input: string): string =>
    digitsOf(input).slice(0, size);

const MONEY_MAX_WHOLE_DIGITS = 9;

/** 1,234.5 while typing, from $1,234.50 or 1234.5: digits grouped by thousands, one point, two decimals at most. */
export function formatMoney(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const wholePart = (point < 0 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  const whole = wholePart.slice(0, MONEY_MAX_WHOLE_DIGITS);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (point < 0) return grouped;
  const cents = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${grouped || '0'}.${cents}`;
}

/** Two decimals: 1,234.5 → 1,234.50; empty stays empty. */
export function finishMoney(display: string): string {
  const formatted = formatMoney(display);
  if (!formatted) return '';
  const [whole = '0', cents = ''] = formatted.split('.');
  return `${whole || '0'}.${cents.padEnd(2, '0')}`;
}

/** Integer cents for a money text (1,234.50 → 123450); null when there is no amount. */
export function moneyToCents(display: string): number | null {
  const finished = finishMoney(display);
  if (!finished) return null;
  const [whole = '0', cents = '00'] = finished.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(cents);
}

/** The money text for integer cents (123450 → 1,234.50). */
export function centsToMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  return finishMoney(`${Math.floor(rounded / 100)}.${String(rounded % 100).padStart(2, '0')}`);
}

export const INPUT_FORMATS = {
  date: { ...text(formatDate), finish: finishDate },
  ssn: text(formatSsn),
  ssnLast4: text(formatDigits(4)),
  phone: text(formatPhone),
  zip: text(formatZip),
  /** A bank routing number: 9 digits (spaces and dashes people paste are dropped). */
  routingNumber: text(formatDigits(9)),
  /** A bank account number: at most 17 digits (the NACHA field's width). */
  bankAccountNumber: text(formatDigits(17)),
  /** Stored as integer cents (null when empty), like every amount the forms send. */
  money: {
    format: formatMoney,
    significant: /[\d.]/,
    toValue: moneyToCents,
    fromValue: centsToMoney,
    finish: finishMoney,
  } satisfies InputFormat<number | null>,
};

export type InputFormatKind = keyof typeof INPUT_FORMATS;

export interface Edit {
  display: string;
  caret: number;
}

/**
 * The field after an edit: `previous` was shown, the browser now holds `raw` with the caret at `caret`. Deleting only
 * a separator (backspace just after a slash) takes the digit before it too, or nothing would change; text arriving
 * at once is read as a whole value; the caret stays after the same significant characters.
 */
export function applyEdit<V>(
  format: InputFormat<V>,
  previous: string,
  raw: string,
  caret: number,
  inputType = '',
): Edit {
  const { significant } = format;
  const keep = (s: string) => [...s].filter((c) => significant.test(c)).join('');
  let input = raw;
  let at = Math.min(caret, raw.length);
  if (raw.length < previous.length && keep(raw) === keep(previous)) {
    if (inputType === 'deleteContentForward') {
      let i = at;
      while (i < input.length && !significant.test(input[i]!)) i += 1;
      input = input.slice(0, i) + input.slice(i + 1);
    } else {
      let i = at - 1;
      while (i >= 0 && !significant.test(input[i]!)) i -= 1;
      if (i >= 0) {
        input = input.slice(0, i) + input.slice(i + 1);
        at = i;
      }
    }
  }
  const whole =
    raw.length - previous.length > 1 ||
    ['insertFromPaste', 'insertFromDrop', 'insertReplacementText'].includes(inputType);
  const display = format.format(input, whole);
  const atEnd = at >= input.length;
  return {
    display,
    caret: atEnd ? display.length : caretAfter(display, significantBefore(input, at, significant), significant),
  };
}

/** Where the caret goes in `display` to stay after `count` significant characters. */
export function caretAfter(display: string, count: number, significant: RegExp): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i += 1) {
    if (significant.test(display[i]!)) seen += 1;
    if (seen === count) return i + 1;
  }
  return display.length;
}

/** How many significant characters come before `position` in `text`. */
export function significantBefore(text: string, position: number, significant: RegExp): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i += 1) if (significant.test(text[i]!)) count += 1;
  return count;
}
