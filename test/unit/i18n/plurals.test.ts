// Counts read as words in both languages: "1 payment", "2 payments", never "1 payments". A count goes through the
// catalogue's ICU plural (Lingui picks the form by the language's plural rules), so no message may put a count
// argument straight before a counted noun outside a plural; and the messages that count say one and many rightly.
import { describe, expect, it } from 'vitest';
import { serverText } from '../../../server/content/catalogues';
import { en, type MessageKey } from '../../../src/lib/i18n/en';
import { es } from '../../../src/lib/i18n/es';
import type { Lang } from '../../../src/lib/i18n/lang';

/** Nouns a count is put before, in their plural forms, in each language. */
const COUNTED: Record<Lang, string[]> = {
  en: ['payments', 'days', 'months', 'weeks', 'years', 'minutes', 'seconds', 'hours', 'tries', 'attempts', 'stores'],
  es: ['pagos', 'días', 'meses', 'semanas', 'años', 'minutos', 'segundos', 'horas', 'intentos', 'tiendas'],
};

/** The message with every `{arg, plural, ...}` removed (braces balanced), leaving the text a count is not chosen for. */
function outsidePlurals(message: string): string {
  let out = '';
  for (let i = 0; i < message.length; i += 1) {
    const plural = /^\{\s*\w+\s*,\s*plural\s*,/.exec(message.slice(i));
    if (!plural) {
      out += message[i];
      continue;
    }
    let depth = 0;
    for (; i < message.length; i += 1) {
      if (message[i] === '{') depth += 1;
      if (message[i] === '}') depth -= 1;
      if (depth === 0) break;
    }
  }
  return out;
}

describe.each([
  ['en', en],
  ['es', es],
] as const)('the %s catalogue', (lang, catalogue) => {
  it('never puts a count straight before a counted noun outside a plural', () => {
    const counted = new RegExp(`\\{\\w+\\}\\s+(${COUNTED[lang].join('|')})\\b`, 'u');
    const offenders = Object.entries(catalogue).filter(([, message]) => counted.test(outsidePlurals(message)));
    expect(offenders).toEqual([]);
  });
});

const say = (lang: Lang, key: MessageKey, values: Record<string, string | number>) => serverText(lang, key, values);

describe('counts said one and many', () => {
  it.each([
    ['en', 1, '1 payment of $345.00, every two weeks, beginning 12/08/2026'],
    ['en', 37, '37 payments of $345.00, every two weeks, beginning 12/08/2026'],
    ['es', 1, '1 pago de $345.00, cada dos semanas, a partir del 12/08/2026'],
    ['es', 37, '37 pagos de $345.00, cada dos semanas, a partir del 12/08/2026'],
  ] as const)('the agreement schedule in %s with %i', (lang, count, expected) => {
    const frequency = say(lang, 'application.agreements.loan.frequency.BI', {});
    expect(
      say(lang, 'application.agreements.loan.scheduleLine', {
        count,
        amount: '$345.00',
        frequency,
        first: '12/08/2026',
      }),
    ).toBe(expected);
  });

  it.each([
    ['en', 1, '1 payment of $345.00'],
    ['en', 2, '2 payments of $345.00'],
    ['es', 1, '1 pago de $345.00'],
    ['es', 2, '2 pagos de $345.00'],
  ] as const)('the representative example in %s with %i', (lang, payments, expected) => {
    const text = say(lang, 'application.finalSteps.products.example', {
      borrow: '$300.00',
      term: '14 days',
      payments,
      payment: '$345.00',
      total: '$345.00',
      apr: '391.07',
    });
    expect(text).toContain(expected);
  });

  it.each([
    ['en', 1, 'You have 1 try left.'],
    ['en', 3, 'You have 3 tries left.'],
    ['es', 1, 'Le queda 1 intento.'],
    ['es', 3, 'Le quedan 3 intentos.'],
  ] as const)('the tries left in %s with %i', (lang, left, expected) => {
    expect(say(lang, 'enrollment.addressNotMatched', { left })).toContain(expected);
  });

  it.each([
    ['en', 1, 'Every day, starting'],
    ['en', 14, 'Every 14 days, starting'],
    ['es', 1, 'Cada día, a partir'],
    ['es', 14, 'Cada 14 días, a partir'],
  ] as const)('the Fed box interval in %s with %i', (lang, days, expected) => {
    expect(say(lang, 'application.finalSteps.fedBox.every', { days, date: '12/08/2026' })).toContain(expected);
  });
});
