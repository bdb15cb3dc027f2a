// Request logging options. Correlation ids come from the caller's `x-correlation-id` header (the client sends
// one per request) so a support engineer can follow one action across client and server logs; only a UUID is
// taken, anything else (a forged log line, JSON, newlines) is replaced by a fresh one and never logged. Secrets
// that can appear in a URL (reset codes in the change-password path, tokens in a query) are masked before logging.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyServerOptions } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's correlation id when it is a UUID (lower-cased), otherwise a new one. */
export function correlationId(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers['x-correlation-id'];
  return typeof sent === 'string' && UUID.test(sent) ? sent.toLowerCase() : randomUUID();
}

const SECRET_QUERY_KEYS = /^(code|token|access_token|id_token|refresh_token|ssn|password)$/i;

export function maskUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const maskedPath = path.replace(/(\/authentication\/change-password)\/[^/]+\/[^/]+/, '$1/***/***');
  if (!query) return maskedPath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '***');
  return `${maskedPath}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions {
  return {
    logger: {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '***',
      },
      serializers: {
        req(req: { method: string; url: string; headers: Record<string, string | string[] | undefined> }) {
          const host = req.headers.host;
          return { method: req.method, url: maskUrl(req.url), host: Array.isArray(host) ? host[0] : host };
        },
      },
    },
    // No requestIdHeader: Fastify would take the header as sent; genReqId checks it first.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: correlationId,
  };
}
