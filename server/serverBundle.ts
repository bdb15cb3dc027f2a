// The server bundle of `npm start`: the server's own modules (server/ and what it imports from src/) in one ES module,
// built by esbuild into dist/server/ and reused while its sources are unchanged. It exists for start-up time: under
// tsx every one of the ~300 modules is resolved and transformed through the loader's worker, which costs seconds; one
// plain JavaScript file loaded by Node without tsx (server/start.ts runs it in a worker thread) costs a fraction.
// Packages stay external (Node loads them from node_modules as usual), so their files, WebAssembly and fonts are found.
//
// "Unchanged" is decided by content, as for the client (server/http/clientBuild.ts): the stamp beside the bundle lists
// every file the build read (esbuild's metafile) with the hash of their contents, the lock file and tsconfig.json;
// a changed, renamed or deleted source rebuilds. A new file only enters through an import in a changed one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bump when the build options below change, so an old bundle is not reused. */
const BUILD_VERSION = 1;
const OUT_DIR = 'dist/server';
const ENTRY = 'server/startWorker.ts';
const STAMP = '.sources.json';
const ALWAYS = ['package-lock.json', 'tsconfig.json'];

interface Stamp {
  inputs: string[];
  hash: string;
}

/**
 * `read`: the contents the build itself read, by absolute path. The stamp must describe what went into the bundle:
 * a file saved while the build ran would otherwise be hashed as saved and the bundle taken as up to date.
 */
function sourcesHash(root: string, inputs: string[], read = new Map<string, string>()): string | undefined {
  const hash = createHash('sha256');
  hash.update(`${BUILD_VERSION}\0${path.resolve(root)}\0`);
  for (const input of [...ALWAYS, ...inputs]) {
    const full = path.resolve(root, input);
    const seen = read.get(full);
    if (seen === undefined && !existsSync(full)) return undefined;
    hash.update(`${input}\0`);
    hash.update(seen ?? readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type ServerBundleResult = 'up to date' | 'built';

/** Builds dist/server/startWorker.mjs when missing or built from other sources; returns its file URL. */
export async function ensureServerBundle(
  root = '.',
  /** Tests: runs between the build and its stamp, where an editor's save can land. */
  afterBuild?: () => void,
): Promise<{ url: URL; result: ServerBundleResult }> {
  const outDir = path.resolve(root, OUT_DIR);
  const outfile = path.join(outDir, 'startWorker.mjs');
  const stampFile = path.join(outDir, STAMP);
  const url = pathToFileURL(outfile);
  if (existsSync(outfile) && existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
    if (sourcesHash(root, stamp.inputs) === stamp.hash) return { url, result: 'up to date' };
  }
  // Several servers may start at once from one tree (the browser tests' workers): each builds into a folder of its
  // own and renames the finished files into place, so none ever reads a half-written bundle or stamp.
  const scratch = path.join(outDir, `.build-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  const read = new Map<string, string>();
  try {
    const { build } = await import('esbuild');
    const built = await build({
      absWorkingDir: path.resolve(root),
      entryPoints: [ENTRY],
      outfile: path.join(scratch, 'startWorker.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [
        {
          // Each module's import.meta.url stays its own source file's URL, so files read beside it (schema.graphql,
          // the sandbox script, migrations) and createRequire() resolve as they do from the sources.
          name: 'own-import-meta-url',
          setup(b) {
            b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
              if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
              const source = readFileSync(args.path, 'utf8');
              read.set(path.resolve(args.path), source);
              return {
                contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
                loader: args.path.endsWith('x') ? 'tsx' : 'ts',
              };
            });
          },
        },
      ],
    });
    afterBuild?.();
    const inputs = Object.keys(built.metafile.inputs).sort();
    const hash = sourcesHash(root, inputs, read);
    for (const file of ['startWorker.mjs', 'startWorker.mjs.map'])
      renameSync(path.join(scratch, file), path.join(outDir, file));
    if (hash) {
      writeFileSync(path.join(scratch, STAMP), JSON.stringify({ inputs, hash } satisfies Stamp));
      renameSync(path.join(scratch, STAMP), stampFile);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { url, result: 'built' };
}
