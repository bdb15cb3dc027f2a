// Serves the built client: hashed assets with long caching, a page for every client route (SPA fallback), and a
// JSON 404 for anything that is neither (a missing asset or an unknown API path). Each asset goes out as the brotli or
// gzip copy the build wrote beside it (server/http/precompress.ts) when the browser accepts one.
//
// Pages are written per response: each carries its own CSP nonce (server/http/cspNonce.ts, which also sets how such
// a response is cached), joined into the built page cut once at start, and compressed as it is sent
// (server/http/compression.ts sendPage; a page is a few KB, its compression a few tens of microseconds).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './apiPaths';
import { sendPage } from './compression';
import { cspNonce, htmlTemplate } from './cspNonce';
import { withLoginFrame } from './loginFrame';
import { ROUTE_SHELLS } from './routeShells';

/** Built files and well-known static types; a client route may end in ".com" (an e-mail in the path), so no extname. */
const isAssetPath = (url: string) =>
  url.startsWith('/assets/') || /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|txt|json|webmanifest)$/i.test(url);

type Page = (nonce: string) => string;

/** The built pages, cut at their nonce placeholder: index.html, and each route shell the build wrote. */
function builtPages(clientDir: string): Map<string, Page> {
  const files = ['index.html', ...Object.values(ROUTE_SHELLS).map((shell) => shell.file)];
  return new Map(
    files
      .filter((file) => existsSync(path.join(clientDir, file)))
      .map((file) => [file, htmlTemplate(readFileSync(path.join(clientDir, file), 'utf8'))]),
  );
}

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const pages = builtPages(clientDir);
  const index = pages.get('index.html');
  if (index) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // A page is never sent as the file it was built as: it needs this response's nonce (the route below).
      allowedPath: (pathName) => !pathName.endsWith('.html'),
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
    const isClientRoute = req.method === 'GET' && index && !isApiPath(url) && !isAssetPath(url);
    if (isClientRoute) {
      // A route with a shell of its own (server/http/routeShells.ts) gets it: its chunks preload with the page.
      const route = ROUTE_SHELLS[url];
      const shell = route && pages.get(route.file);
      const html = (shell ?? index)(cspNonce(req));
      reply.type('text/html; charset=utf-8');
      // The login page comes with its brand's frame painted before the scripts run (server/http/loginFrame.ts): per
      // brand and language.
      if (shell && route.frame) {
        return sendPage(req, reply.header('vary', 'cookie, accept-language'), withLoginFrame(html, req));
      }
      return sendPage(req, reply, html);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${url}.` } });
  });
}
