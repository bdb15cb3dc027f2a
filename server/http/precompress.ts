// Build step: every built file that compresses is written beside itself as `.br` and `.gz`, at the strongest
// settings, once. The server then sends the copy the browser accepts (server/http/client.ts, `preCompressed`) and
// never compresses a built file per request. Wired in vite.config.ts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Text formats; images, fonts (woff2 is brotli inside) and archives are compressed already. Pages are left out: each
 * response writes its own CSP nonce into them, so they are compressed as they are sent (server/http/client.ts).
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|webmanifest)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file under `dir` where that saves bytes. */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            // Source maps are read only by developer tools: a fast setting keeps the build quick.
            [constants.BROTLI_PARAM_QUALITY]: file.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is not worth a second read: the server falls back to the file itself.
      for (const [ext, body] of [
        ['.br', br],
        ['.gz', gzipped],
      ] as const) {
        if (body.length >= raw.length) continue;
        await writeFile(`${file}${ext}`, body);
        written += 1;
      }
    }),
  );
  return { files: files.length, written };
}

/** Precompresses the whole output directory once Vite has written it. */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
