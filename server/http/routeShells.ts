// Build step: page shells for routes whose first paint has a budget (the login page). Each is index.html plus a
// <link rel="modulepreload"> for every chunk the route's screen needs beyond the app shell, so the browser fetches
// them beside the shell instead of after it has run (one round trip less). The server sends a route its shell
// (server/http/client.ts); every other route gets index.html. Wired in vite.config.ts.
import type { Plugin } from 'vite';

/**
 * Route path → the screen module it renders first, the file its shell is written to, and whether the server paints
 * the page's frame into it per request (server/http/loginFrame.ts).
 */
export const ROUTE_SHELLS: Record<string, { screen: string; file: string; frame?: boolean }> = {
  '/login': { screen: 'src/features/auth/LoginScreen.tsx', file: 'login.html', frame: true },
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}
interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** `from` and every chunk it imports statically, by file name. */
function staticClosure(chunks: Map<string, ChunkLike>, from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  from.forEach(visit);
  return seen;
}

/** The client's font (src/components/fonts.css): the first paint's text waits for it (server/http/loginFrame.ts). */
export const FONT_FILE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * index.html with a modulepreload for each file, before the stylesheet links (as Vite orders its own), and a preload
 * of the font when given, so the server-painted frame's text and the application's have the same font at first paint.
 */
export function withPreloads(indexHtml: string, files: string[], base = '/', font?: string): string {
  const fontLink = font
    ? [`    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font}">\n`]
    : [];
  const links = [
    ...fontLink,
    ...files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`),
  ].join('');
  return indexHtml.replace(/(\s*)<\/head>/, `\n${links.trimEnd()}$1</head>`);
}

const ROUTE_SHELLS_FRAMED = new Set(
  Object.values(ROUTE_SHELLS)
    .filter((shell) => shell.frame)
    .map((shell) => shell.file),
);

/**
 * A page whose frame the server paints needs no script for its first paint: its scripts are fetched at low priority,
 * so the stylesheet and the font the frame waits for get the connection first (on a slow phone network they share it).
 */
export function scriptsAfterFrame(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")( crossorigin)?/g, '<$1$2 fetchpriority="low"');
}

export function routeShells(): Plugin {
  let base = '/';
  return {
    name: 'portal:route-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as AssetLike | undefined;
      if (!index) return;
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is typeof item & ChunkLike => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk as ChunkLike]),
      );
      const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      const inShell = staticClosure(chunks, entries);
      const font = Object.keys(bundle).find((name) => FONT_FILE.test(name));
      for (const { screen, file } of Object.values(ROUTE_SHELLS)) {
        const route = [...chunks.values()].find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(screen));
        if (!route) continue;
        const own = [...staticClosure(chunks, [route.fileName])].filter((f) => !inShell.has(f));
        const html = withPreloads(String(index.source), own, base, font);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: ROUTE_SHELLS_FRAMED.has(file) ? scriptsAfterFrame(html) : html,
        });
      }
    },
  };
}
