// The production build ships English in two parts (src/lib/i18n/firstPaint.ts): the words of the login page's first
// paint, and the rest with the layer that joins after it. Together they are the whole catalogue, once each; and
// every word a first-paint screen names (login, the page shell, the error pages) is in the first part.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/lib/i18n/en';
import { isFirstPaintKey } from '../../../src/lib/i18n/firstPaint';
import { precompiledCatalogues } from '../../../src/lib/i18n/precompile';

const root = path.resolve(__dirname, '../../..');

function served(file: string): Record<string, unknown> {
  const load = precompiledCatalogues().load as (id: string) => string | null;
  const code = load(path.join(root, file)) ?? '';
  return JSON.parse(code.replace(/^export const \w+ = /, '').replace(/;\s*$/, '')) as Record<string, unknown>;
}

/** Source files the first paint runs: the shell's components and app wiring, the login and error screens. */
const FIRST_PAINT_SOURCES = [
  ...readdirSync(path.join(root, 'src/components'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `src/components/${f}`),
  ...readdirSync(path.join(root, 'src/app')).map((f) => `src/app/${f}`),
  ...readdirSync(path.join(root, 'src/features/errors')).map((f) => `src/features/errors/${f}`),
  ...readdirSync(path.join(root, 'src/features/session')).map((f) => `src/features/session/${f}`),
  'src/features/auth/LoginScreen.tsx',
  'src/main.tsx',
];

describe('the English catalogue in two parts', () => {
  it('splits every key into exactly one part', () => {
    const first = Object.keys(served('src/lib/i18n/en.ts'));
    const later = Object.keys(served('src/lib/i18n/enLater.ts'));
    expect(first.filter((key) => later.includes(key))).toEqual([]);
    expect([...first, ...later].sort()).toEqual(Object.keys(en).sort());
    expect(later.length).toBeGreaterThan(0);
    expect(first).toContain('login.heading');
    expect(later).toContain('mfa.start.heading');
  });

  it.each(FIRST_PAINT_SOURCES)('has every key %s names in the first part', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const named = [...source.matchAll(/['"`]([a-z][a-zA-Z]*\.[a-zA-Z0-9.]+)['"`]/g)]
      .map((m) => m[1] ?? '')
      .filter((key) => Object.hasOwn(en, key));
    expect(named.filter((key) => !isFirstPaintKey(key))).toEqual([]);
  });
});
