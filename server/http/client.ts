// Serves the built client: hashed assets with long caching, index.html for every client route (SPA fallback),
// and a JSON 404 for anything that is neither (a missing asset or an unknown API path). Each file goes out as the
// brotli or gzip copy the build wrote beside it (server/http/precompress.ts) when the browser accepts one.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './apiPaths';
import { withLoginFrame } from './loginFrame';
import { ROUTE_SHELLS } from './routeShells';

/** Built files and well-known static types; a client route may end in ".com" (an e-mail in the path), so no extname. */
const isAssetPath = (url: string) =>
  url.startsWith('/assets/') || /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|txt|json|webmanifest)$/i.test(url);

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A built file goes out as the build left it: its compressed copy, or the file where none paid off. The
        // on-the-fly compression (server/http/compression.ts) honours this request flag, its documented opt-out.
        reply.request.headers['x-no-compression'] = '1';
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isClientRoute = req.method === 'GET' && !isApiPath(url) && !isAssetPath(url) && hasClient;
    if (isClientRoute) {
      // A route with a shell of its own (server/http/routeShells.ts) gets it: its chunks preload with the page.
      const shell = ROUTE_SHELLS[url]?.file;
      const page = shell && existsSync(path.join(clientDir, shell)) ? shell : 'index.html';
      reply.header('cache-control', 'no-cache');
      // The login page comes with its brand's frame painted before the scripts run (server/http/loginFrame.ts): per
      // brand and language, so written per request (and compressed on the fly like any HTML the server writes).
      if (ROUTE_SHELLS[url]?.frame && page !== 'index.html') {
        const html = withLoginFrame(await readFile(path.join(clientDir, page), 'utf8'), req);
        return reply.header('vary', 'cookie, accept-language').type('text/html; charset=utf-8').send(html);
      }
      return reply.sendFile(page);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${url}.` } });
  });
}
