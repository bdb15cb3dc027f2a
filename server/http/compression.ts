// On-the-fly compression of what the server writes per request (GraphQL and REST JSON, every page).
// Registered before any route, since the plugin hooks each route as it is declared. Built files are not compressed
// here: they go out as the build left them (server/http/client.ts), and a reply encoded already is left as it is.
import fastifyCompress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes compression saves less than it costs (headers, CPU): tiny answers go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}

const PAGE_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** The encodings an Accept-Encoding header allows (any not refused with q=0), lower case. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const allowed = (header ?? '')
    .split(',')
    .map((part) => part.split(';').map((p) => p.trim().toLowerCase()))
    .filter(([name, ...params]) => name && !params.some((p) => /^q=0(\.0*)?$/.test(p)));
  return new Set(allowed.map(([name]) => name ?? ''));
}

/**
 * A page the client fallback writes per response (server/http/client.ts), compressed as the plugin would: the plugin
 * attaches itself to declared routes only, and the fallback is none. Brotli at the plugin's quality, else gzip.
 */
export function sendPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (Buffer.byteLength(html) < COMPRESSION_THRESHOLD) return reply.send(html);
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, PAGE_BROTLI));
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
