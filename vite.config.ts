// Client build. In `npm run dev` Vite serves the client and proxies the API routes to the reference server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPathPatterns } from './server/http/apiPaths';
import { clientSourcesStamp } from './server/http/clientBuild';
import { precompressedAssets } from './server/http/precompress';
import { CSP_NONCE_PLACEHOLDER, routeShells } from './server/http/routeShells';
import { precompiledCatalogues } from './src/lib/i18n/precompile';
import { leanLibraries } from './build/leanLibraries';

/**
 * The libraries every page's first paint runs, in one file: rolldown would otherwise cut them into a dozen small
 * chunks along the lines of which lazy screen shares what, and a dozen small files compress worse than one (the
 * login route measured 153.3 KB brotli split, 150.0 KB grouped). Libraries that only some screens use (Yup,
 * Amplify, RTK Query, Leaflet, ...) are not listed and keep their own chunks.
 */
const FIRST_PAINT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|immer|redux|redux-thunk|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit|redux-saga|@redux-saga|redux-persist|react-redux|use-sync-external-store|formik|deepmerge|react-fast-compare|tiny-warning|@lingui[\\/]core|@babel[\\/]runtime)[\\/]/;

/** The entry module stays the entry chunk's own; the rest of the shell is grouped (`shell` below). */
const APP_SHELL_MODULE = (id: string) => !/[\\/]node_modules[\\/]|[\\/]src[\\/]main\.tsx$|^\0/.test(id);

const LOGIN_SCREEN = fileURLToPath(new URL('./src/features/auth/LoginScreen.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The login screen's own modules: everything it imports statically, the screen itself left out (its manifest entry
 * names the route's chunk, which the login page's shell preloads: server/http/routeShells.ts). Modules the shell or
 * the framework already hold are taken by those groups first.
 */
function loginScreenModules(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(dep) || !APP_SHELL_MODULE(dep)) continue;
      found.add(dep);
      visit(dep);
    }
  };
  visit(LOGIN_SCREEN);
  return found;
}

/**
 * React Router 7's package exports name only its development build, whose warnings (and their strings) would ship
 * to customers (remix-run/react-router#12532, #14102); a production build takes the production files it also ships.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  // The translation catalogues ship compiled, so the browser carries no message parser (src/lib/i18n/precompile.ts);
  // the login page gets a shell that preloads its own chunks; every built file is written brotli- and
  // gzip-compressed beside itself for the server to send as is; the sources' hash marks what the build was made from
  // (npm start's build check, server/http/clientBuild.ts); the libraries' unused components and Formik's lodash stay
  // out of the first paint (build/leanLibraries.ts).
  plugins: [
    react(),
    leanLibraries(),
    precompiledCatalogues(),
    routeShells(),
    precompressedAssets(),
    clientSourcesStamp(),
  ],
  // The pages carry a placeholder where the server writes each response's CSP nonce: the `csp-nonce` meta tag
  // styled-components reads for the <style> elements it adds (server/http/cspNonce.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // ES2022: every browser the portal supports runs it natively, so nothing is down-levelled into larger code.
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    chunkSizeWarningLimit: 500,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The same for our own code: what start-up runs (every module the entry imports statically) joins the
          // entry's chunk, and the login form's parts one chunk, instead of a dozen small files along the lines of
          // which lazy screen shares what (login route 140.3 → 137.5 KB brotli, 24 → 5 files). Other screens that
          // use a login part (the text field, say) load that chunk, 2 KB, with them.
          groups: [
            { name: 'framework', test: FIRST_PAINT_LIBRARIES, priority: 3 },
            { name: 'shell', tags: ['$initial'], test: APP_SHELL_MODULE, priority: 2 },
            {
              name: (id, graph) => (loginScreenModules(graph).has(id) ? 'login' : null),
              debugName: 'login',
              test: APP_SHELL_MODULE,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    host: true,
    allowedHosts: ['.localhost'],
    // Anchored patterns, not plain prefixes: a plain '/auth' key would also proxy the client's /authentication/* pages.
    proxy: Object.fromEntries(
      apiPathPatterns().map((p) => [p, { target: api, ws: p.startsWith('^/graphql'), changeOrigin: false }]),
    ),
  },
}));
