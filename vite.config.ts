// Client build. In `npm run dev` Vite serves the client and proxies the API routes to the reference server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPathPatterns } from './server/http/apiPaths';
import { precompressedAssets } from './server/http/precompress';
import { precompiledCatalogues } from './src/lib/i18n/precompile';

const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  // The translation catalogues ship compiled, so the browser carries no message parser (src/lib/i18n/precompile.ts);
  // every built file is written brotli- and gzip-compressed beside itself for the server to send as is.
  plugins: [react(), precompiledCatalogues(), precompressedAssets()],
  // ES2022: every browser the portal supports runs it natively, so nothing is down-levelled into larger code.
  build: { outDir: 'dist/client', sourcemap: true, chunkSizeWarningLimit: 500, target: 'es2022' },
  server: {
    port: Number(process.env.PORT ?? 8080),
    host: true,
    allowedHosts: ['.localhost'],
    // Anchored patterns, not plain prefixes: a plain '/auth' key would also proxy the client's /authentication/* pages.
    proxy: Object.fromEntries(
      apiPathPatterns().map((p) => [p, { target: api, ws: p.startsWith('^/graphql'), changeOrigin: false }]),
    ),
  },
});
