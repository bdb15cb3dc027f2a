// State ID (driver's license) number formats: the 50 states, DC and the Virgin Islands (no
// pattern), each written once as its alternatives of letter and digit runs, from which the regular expression and
// the readable description in English and Spanish are both built, so the three can never disagree.
import { blank, type RuleResult } from './fieldErrors';

type Lang = 'en' | 'es';

/** A run of characters: letters or digits, from `min` to `max` of them, or one fixed character. */
type Segment = { kind: 'letter' | 'digit'; min: number; max: number } | { kind: 'literal'; char: string };
/** One accepted shape: runs one after another, or a shape with its own rule and words (Washington). */
type Alternative = Segment[] | { rule: string; en: string; es: string };

const L = (min: number, max = min): Segment => ({ kind: 'letter', min, max });
const D = (min: number, max = min): Segment => ({ kind: 'digit', min, max });
const C = (char: string): Segment => ({ kind: 'literal', char });

/** Washington: 12 characters, 1 to 7 letters then letters, digits or asterisks (the old name-based number). */
const WASHINGTON: Alternative = {
  rule: '(?=.{12}$)[A-Z]{1,7}[A-Z0-9*]{5,11}',
  en: '12 characters: 1 to 7 letters, then letters, digits or *',
  es: '12 caracteres: entre 1 y 7 letras, luego letras, dígitos o *',
};

const FORMATS: Record<string, Alternative[]> = {
  AL: [[D(1, 7)]],
  AK: [[D(1, 7)]],
  AZ: [[L(1), D(8)], [L(2), D(2, 5)], [D(9)]],
  AR: [[D(4, 9)]],
  CA: [[L(1), D(7)]],
  CO: [[D(9)], [L(1), D(3, 6)], [L(2), D(2, 5)]],
  CT: [[D(9)]],
  DE: [[D(1, 7)]],
  DC: [[D(7)], [D(9)]],
  FL: [[L(1), D(12)]],
  GA: [[D(7, 9)]],
  HI: [[L(1), D(8)], [D(9)]],
  ID: [[L(2), D(6), L(1)], [D(9)]],
  IL: [[L(1), D(11, 12)]],
  IN: [[L(1), D(9)], [D(9, 10)]],
  IA: [[D(9)], [D(3), L(2), D(4)]],
  KS: [[L(1), D(1), L(1), D(1), L(1)], [L(1), D(8)], [D(9)]],
  KY: [[L(1), D(8, 9)], [D(9)]],
  LA: [[D(1, 9)]],
  ME: [[D(7, 8)], [D(7), L(1)]],
  MD: [[L(1), D(12)]],
  MA: [[L(1), D(8)], [D(9)]],
  MI: [
    [L(1), D(10)],
    [L(1), D(12)],
  ],
  MN: [[L(1), D(12)]],
  MS: [[D(9)]],
  MO: [[L(1), D(5, 9)], [L(1), D(6), C('R')], [D(8), L(2)], [D(9), L(1)], [D(9)]],
  MT: [[L(1), D(8)], [D(9)], [D(13, 14)]],
  NE: [[L(1), D(6, 8)]],
  NV: [[D(9, 10)], [D(12)], [C('X'), D(8)]],
  NH: [[D(2), L(3), D(5)]],
  NJ: [[L(1), D(14)]],
  NM: [[D(8, 9)]],
  NY: [[L(1), D(7)], [L(1), D(18)], [D(8)], [D(9)], [D(16)], [L(8)]],
  NC: [[D(1, 12)]],
  ND: [[L(3), D(6)], [D(9)]],
  OH: [[L(1), D(4, 8)], [L(2), D(3, 7)], [D(8)]],
  OK: [[L(1), D(9)], [D(9)]],
  OR: [[D(1, 9)]],
  PA: [[D(8)]],
  RI: [[D(7)], [L(1), D(6)]],
  SC: [[D(5, 11)]],
  SD: [[D(6, 10)], [D(12)]],
  TN: [[D(7, 9)]],
  TX: [[D(7, 8)]],
  UT: [[D(4, 10)]],
  VT: [[D(8)], [D(7), C('A')]],
  VA: [[L(1), D(8, 11)], [D(9)]],
  WA: [WASHINGTON],
  WV: [[D(7)], [L(1, 2), D(5, 6)]],
  WI: [[L(1), D(13)]],
  WY: [[D(9, 10)]],
  // The Virgin Islands publish no format: any number is taken as typed.
  VI: [],
};

const regexOf = (alternative: Alternative): string =>
  Array.isArray(alternative)
    ? alternative
        .map((s) =>
          s.kind === 'literal'
            ? s.char
            : `${s.kind === 'letter' ? '[A-Z]' : '[0-9]'}${s.min === s.max ? `{${s.min}}` : `{${s.min},${s.max}}`}`,
        )
        .join('')
    : alternative.rule;

