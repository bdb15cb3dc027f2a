// Build step: page shells for routes whose first paint has a budget (the login page). Each is index.html plus a
// <link rel="modulepreload"> for every chunk the route's screen needs beyond the app shell, so the browser fetches
// them beside the shell instead of after it has run (one round trip less). The server sends a route its shell
// (server/http/client.ts); every other route gets index.html. Wired in vite.config.ts.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * What the build writes where each response's CSP nonce goes (Vite's `html.cspNonce`: the `csp-nonce` meta tag and a
 * nonce on every tag it emits); the server puts a fresh nonce in its place per response (server/http/cspNonce.ts).
 */
export const CSP_NONCE_PLACEHOLDER = '__PORTAL_CSP_NONCE__';

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
 * A page whose frame the server paints needs no script for its first paint, so its scripts start only once that frame
 * is on screen: the stylesheet and the font the frame waits for get the connection to themselves (on a slow phone
 * network they would share it), and the page is painted before any script's download or run. The shell's entry and
 * preloads become a small loader that, at the first contentful paint (or at once in a hidden tab, or after 3 s
 * whatever happens), adds the same preloads, runs each chunk and then the entry. It is a file of its own: the CSP allows no inline
 * script. Returns the shell and the loader's file.
 */
export function scriptsAfterPaint(
  html: string,
  base: string,
): { html: string; loader: { fileName: string; source: string } } {
  // Each tag may carry the build's nonce placeholder (CSP_NONCE_PLACEHOLDER) after its address.
  const entry = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) throw new Error('route shell: no module entry in index.html');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g)];
  const source = [
    "// The login page's scripts, started once its server-painted frame is on screen (server/http/routeShells.ts).",
    `const preloads = ${JSON.stringify(preloads.map((m) => m[1]))};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const href of preloads) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    // Each chunk is run in a task of its own (a yield between, by message: page clocks in tests fake timers), so a
    // slow phone's main thread is never held for the whole application at once; then the entry, which starts it.
    '  const yieldToBrowser = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(null); });',
    '  (async () => {',
    '    for (const href of preloads) {',
    '      await import(href);',
    '      await yieldToBrowser();',
    '    }',
    `    await import(${JSON.stringify(entry[1])});`,
    '  })();',
    '};',
    "if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();",
    'else {',
    '  new PerformanceObserver((list, observer) => {',
    "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
    '    observer.disconnect();',
    '    start();',
    "  }).observe({ type: 'paint', buffered: true });",
    '  setTimeout(start, 3000);',
    '}',
    '',
  ].join('\n');
  const fileName = `assets/after-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  let out = html.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  out = out.replace(
    /(\s*)<\/head>/,
    `$1  <script type="module" crossorigin src="${base}${fileName}"></script>$1</head>`,
  );
  return { html: out, loader: { fileName, source } };
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
        let html = withPreloads(String(index.source), own, base, font);
        if (ROUTE_SHELLS_FRAMED.has(file)) {
          const afterPaint = scriptsAfterPaint(html, base);
          html = afterPaint.html;
          this.emitFile({ type: 'asset', ...afterPaint.loader });
        }
        this.emitFile({ type: 'asset', fileName: file, source: html });
      }
    },
  };
}
