// The OpenTelemetry SDK, loaded only when traces are wanted (its modules are imported here on first use, so a
// process without tracing never loads them): startTracing when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (server/startWorker.ts), registerTracing by tests with an in-memory exporter.
import { context, trace } from '@opentelemetry/api';
import type { NodeTracerProvider, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { ObservabilityConfig } from './config';
import { useTracer } from './tracing';

/**
 * Registers a provider for this thread (its AsyncLocalStorage context and W3C propagation included) with the given
 * processors. Statement texts are kept to 2 KB: they carry placeholders, never values, but some are long.
 */
export async function registerTracing(
  serviceName: string,
  spanProcessors: SpanProcessor[],
): Promise<NodeTracerProvider> {
  const [{ NodeTracerProvider }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors,
    spanLimits: { attributeValueLengthLimit: 2_048 },
  });
  provider.register();
  useTracer(trace.getTracer('lender-portal'));
  return provider;
}

/** Forgets the provider (tests, and a stopping process after its last spans are sent). */
export function unregisterTracing(): void {
  useTracer(undefined);
  trace.disable();
  context.disable();
}

/**
 * Starts exporting over OTLP/HTTP when an endpoint is configured; the exporter reads the standard OTEL_EXPORTER_OTLP_*
 * variables itself (headers for a collector's key, a traces-only endpoint). Returns how to send what is left and
 * stop, or nothing when tracing stays off.
 */
export async function startTracing(config: ObservabilityConfig): Promise<(() => Promise<void>) | undefined> {
  if (!config.otlpEndpoint) return undefined;
  const [{ OTLPTraceExporter }, { BatchSpanProcessor }, { SkipIdlePasses }] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/sdk-trace-node'),
    import('./idlePasses'),
  ]);
  const exporting = new SkipIdlePasses(new BatchSpanProcessor(new OTLPTraceExporter()));
  const provider = await registerTracing(config.serviceName, [exporting]);
  return async () => {
    await provider.shutdown();
    unregisterTracing();
  };
}
