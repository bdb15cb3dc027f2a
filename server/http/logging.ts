// Request logging options. Correlation ids come from the caller's `x-correlation-id` header (the client sends
// one per request) so a support engineer can follow one action across client and server logs. Secrets that can
// appear in a URL (reset codes in the change-password path, tokens in a query) are masked before logging.
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyServerOptions } from 'fastify';

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
    requestIdHeader: 'x-correlation-id',
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: () => randomUUID(),
  };
}
