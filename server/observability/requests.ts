// Every HTTP request is counted by route template and status, timed, and (tracing on) run in a span named
// "<METHOD> <route template>". The span is made the active one when the request arrives, again before its handler
// (reading the body happens on the socket's events, outside it) and while the response is logged, so everything the
// request does and logs belongs to it. A caller's `traceparent` is continued only behind a trusted proxy
// (TRUST_PROXY), as X-Forwarded-* are: from the open internet it would let anyone choose trace ids or turn tracing
// off for their own requests.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, propagation, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalMetrics } from './metrics';
import { startSpan, tracingOn, withSpan } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span while tracing is on. */
    traceSpan: Span | null;
  }
}

/** The route's template ("/documents/:id"), never the URL as sent; requests no route matched share one label. */
// OpenTelemetry's semantic-convention names, written out: the conventions package costs start-up time for three strings.
const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
const ATTR_HTTP_ROUTE = 'http.route';
const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';

const routeOf = (req: FastifyRequest): string => req.routeOptions.url ?? 'unmatched';

export function instrumentRequests(
  app: FastifyInstance,
  metrics: PortalMetrics,
  opts: { continueCallerTraces: boolean },
): void {
  app.decorateRequest('traceSpan', null);
  app.addHook('onRequest', (req, _reply, done) => {
    if (!tracingOn()) return done();
    const parent = opts.continueCallerTraces ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    const route = routeOf(req);
    const span = startSpan(
      `${req.method} ${route}`,
      { [ATTR_HTTP_REQUEST_METHOD]: req.method, [ATTR_HTTP_ROUTE]: route },
      parent,
      SpanKind.SERVER,
    );
    span?.setAttribute('portal.correlation_id', String(req.id));
    req.traceSpan = span ?? null;
    withSpan(span, done);
  });
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.traceSpan) withSpan(req.traceSpan, done);
    else done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeOf(req);
    const status = reply.statusCode;
    metrics.httpRequests.inc({ method: req.method, route, status_code: status });
    metrics.httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    const span = req.traceSpan;
    if (!span) return done();
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    // The "request completed" line is written after this hook: in the span, it carries the trace id too.
    withSpan(span, done);
  });
}
