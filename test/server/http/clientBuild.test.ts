// npm start's client build check (server/http/clientBuild.ts) decides by the sources' content: a touched file that
// changed nothing never rebuilds, a changed, added or removed one does, whatever its timestamp says.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const build = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vite', () => ({ build }));

import { clientSourcesHash, ensureClientBuilt } from '../../../server/http/clientBuild';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A build as Vite leaves it: the client and the hash of the sources it was made from. */
const built = () => {
  write('dist/client/index.html', '<!doctype html>');
  write('dist/client/.sources-sha256', `${clientSourcesHash(root)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-client-build-'));
  write('src/main.tsx', 'export const a = 1;');
  write('index.html', '<div id="root"></div>');
  build.mockClear();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('the client build check', () => {
  it('builds when there is no client yet', async () => {
    expect(await ensureClientBuilt(false, root)).toBe('built');
    expect(build).toHaveBeenCalledWith(expect.objectContaining({ root: path.resolve(root) }));
  });

  it('does not build again for sources touched but unchanged', async () => {
    built();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/main.tsx'), later, later);
    expect(await ensureClientBuilt(false, root)).toBe('up to date');
    expect(build).not.toHaveBeenCalled();
  });

  it('builds again for a changed source even when its timestamp is older than the build', async () => {
    built();
    write('src/main.tsx', 'export const a = 2;');
    const earlier = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(root, 'src/main.tsx'), earlier, earlier);
    expect(await ensureClientBuilt(false, root)).toBe('built');
  });

  it('builds again for an added or a removed source', async () => {
    built();
    write('src/extra.ts', '');
    expect(await ensureClientBuilt(false, root)).toBe('built');
    built();
    rmSync(path.join(root, 'src/extra.ts'));
    expect(await ensureClientBuilt(false, root)).toBe('built');
  });

  it('builds when the last build left no record of its sources (it may have stopped half-way)', async () => {
    write('dist/client/index.html', '<!doctype html>');
    expect(await ensureClientBuilt(false, root)).toBe('built');
  });

  it('never builds in production, and says what is missing there', async () => {
    await expect(ensureClientBuilt(true, root)).rejects.toThrow(/npm run build/);
    write('dist/client/index.html', '<!doctype html>');
    write('src/main.tsx', 'export const a = 3;');
    expect(await ensureClientBuilt(true, root)).toBe('up to date');
    expect(build).not.toHaveBeenCalled();
  });
});
