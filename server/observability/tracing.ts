// Traces through the OpenTelemetry API. Spans are made by hand at the few places work enters the server (an HTTP
// request, a GraphQL operation, an identity operation, a worker's pass) and at the database client, not by
// require-hook instrumentation: `npm start` runs the server from one bundle, which such hooks never see.
//
// Tracing is on only once a tracer provider is registered (./tracingSdk.ts: OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is
// set, or a test's in-memory exporter). Off, every helper here costs one test of a variable: no span, no context,
// and the SDK is never loaded.
import { SpanKind, SpanStatusCode, context, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';

let tracer: Tracer | undefined;

/** Whether spans are being recorded in this thread. */
export const tracingOn = (): boolean => tracer !== undefined;

/** Called by ./tracingSdk.ts once a provider is registered (a tracer), or when it is forgotten (undefined). */
export function useTracer(next: Tracer | undefined): void {
  tracer = next;
}

/** A worker's pass: its root span carries PASS, and PASS_ITEMS (what it did) once it has run (./idlePasses.ts). */
export const PASS = 'portal.pass';
export const PASS_ITEMS = 'portal.pass.items';

/**
 * Runs one pass of a worker as a trace of its own; `work` answers how many things it did (a pass that did nothing and
 * failed in nothing is not sent).
 */
export function inPass<T>(name: string, work: () => Promise<T>, items: (result: T) => number): Promise<T> {
  if (!tracer) return work();
  return inSpan(name, { [PASS]: true }, async (span) => {
    const result = await work();
    span?.setAttribute(PASS_ITEMS, items(result));
    return result;
  });
}

/** Ends a span as failed with the error's class (never its message: driver messages quote parameters). */
export function failSpan(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  span.setAttribute('error.type', type);
}

/**
 * Runs `work` in a span that is a child of the active one (a root when there is none), ended when the work settles.
 * With tracing off it just runs the work.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span?: Span) => Promise<T>): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span started now under `parent` (or the active context), left to the caller to end: the HTTP request's. */
export function startSpan(
  name: string,
  attributes: Attributes,
  parent = context.active(),
  kind = SpanKind.INTERNAL,
): Span | undefined {
  return tracer?.startSpan(name, { attributes, kind }, parent);
}

/** Runs `work` with `span` as the active span, so what it starts (statements, logs) belongs to it. */
export function withSpan<T>(span: Span | undefined, work: () => T): T {
  return span ? context.with(trace.setSpan(context.active(), span), work) : work();
}

/** The active span's ids, for a log line; undefined when tracing is off or nothing is active. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  if (!tracer) return undefined;
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
