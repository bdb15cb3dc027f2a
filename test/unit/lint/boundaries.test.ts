// The module boundaries in eslint.config.js (import/no-restricted-paths), run through ESLint's Node API on snippets
// placed inside the repo: what a feature (and its sagas, API and store slices), the server and the store may import,
// and that no file switches them off.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintOneRule, ROOT } from './lintOneRule';

const RULE = 'import/no-restricted-paths';

let eslint: ESLint;
let lintMessages: ReturnType<typeof lintOneRule>['messages'];
beforeAll(() => {
  ({ eslint, messages: lintMessages } = lintOneRule(RULE));
});

const boundaryErrors = (filePath: string, code: string) => lintMessages(filePath, code);

const features = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature with a paths.ts and another module beside it, and a second feature to import them from. */
function twoFeatures() {
  const owner = features.find(
    (f) =>
      readdirSync(join(ROOT, 'src/features', f)).some((name) => /^(?!paths\.).*\.tsx?$/.test(name)) &&
      existsSync(join(ROOT, 'src/features', f, 'paths.ts')),
  );
  const importer = features.find((f) => f !== owner);
  if (!owner || !importer) throw new Error('need two features, one with a paths.ts');
  const internal = readdirSync(join(ROOT, 'src/features', owner)).find((name) => /^(?!paths\.).*\.tsx?$/.test(name));
  return { owner, importer, internal: (internal ?? '').replace(/\.tsx?$/, '') };
}

/** Some module of a folder, as an import specifier without its extension. */
function someModule(folder: string): string {
  const name = readdirSync(join(ROOT, folder)).find((n) => /\.tsx?$/.test(n) && !n.endsWith('.d.ts'));
  if (!name) throw new Error(`no module in ${folder}`);
  return name.replace(/\.tsx?$/, '');
}

