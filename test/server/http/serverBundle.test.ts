// npm start's server bundle (server/serverBundle.ts) is rebuilt when a file it was built from changes, by content,
// and each module keeps its own import.meta.url (files read beside a module are found as from the sources).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureServerBundle } from '../../../server/serverBundle';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-server-bundle-'));
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
  write('server/startWorker.ts', "export { where, word } from './deep/helper';\n");
  write('server/deep/helper.ts', "export const where: string = import.meta.url;\nexport const word = 'one';\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const load = async (url: URL) => {
  const text = readFileSync(url, 'utf8');
  return (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { where: string; word: string };
};

describe('the server bundle', () => {
  it('builds once, then is reused until a source changes', async () => {
    const first = await ensureServerBundle(root);
    expect(first.result).toBe('built');
    expect(await ensureServerBundle(root)).toMatchObject({ result: 'up to date' });
    write('server/deep/helper.ts', "export const where: string = import.meta.url;\nexport const word = 'two';\n");
    expect(await ensureServerBundle(root)).toMatchObject({ result: 'built' });
    expect((await load(first.url)).word).toBe('two');
    // Rewriting a file with the same content changes nothing.
    write('server/deep/helper.ts', "export const where: string = import.meta.url;\nexport const word = 'two';\n");
    expect(await ensureServerBundle(root)).toMatchObject({ result: 'up to date' });
  });

  it('is not taken as up to date when a source is saved while it builds', async () => {
    const saved = "export const where: string = import.meta.url;\nexport const word = 'saved';\n";
    await ensureServerBundle(root, () => write('server/deep/helper.ts', saved));
    const next = await ensureServerBundle(root);
    expect(next.result).toBe('built');
    expect((await load(next.url)).word).toBe('saved');
  });

  it('rebuilds when the lock file changes or the bundle is gone', async () => {
    await ensureServerBundle(root);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await ensureServerBundle(root)).toMatchObject({ result: 'built' });
    rmSync(path.join(root, 'dist/server/startWorker.mjs'));
    expect(await ensureServerBundle(root)).toMatchObject({ result: 'built' });
  });

  it("keeps each module's own import.meta.url", async () => {
    const { url } = await ensureServerBundle(root);
    expect((await load(url)).where).toBe(pathToFileURL(path.join(root, 'server/deep/helper.ts')).href);
  });
});
