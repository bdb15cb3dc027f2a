// The Prometheus figures (prom-client). Label values come from bounded sets only, so a scanner cannot grow the
// series without limit: route templates (never raw URLs), the client's own GraphQL operation names (anything else is
// "other"), error codes in their CONSTANT_CASE shape. Per-server registries, so tests running several servers in one
// process keep their figures apart; Node's own (event-loop delay, heap, GC) are the process's, collected once.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Request latencies: from a cached read (a few ms) to a slow one past the 1 s alert. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Node's default metrics (nodejs_eventloop_lag_*, heap, GC, handles), one collector per thread. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const CODE = /^[A-Z][A-Za-z_]{0,63}$/;
/** An error code as a label: the server's own codes are CONSTANT_CASE (GraphQL). */
export const codeLabel = (code: unknown): string => (typeof code === 'string' && CODE.test(code) ? code : 'OTHER');

export interface PortalMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route'>;
  graphqlOperations: Counter<'operation' | 'type' | 'transport' | 'outcome'>;
  graphqlDuration: Histogram<'operation'>;
  graphqlErrors: Counter<'operation' | 'code'>;
}

export function makeMetrics(): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to the end of its response, by method and route template.',
      labelNames: ['method', 'route'],
      buckets: SECONDS,
      registers,
    }),
    graphqlOperations: new Counter({
      name: 'portal_graphql_operations_total',
      help: 'GraphQL operations run or refused, by operation name, type, transport and outcome (ok or error).',
      labelNames: ['operation', 'type', 'transport', 'outcome'],
      registers,
    }),
    graphqlDuration: new Histogram({
      name: 'portal_graphql_operation_duration_seconds',
      help: 'Time to execute one GraphQL query or mutation (not the caller check before it), by operation name.',
      labelNames: ['operation'],
      buckets: SECONDS,
      registers,
    }),
    graphqlErrors: new Counter({
      name: 'portal_graphql_errors_total',
      help: 'Errors in GraphQL answers, by operation name and extensions.code.',
      labelNames: ['operation', 'code'],
      registers,
    }),
  };
}
