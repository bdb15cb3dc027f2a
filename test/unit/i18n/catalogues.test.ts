// The two catalogues stay in step: the same keys, the same {placeholders} and <tags> per key, valid ICU messages, and
// a Spanish text for every key (equal to the English only where listed). Production ships them compiled
// (src/lib/i18n/precompile.ts), so the compiled form must say exactly what the runtime-compiled one says.
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '../../../src/lib/i18n/en';
import { es } from '../../../src/lib/i18n/es';
import { compileCatalogue } from '../../../src/lib/i18n/precompile';
import { tagsOf } from '../../../src/lib/i18n/richText';

/** Keys whose Spanish is rightly the English: each language's name is written in that language. */
const SAME_IN_SPANISH = new Set<MessageKey>(['shell.languageName.en', 'shell.languageName.es']);

const PREFIXES = [
  'common',
  'signup',
  'account',
  'shell',
  'pages',
  'refusals',
  'login',
  'password',
  'validation',
  'application',
  'admin',
  'errors',
  'session',
  'placeholder',
  'verification',
  'mfa',
  'enrollment',
  'brand',
  'devtools',
  'stores',
  'conversion',
  'security',
];

const KEYS = Object.keys(en) as MessageKey[];

type Token = ReturnType<typeof compileMessage>[number];

/** The argument names a message uses, plural and select arguments included (read from its compiled form). */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , branches] = token as [string, string?, Record<string, readonly Token[]>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Each argument's kind: a plural (a count), a select (its first case) or a plain value. */
function argumentsOf(message: string): Map<string, { plural: boolean; firstCase: string | null }> {
  const args = new Map<string, { plural: boolean; firstCase: string | null }>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, kind, branches] = token as [string, string?, Record<string, readonly Token[]>?];
      const cases = Object.keys(branches ?? {}).filter((c) => c !== 'other' && c !== 'offset');
      const firstCase = kind === 'select' ? (cases[0] ?? null) : null;
      if (!args.has(name) || kind) args.set(name, { plural: kind === 'plural', firstCase });
      for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return args;
}

/**
 * A value for every argument, so each message formats completely: a count (more than one) for a plural, the first
 * case for a select (whose text names the other arguments), a marked word for the rest.
 */
const sampleValues = (message: string) =>
  Object.fromEntries(
    [...argumentsOf(message)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, { plural, firstCase }], i) => [name, plural ? i + 2 : (firstCase ?? `«${name}»`)]),
  );

describe('the catalogues', () => {
  it('have the same keys', () => {
    expect(Object.keys(es).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s keeps its placeholders and tags in Spanish', (key) => {
    expect(placeholdersOf(es[key]), 'placeholders').toEqual(placeholdersOf(en[key]));
    expect(tagsOf(es[key]), 'tags').toEqual(tagsOf(en[key]));
  });

  it('translate every text (Spanish equals English only where listed)', () => {
    const untranslated = KEYS.filter((key) => es[key] === en[key] && !SAME_IN_SPANISH.has(key));
    expect(untranslated).toEqual([]);
  });

  it('name keys feature.what, under a known feature', () => {
    const badlyNamed = KEYS.filter(
      (key) => !/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(key) || !PREFIXES.includes(key.split('.')[0] ?? ''),
    );
    expect(badlyNamed).toEqual([]);
  });

  it('hold no empty or padded text', () => {
    for (const catalogue of [en, es] as Record<MessageKey, string>[]) {
      expect(KEYS.filter((key) => catalogue[key].trim() !== catalogue[key] || catalogue[key] === '')).toEqual([]);
    }
  });
});

describe('index.html', () => {
  // What shows before the app has loaded (and to crawlers) is the English catalogue's; start-up then switches it.
  it('says what the English catalogue says', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(html).toContain(`<html lang="en">`);
    expect(html).toContain(`<title>${en['shell.title']}</title>`);
    expect(html).toContain(`<meta name="description" content="${en['shell.description']}" />`);
  });
});

describe.each([
  ['en', en],
  ['es', es],
] as const)('the %s catalogue, compiled as production ships it', (lang, catalogue) => {
  const compiled = setupI18n({ locale: lang, messages: { [lang]: compileCatalogue(catalogue) as Messages } });
  const runtime = setupI18n({ locale: lang, messages: { [lang]: catalogue as Messages } });

  it.each(KEYS)('%s formats completely and as the runtime compiler does', (key) => {
    const values = sampleValues(en[key]);
    const text = compiled._(key, values);
    expect(text).toBe(runtime._(key, values));
    // Nothing of the ICU syntax is left over (an apostrophe before a brace would swallow it, for one).
    expect(text).not.toMatch(/[{}#]/);
    // Every value shows but a select's, which chooses the words instead.
    const selects = new Set([...argumentsOf(en[key])].filter(([, a]) => a.firstCase !== null).map(([name]) => name));
    for (const [name, value] of Object.entries(values)) if (!selects.has(name)) expect(text).toContain(String(value));
  });

  it('says "1 second" and "2 seconds"', () => {
    const one = compiled._('session.prompt.countdown', { seconds: 1 });
    const two = compiled._('session.prompt.countdown', { seconds: 2 });
    expect(one).toMatch(lang === 'en' ? /1 second\.$/ : /1 segundo\.$/);
    expect(two).toMatch(lang === 'en' ? /2 seconds\.$/ : /2 segundos\.$/);
  });
});
