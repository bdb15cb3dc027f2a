// The guard against words outside the catalogues (i18next/no-literal-string in eslint.config.js), run through ESLint's
// Node API: it fails a word typed into a translated folder's JSX, lets punctuation through, every file of those
// folders passes it, and nothing switches it off.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintOneRule, ROOT } from '../lint/lintOneRule';

const RULE = 'i18next/no-literal-string';
/** The folders converted so far (eslint.config.js TRANSLATED); a probe is linted as if it lived in each. */
const TRANSLATED_FOLDERS = [
  'src/components',
  'src/features/auth',
  'src/features/password',
  'src/features/admin',
  'src/features/errors',
  'src/features/session',
  'src/features/mfa',
  'src/features/enrollment',
  'src/features/signUp',
  'src/features/stores',
  'src/features/application',
  'src/features/conversion',
  'src/features/account',
  'src/features/security',
];

let eslint: ESLint;
let lintMessages: ReturnType<typeof lintOneRule>['messages'];
beforeAll(() => {
  ({ eslint, messages: lintMessages } = lintOneRule(RULE));
});

const wordErrors = (filePath: string, code: string) => lintMessages(filePath, code);

const probe = (body: string) =>
  `import { Button } from '../components/Button';\nexport function Probe({ on }: { on: boolean }) {\n  return ${body};\n}\n`;

describe('words typed into JSX', () => {
  it.each(TRANSLATED_FOLDERS)('fail lint in %s: text, word props, conditional and template strings', async (folder) => {
    const cases = [
      '<p>Log in</p>',
      '<Button aria-label="Close" type="button">×</Button>',
      '<input placeholder="Your email" />',
      "<p>{on ? 'Yes' : 'No'}</p>",
      '<p>{`Total ${String(on)}`}</p>',
    ];
    for (const body of cases) expect(await wordErrors(`${folder}/Probe.tsx`, probe(body)), body).not.toEqual([]);
  });

  it('pass when they are punctuation, identifiers or catalogue keys', async () => {
    const body =
      '<p className="x" role="status" style={{ display: \'flex\' }}>{t(\'login.heading\')} · {\'…\'} <a href="/login">:</a><Button title="login.heading">×</Button></p>';
    const code = `declare const t: (key: string) => string;\n${probe(body)}`;
    expect(await wordErrors('src/features/auth/Probe.tsx', code)).toEqual([]);
  });

  it('cover every feature folder that holds a screen, so a new screen cannot skip the catalogues', () => {
    const features = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && tsxFiles(`src/features/${entry.name}`).length > 0)
      .map((entry) => `src/features/${entry.name}`);
    expect(features.filter((folder) => !TRANSLATED_FOLDERS.includes(folder))).toEqual([]);
  });
});

function tsxFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the translated folders', () => {
  it('have no word outside the catalogues', async () => {
    const files = [join(ROOT, 'src/main.tsx'), ...TRANSLATED_FOLDERS.flatMap(tsxFiles)].filter(
      // Nested folders of src/components join separately (src/components/verification is still the lead's).
      (file) => !relative(join(ROOT, 'src/components'), file).includes('/'),
    );
    const results = await eslint.lintFiles(files);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${relative(ROOT, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
  });

  it('never switch the guard off', () => {
    const disabled = [join(ROOT, 'src/main.tsx'), ...TRANSLATED_FOLDERS.flatMap(tsxFiles)].filter((file) =>
      /eslint-disable.*no-literal-string/.test(readFileSync(file, 'utf8')),
    );
    expect(disabled).toEqual([]);
  });
});
