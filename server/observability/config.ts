// The observability settings (server/config.ts reads them with the others, so a bad one is one more start-up problem).
// - METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`. Without it, /metrics is open in
//   development and test (a developer's scrape) and absent (404) in production, so a deployment that forgot the token
//   never publishes its figures.
// - OTEL_EXPORTER_OTLP_ENDPOINT: traces go there over OTLP/HTTP; unset, nothing is recorded or sent.
// - OTEL_SERVICE_NAME: the service the traces name; several processes of one deployment share it.

export interface ObservabilityConfig {
  metricsToken: string | undefined;
  otlpEndpoint: string | undefined;
  serviceName: string;
}

/** Long enough that guessing is hopeless, and only characters a header carries as they are. */
const TOKEN = /^[\x21-\x7e]{24,256}$/;
const SERVICE_NAME = /^[\w.-]{1,64}$/;

export function readMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return undefined;
  // The value is a secret: the message says what is wrong, never what it is.
  if (!TOKEN.test(raw)) throw new Error('METRICS_TOKEN must be 24 to 256 visible characters (openssl rand -hex 24)');
  return raw;
}

export function readServiceName(env: NodeJS.ProcessEnv): string {
  const raw = env.OTEL_SERVICE_NAME?.trim();
  if (!raw) return 'lender-portal';
  if (!SERVICE_NAME.test(raw)) {
    throw new Error(`OTEL_SERVICE_NAME must be 1 to 64 letters, digits, dots, dashes or underscores, got "${raw}"`);
  }
  return raw;
}