describe('feature boundaries', () => {
  it("fail a feature importing another feature's internals", async () => {
    const { owner, importer, internal } = twoFeatures();
    const errors = await boundaryErrors(
      `src/features/${importer}/Probe.ts`,
      `import * as other from '../${owner}/${internal}';\nexport default other;\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/paths\.ts/);
  });

  it("pass a feature importing another feature's paths.ts", async () => {
    const { owner, importer } = twoFeatures();
    expect(await boundaryErrors(`src/features/${importer}/Probe.ts`, `export * from '../${owner}/paths';\n`)).toEqual(
      [],
    );
  });

  it('pass a feature importing its own files, src/components, src/lib, store/ and api/', async () => {
    const { owner, internal } = twoFeatures();
    const code = [
      `export * as own from './${internal}';`,
      `export * as button from '../../components/Button';`,
      `export * as mask from '../../lib/mask';`,
      `export * as hooks from '../../../store/hooks';`,
      `export * as api from '../../../api/baseApi';`,
    ].join('\n');
    expect(await boundaryErrors(`src/features/${owner}/Probe.ts`, `${code}\n`)).toEqual([]);
  });

  it.each([
    ['brands/', '../../../brands/catalog'],
    ['sagas/', `../../../sagas/${someModule('sagas')}`],
    ['src/app/', `../../app/${someModule('src/app')}`],
    ['server/', `../../../server/${someModule('server')}`],
  ])('fail a feature importing %s', async (_, specifier) => {
    const { importer } = twoFeatures();
    // sagas/ is closed by two zones (features' and all screens'), so at least one message.
    expect(
      await boundaryErrors(`src/features/${importer}/Probe.ts`, `export * as x from '${specifier}';\n`),
    ).not.toEqual([]);
  });

  it('cover every folder in src/features, read when the config loads', async () => {
    const config = (await eslint.calculateConfigForFile(join(ROOT, 'src/features/Probe.ts'))) as {
      rules: Record<string, [unknown, { zones: { target: string | string[] }[] }]>;
    };
    const targets = config.rules[RULE]?.[1].zones.flatMap((zone) => zone.target) ?? [];
    for (const feature of features) expect(targets).toContain(`./src/features/${feature}`);
  });
});

describe('shared code, server and store boundaries', () => {
  it('fail src/components and src/lib importing a feature, or sagas', async () => {
    const { owner, internal } = twoFeatures();
    const saga = `../../sagas/${someModule('sagas')}`;
    for (const folder of ['src/components', 'src/lib']) {
      expect(
        await boundaryErrors(`${folder}/Probe.ts`, `export * from '../features/${owner}/${internal}';\n`),
      ).toHaveLength(1);
      expect(await boundaryErrors(`${folder}/Probe.ts`, `export * from '${saga}';\n`)).toHaveLength(1);
    }
    // A component may link to a feature's address.
    expect(await boundaryErrors('src/components/Probe.ts', `export * from '../features/${owner}/paths';\n`)).toEqual(
      [],
    );
  });

  it('fail the server importing src/features, store/ or sagas/, and pass it importing src/lib', async () => {
    const { owner } = twoFeatures();
    expect(await boundaryErrors('server/Probe.ts', `export * from '../src/features/${owner}/paths';\n`)).toHaveLength(
      1,
    );
    expect(await boundaryErrors('server/Probe.ts', `export * from '../store/sanitize';\n`)).toHaveLength(1);
    expect(await boundaryErrors('server/Probe.ts', `export * from '../sagas/${someModule('sagas')}';\n`)).toHaveLength(
      1,
    );
    expect(await boundaryErrors('server/Probe.ts', `export * from '../src/lib/mask';\n`)).toEqual([]);
  });

  it('fail store/ importing sagas/', async () => {
    expect(await boundaryErrors('store/Probe.ts', `export * from '../sagas/${someModule('sagas')}';\n`)).toHaveLength(
      1,
    );
  });
});

/** Folders of a layer named for a feature: that feature's part of the layer. */
const featureFoldersOf = (layer: string) =>
  readdirSync(join(ROOT, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && features.includes(entry.name))
    .map((entry) => entry.name);

/** Two features that both have a folder in the layer (neither the application's, whose sagas are not zoned yet). */
function twoIn(layer: string): [string, string] {
  const [a, b] = featureFoldersOf(layer).filter((f) => f !== 'application');
  if (!a || !b) throw new Error(`need two feature folders in ${layer}`);
  return [a, b];
}

describe('sagas, api and store boundaries, per feature', () => {
  it("fail a feature's sagas importing another feature's sagas, and pass them importing shared saga modules", async () => {
    const [mine, other] = twoIn('sagas');
    const errors = await boundaryErrors(
      `sagas/${mine}/Probe.ts`,
      `export * from '../${other}/${someModule(`sagas/${other}`)}';\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/other feature's sagas/);
    expect(await boundaryErrors(`sagas/${mine}/Probe.ts`, `export * from '../callEndpoint';\n`)).toEqual([]);
  });

  it("fail a feature's sagas, api folder or store slice importing another feature's api folder", async () => {
    const [mine, other] = twoIn('api');
    const specifier = (depth: string) => `${depth}api/${other}/${someModule(`api/${other}`)}`;
    const files: [file: string, depth: string][] = [
      [`sagas/${mine}/Probe.ts`, '../../'],
      [`api/${mine}/Probe.ts`, '../../'],
      [`store/${mine}.ts`, '../'],
    ];
    for (const [file, depth] of files) {
      expect(await boundaryErrors(file, `export * from '${specifier(depth)}';\n`), file).toHaveLength(1);
      expect(await boundaryErrors(file, `export * from '${depth}api/baseApi';\n`), file).toEqual([]);
    }
    expect(
      await boundaryErrors(`sagas/${mine}/Probe.ts`, `export * from '${specifier('../../').replace(other, mine)}';\n`),
    ).toEqual([]);
  });

  it("pass sagas importing a feature's paths.ts and rules.ts, and fail them importing any other feature file", async () => {
    const { owner, internal } = twoFeatures();
    for (const file of ['sagas/Probe.ts', `sagas/${twoIn('sagas')[0]}/Probe.ts`]) {
      const up = file.split('/').length === 2 ? '../' : '../../';
      const into = `${up}src/features/${owner}`;
      expect(await boundaryErrors(file, `export * from '${into}/paths';\nexport * from '${into}/rules';\n`)).toEqual(
        [],
      );
      const errors = await boundaryErrors(file, `export * from '${into}/${internal}';\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/rules\.ts/);
    }
  });

  it('fail api/ importing sagas/ or a feature, and store/ importing a feature', async () => {
    const { owner } = twoFeatures();
    expect(await boundaryErrors('api/Probe.ts', `export * from '../sagas/${someModule('sagas')}';\n`)).toHaveLength(1);
    expect(await boundaryErrors('api/Probe.ts', `export * from '../src/features/${owner}/paths';\n`)).toHaveLength(1);
    expect(await boundaryErrors('store/Probe.ts', `export * from '../src/features/${owner}/paths';\n`)).toHaveLength(1);
    expect(await boundaryErrors('store/Probe.ts', `export * from '../src/lib/mask';\n`)).toEqual([]);
  });

  it('cover every feature folder of sagas/ and api/, read when the config loads', async () => {
    const config = (await eslint.calculateConfigForFile(join(ROOT, 'sagas/Probe.ts'))) as {
      rules: Record<string, [unknown, { zones: { target: string | string[] }[] }]>;
    };
    const targets = config.rules[RULE]?.[1].zones.flatMap((zone) => zone.target) ?? [];
    for (const layer of ['sagas', 'api']) {
      for (const feature of featureFoldersOf(layer)) expect(targets).toContain(`./${layer}/${feature}`);
    }
  });
});

describe('exceptions', () => {
  it('none: no file switches the boundary rule off with an eslint-disable comment', async () => {
    // Only files that mention eslint-disable at all are linted, so this stays fast; ESLint itself says what each
    // directive suppressed, which a text search cannot (a directive naming no rule suppresses this one too).
    const candidates: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.') || ['node_modules', 'dist', 'generated'].includes(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(ts|tsx|js)$/.test(entry.name) && readFileSync(path, 'utf8').includes('eslint-disable'))
          candidates.push(path);
      }
    };
    for (const folder of ['src', 'store', 'sagas', 'api', 'brands', 'server', 'test']) walk(join(ROOT, folder));
    const results = candidates.length ? await eslint.lintFiles(candidates) : [];
    const suppressed = results.flatMap((result) =>
      result.suppressedMessages
        .filter((m) => m.ruleId === RULE)
        .map((m) => `${relative(ROOT, result.filePath)}:${m.line}`),
    );
    expect(suppressed).toEqual([]);
  });
});
