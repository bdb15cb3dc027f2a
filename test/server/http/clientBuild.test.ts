// npm start's client build check (server/http/clientBuild.ts) decides by the sources' content: a touched file that
// changed nothing never rebuilds, a changed, added or removed one does, whatever its timestamp says. A build leaves
// the server's process as it found it: the server started afterwards runs in the mode it was started in.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import {
  buildInChildProcess,
  clientSourcesHash,
  ensureClientBuilt as ensureBuilt,
} from '../../../server/http/clientBuild';

const build = vi.fn(async (_root: string) => undefined);
const ensureClientBuilt = (production: boolean, at: string) => ensureBuilt(production, at, build);

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
    expect(build).toHaveBeenCalledWith(path.resolve(root));
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

describe('a build inside npm start', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  });

  /** A project Vite builds in a second: one page, written where npm start looks for the client. */
  const tinyProject = () => {
    write('index.html', '<!doctype html><title>t</title><script type="module" src="/main.js"></script>');
    write('main.js', "document.title = import.meta.env.DEV ? 'development build' : 'production build';\n");
    write('vite.config.js', "export default { build: { outDir: 'dist/client' }, logLevel: 'warn' };\n");
  };

  // `npm start` with no NODE_ENV is development. Vite's build sets NODE_ENV=production in the process it runs in;
  // the server's configuration is read after the build, so a build in the server's process would start it in
  // production mode (and refuse to start without production's keys).
  it('leaves the server in development mode when it was started without NODE_ENV', async () => {
    tinyProject();
    delete process.env.NODE_ENV;
    expect(loadConfig(process.env).production).toBe(false);
    expect(await ensureBuilt(false, root)).toBe('built');
    expect(existsSync(path.join(root, 'dist/client/index.html'))).toBe(true);
    expect(process.env.NODE_ENV).toBeUndefined();
    expect(loadConfig(process.env).production).toBe(false);
  }, 60_000);

  it('builds the client for production whatever mode the server runs in', async () => {
    tinyProject();
    process.env.NODE_ENV = 'test';
    await buildInChildProcess(root);
    expect(process.env.NODE_ENV).toBe('test');
    const assets = path.join(root, 'dist/client/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    const script = readFileSync(path.join(assets, scripts[0]!), 'utf8');
    expect(script).toContain('production build');
    expect(script).not.toContain('development build');
  }, 60_000);

  it('says the build failed when it does', async () => {
    write('vite.config.js', 'export default {;\n');
    await expect(buildInChildProcess(root)).rejects.toThrow(/client build failed/);
  }, 60_000);
});
