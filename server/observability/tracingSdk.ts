// The OpenTelemetry SDK, loaded only when traces are wanted: startTracing when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (server/startWorker.ts), registerTracing by tests with an in-memory exporter.
import { context, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { ObservabilityConfig } from './config';
import { useTracer } from './tracing';

/**
 * Registers a provider for this thread (its AsyncLocalStorage context and W3C propagation included) with the given
 * processors. Statement texts are kept to 2 KB: they carry placeholders, never values, but some are long.
 */
export function registerTracing(serviceName: string, spanProcessors: SpanProcessor[]): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
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
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const provider = registerTracing(config.serviceName, [new BatchSpanProcessor(new OTLPTraceExporter())]);
  return async () => {
    await provider.shutdown();
    unregisterTracing();
  };
}
