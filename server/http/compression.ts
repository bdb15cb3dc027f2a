// On-the-fly compression of what the server writes per request (GraphQL and REST JSON, the server-rendered pages).
// Registered before any route, since the plugin hooks each route as it is declared. Built files are not compressed
// here: they go out as the build left them (server/http/client.ts), and a reply encoded already is left as it is.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compression saves less than it costs (headers, CPU): tiny answers go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
