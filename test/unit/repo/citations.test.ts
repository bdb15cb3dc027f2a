// Comments and docs state the rule they implement in their own words. They may name public law ("12 CFR 1026.22",
// "Reg Z Appendix J") and the repository's own files, but no document outside the repository: no specification
// section or "the spec says", no issue number, no design note kept beside the repository, no work log of who did what
// when. This reads every tracked text file of the folders below (generated code, lock files and binary assets
// excepted) and lists each line that cites one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const SCANNED = [
  'src/',
  'server/',
  'test/',
  'scripts/',
  'brands/',
  'build/',
  'docs/',
  '.ci/',
  'api/',
  'sagas/',
  'store/',
  'README.md',
  // The root's configuration and entry files.
  'codegen.ts',
  'drizzle.config.ts',
  'eslint.config.js',
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'tsconfig.json',
  'package.json',
  'index.html',
];

// Files nobody writes by hand: drizzle-kit's migrations and snapshots, the GraphQL codegen output (its comments come
// from server/graphql/schema.graphql, which is scanned), and lock files.
const GENERATED = [/^server\/db\/migrations\//, /(^|\/)generated\//, /(^|\/)package-lock\.json$/, /\.lock$/];

const BINARY = /\.(png|jpe?g|gif|webp|ico|svg|woff2?|ttf|otf|eot|pdf|zip|gz|wasm|mp4|webm)$/i;

// The patterns are built from fragments so that this file, which has to spell them, does not cite anything itself;
// and it is skipped anyway (THIS_FILE), since its comments must be free to describe what is forbidden.
const word = (...parts: string[]) => parts.join('');
const DESIGN_NOTES = [word('DEMO', '-DATA'), word('COMPLI', 'ANCE'), word('ARCHI', 'TECTURE'), word('ST', 'YLE')];

// Public standards a comment may name by their specification.
const PUBLIC_SPECIFICATIONS = [
  'OpenAPI',
  'GraphQL',
  'JSON Schema',
  'HTTP',
  'W3C',
  'WHATWG',
  'ECMAScript',
  'WebAuthn',
  'OAuth',
];

const CITATIONS: { name: string; pattern: RegExp }[] = [
  // "spec 000 section 7", "specs 001 and 002"
  { name: 'a specification by number', pattern: new RegExp(word('\\bspec', '(?:ification)?s?\\s+0\\d\\d\\b'), 'i') },
  // "spec section 9", "the spec's section 4", "spec § 3"
  {
    name: 'a specification section',
    pattern: new RegExp(word('\\bspec', "(?:ification)?(?:'s)?\\s+(?:§\\s*\\d|sections?\\s+\\d)"), 'i'),
  },
  // "issue 13 point 4", "issues 4 and 5", "issue #12"; "issue a token" names no number and passes.
  { name: 'an issue number', pattern: new RegExp(word('\\biss', 'ues?\\s+#?\\d+'), 'i') },
  // The design notes kept outside the repository, by name (upper case: "style" and "architecture" as words pass).
  {
    name: 'a design note outside the repository',
    pattern: new RegExp(`\\b(?:${DESIGN_NOTES.join('|')})(?:\\.md)?\\b`),
  },
  // A path that leaves the repository for the shared design notes or seeds.
  { name: 'a path outside the repository', pattern: new RegExp(word('\\.\\./sha', 'red/|\\bsee', 'ds/\\d{3}_')) },
  // Work-log phrases: which session did something, who worked on it.
  { name: 'a work log', pattern: new RegExp(word('\\bsess', 'ions?\\s+\\d+\\b|\\bworked on ', 'by\\b'), 'i') }, // "the spec's words", "as per spec", "the spec says": a requirements document as the reason for a rule. "the specific
  // reasons" and a browser test file ("the spec.ts file", "the specs after it") pass.
  {
    name: 'a requirements document',
    pattern: new RegExp(word('\\b(?:the|per)\\s+sp', "ec(?:ification)?(?:'s|’s)?\\b(?!\\.[a-z])"), 'i'),
  },
  { name: 'a requirements document', pattern: new RegExp(word('\\bsp', 'ec(?:ification)?\\s+(?:says|said)\\b'), 'i') },
  { name: 'a requirements document', pattern: new RegExp(word('\\bSp', 'ec:\\s')) },
  // "specification" on its own; a public one named by its standard ("the OpenAPI specification") passes.
  {
    name: 'a requirements document',
    pattern: new RegExp(`(?<!\\b(?:${PUBLIC_SPECIFICATIONS.join('|')})\\s)\\b${word('spec', 'ifications?')}\\b`, 'i'),
  },
];

const THIS_FILE = 'test/unit/repo/citations.test.ts';

function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== THIS_FILE)
    .filter((file) => !GENERATED.some((pattern) => pattern.test(file)) && !BINARY.test(file));
}

/** Every line of the scanned files that cites an outside document, as `file:line: [what] text`. */
function citations(): string[] {
  const found: string[] = [];
  for (const file of scannedFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (text.includes('\0')) continue; // a binary file with an extension the list above does not know
    text.split('\n').forEach((line, index) => {
      const hits = CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => name);
      if (hits.length > 0) found.push(`${file}:${index + 1}: [${hits.join('; ')}] ${line.trim()}`);
    });
  }
  return found;
}

describe('comments and docs cite nothing outside the repository', () => {
  it('finds files to scan', () => {
    const files = scannedFiles();
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('server/'))).toBe(true);
  });

  it('the patterns catch citations and pass ordinary words', () => {
    const cites = (line: string) => CITATIONS.some(({ pattern }) => pattern.test(line));
    expect(cites(word('// (spec', ' 000 section 7)'))).toBe(true);
    expect(cites(word('// the fee (spec', ' section 9)'))).toBe(true);
    expect(cites(word("it('refuses (iss", "ue 9 point 3)')"))).toBe(true);
    expect(cites(word('see iss', 'ue #12'))).toBe(true);
    expect(cites(word('// (DEMO', '-DATA.md "Loans")'))).toBe(true);
    expect(cites(word('// Sess', 'ion 9 took the route to 137 KB'))).toBe(true);
    expect(cites('// issue a token for the session')).toBe(false);
    expect(cites('// the session ends after 15 minutes')).toBe(false);
    expect(cites('<div style={{ margin: 0 }}>')).toBe(false);
    expect(cites('// 12 CFR 1026.22 and Reg Z Appendix J; see docs/payments.md')).toBe(false);
  });

  it('catches a requirements document named as the reason, and passes public standards and test files', () => {
    const cites = (line: string) => CITATIONS.some(({ pattern }) => pattern.test(line));
    const cited = [
      word('// the sp', "ec's quoted words"),
      word('// as per sp', 'ec'),
      word('// The sp', 'ec says 7 days'),
      word('/** Sp', 'ec: total = loan + fee */'),
      word('// every operation the sp', 'ecification names'),
    ];
    const plain = [
      word('// the OpenAPI sp', 'ecification of the vendor'),
      '// the specific reasons for the decision',
      '// leaves it seeded for the specs after it; see conversion.spec.ts',
      '// Playwright would send this spec to worker 0',
    ];
    expect(cited.filter((line) => !cites(line))).toEqual([]);
    expect(plain.filter(cites)).toEqual([]);
  });

  it('no line cites a specification, an issue, an outside design note or a work log', () => {
    expect(citations()).toEqual([]);
  });
});
