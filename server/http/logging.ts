// Request logging options. Correlation ids come from the caller's `x-correlation-id` header (the client sends
// one per request) so a support engineer can follow one action across client and server logs; only a UUID is
// taken, anything else (a forged log line, JSON, newlines) is replaced by a fresh one and never logged. Secrets
// that can appear in a URL (reset codes in the change-password path, tokens in a query) are masked before logging,
// and so is SSN- or card-shaped text anywhere in the path or query, however it got there (a customer's typing in
// the address bar, a link pasted with a number in it): no full SSN or card number may reach a log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { maskSsnAndCard } from '../logging/scrub';
import { mergeTraceFields, traceMixin } from '../observability/logTrace';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's correlation id when it is a UUID (lower-cased), otherwise a new one. */
export function correlationId(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers['x-correlation-id'];
  return typeof sent === 'string' && UUID.test(sent) ? sent.toLowerCase() : randomUUID();
}

const SECRET_QUERY_KEYS = /^(code|token|access_token|id_token|refresh_token|ssn|password)$/i;

const decode = (raw: string, plusIsSpace: boolean): string => {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll('+', ' ') : raw);
  } catch {
    return raw; // a malformed escape: the text as sent is what is checked
  }
};

/**
 * One part of a URL (a path segment, a query key or value) as logged: checked decoded, so `123%2045%206789` and
 * `123+45+6789` are found too; left as sent when nothing is masked, else re-encoded around the markers.
 */
function maskPart(raw: string, plusIsSpace: boolean): string {
  const decoded = decode(raw, plusIsSpace);
  const masked = maskSsnAndCard(decoded);
  if (masked === decoded) return raw;
  return masked
    .split(/(\[(?:ssn|card)\])/)
    .map((piece, i) => (i % 2 === 1 ? piece : encodeURIComponent(piece)))
    .join('');
}

export function maskUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const maskedPath = path
    .replace(/(\/authentication\/change-password)\/[^/]+\/[^/]+/, '$1/***/***')
    .split('/')
    .map((segment) => maskPart(segment, false))
    .join('/');
  if (mark === -1) return maskedPath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      if (eq === -1) return maskPart(key, true);
      const value = SECRET_QUERY_KEYS.test(decode(key, true)) ? '***' : maskPart(pair.slice(eq + 1), true);
      return `${maskPart(key, true)}=${value}`;
    });
  return `${maskedPath}?${query.join('&')}`;
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions {
  return {
    logger: {
      level,
      ...(stream && { stream }),
      mixin: traceMixin,
      mixinMergeStrategy: mergeTraceFields,
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