const WORDS = {
  en: { letter: ['letter', 'letters'], digit: ['digit', 'digits'] },
  es: { letter: ['letra', 'letras'], digit: ['dígito', 'dígitos'] },
} as const;

function countWords(lang: Lang, s: Exclude<Segment, { kind: 'literal' }>): string {
  const [one, many] = WORDS[lang][s.kind];
  if (s.min === s.max) return `${s.min} ${s.min === 1 ? one : many}`;
  // Two neighbouring counts read as a choice: "7 or 8 digits"; Spanish writes "u" before a number said with an o (8, 11).
  if (s.max === s.min + 1)
    return lang === 'en'
      ? `${s.min} or ${s.max} ${many}`
      : `${s.min} ${/^(8|11|8\d)$/.test(String(s.max)) ? 'u' : 'o'} ${s.max} ${many}`;
  return lang === 'en' ? `${s.min} to ${s.max} ${many}` : `entre ${s.min} y ${s.max} ${many}`;
}

const segmentWords = (lang: Lang, s: Segment): string =>
  s.kind === 'literal' ? `${lang === 'en' ? 'the letter' : 'la letra'} ${s.char}` : countWords(lang, s);

/** "followed by" agrees in Spanish with what it follows: seguida(s) after letters, seguido(s) after digits. */
function followedBy(lang: Lang, previous: Segment): string {
  if (lang === 'en') return 'followed by';
  const feminine = previous.kind !== 'digit';
  const plural = previous.kind !== 'literal' && previous.max > 1;
  return `${feminine ? 'seguida' : 'seguido'}${plural ? 's' : ''} de`;
}

function describeAlternative(lang: Lang, alternative: Alternative): string {
  if (!Array.isArray(alternative)) return alternative[lang];
  const parts = alternative.map((s) => segmentWords(lang, s));
  if (alternative.length === 2) return `${parts[0]} ${followedBy(lang, alternative[0]!)} ${parts[1]}`;
  return parts.join(lang === 'en' ? ', then ' : ', luego ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describe(lang: Lang, alternatives: Alternative[]): string {
  if (alternatives.length === 0) return lang === 'en' ? 'Any ID number' : 'Cualquier número de identificación';
  const each = alternatives.map((a) => describeAlternative(lang, a));
  if (each.length === 1) return capitalise(each[0]!);
  return `${lang === 'en' ? 'One of' : 'Uno de'}: ${each.join('; ')}`;
}

export interface StateIdPattern {
  stateCode: string;
  /** The anchored regular expression (JavaScript syntax) the number, upper-cased without spaces or dashes, must match; '' accepts any. */
  rule: string;
  /** How many alternative shapes the state accepts. */
  alternatives: number;
  description: Record<Lang, string>;
}

export const STATE_ID_PATTERNS: Readonly<Record<string, StateIdPattern>> = Object.fromEntries(
  Object.entries(FORMATS).map(([stateCode, alternatives]) => [
    stateCode,
    {
      stateCode,
      rule: alternatives.length === 0 ? '' : `^(?:${alternatives.map(regexOf).join('|')})$`,
      alternatives: alternatives.length,
      description: { en: describe('en', alternatives), es: describe('es', alternatives) },
    },
  ]),
);

export const STATE_ID_STATE_CODES = Object.keys(STATE_ID_PATTERNS);

export const stateIdPatternFor = (stateCode: string | null | undefined): StateIdPattern | null =>
  STATE_ID_PATTERNS[(stateCode ?? '').trim().toUpperCase()] ?? null;

/** The number as the patterns read it: upper case, without the spaces and dashes printed on some cards. */
export const normalizeStateIdNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export const STATE_ID_MAX_LENGTH = 25;

/** The issuing state of the ID: one of the 52 above. */
export function stateIdStateRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.stateIdStateRequired';
  return stateIdPatternFor(value) ? null : 'application.validation.stateIdStateRequired';
}

/** The ID number matches its issuing state's pattern (any number for a state without one). */
export function stateIdNumberRule(value: string | null | undefined, stateCode: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.stateIdRequired';
  const number = normalizeStateIdNumber(value!);
  if (number.length > STATE_ID_MAX_LENGTH || !/^[A-Z0-9*]+$/.test(number))
    return 'application.validation.stateIdPattern';
  const pattern = stateIdPatternFor(stateCode);
  if (!pattern || pattern.rule === '') return null;
  return new RegExp(pattern.rule).test(number) ? null : 'application.validation.stateIdPattern';
}
