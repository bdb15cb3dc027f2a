// Each GraphQL operation, over HTTP or WebSocket, runs in a span named for it ("query skipResumeApplication") and is
// counted with its duration and the codes of its errors. Names are the client's own operations (the persisted set);
// any other name is "other", so neither the span names nor the metric labels grow with what a caller sends.
import type { ExecutionResult, GraphQLError, OperationDefinitionNode } from 'graphql';
import { clientOperations } from '../graphql/persisted';
import { codeLabel, type PortalMetrics } from './metrics';
import { inSpan } from './tracing';

export type Transport = 'http' | 'ws';

export interface GraphQLObserver {
  /** Runs one prepared operation in its span and counts it. */
  run<T>(operation: OperationDefinitionNode, transport: Transport, work: () => Promise<T> | T): Promise<T>;
  /** Counts an operation refused before it ran (limits, persisted set, validation). */
  refused(operationName: unknown, transport: Transport, errors: readonly GraphQLError[]): void;
}

const errorsOf = (result: unknown): readonly GraphQLError[] | undefined =>
  result && typeof result === 'object' && 'errors' in result
    ? ((result as ExecutionResult).errors ?? undefined)
    : undefined;

/** A resolver's failure has no code until formatError masks it as INTERNAL_SERVER_ERROR. */
const codeOf = (error: GraphQLError) => codeLabel(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');

export function graphqlObserver(metrics: PortalMetrics): GraphQLObserver {
  const known = new Set(clientOperations().keys());
  const label = (name: unknown) => (typeof name === 'string' && known.has(name) ? name : 'other');
  const countErrors = (operation: string, errors: readonly GraphQLError[]) => {
    for (const error of errors) metrics.graphqlErrors.inc({ operation, code: codeOf(error) });
  };
  return {
    async run(operation, transport, work) {
      const name = label(operation.name?.value);
      const type = operation.operation;
      const started = performance.now();
      let errors: readonly GraphQLError[] | undefined;
      try {
        const result = await inSpan(
          `${type} ${name}`,
          { 'graphql.operation.name': name, 'graphql.operation.type': type },
          async (span) => {
            const answer = await work();
            errors = errorsOf(answer);
            if (errors && span) span.setAttribute('graphql.error.codes', [...new Set(errors.map(codeOf))]);
            return answer;
          },
        );
        if (errors) countErrors(name, errors);
        return result;
      } catch (error) {
        errors = [{ extensions: {} } as GraphQLError];
        countErrors(name, errors);
        throw error;
      } finally {
        metrics.graphqlOperations.inc({ operation: name, type, transport, outcome: errors ? 'error' : 'ok' });
        // A subscription's time is its whole life; only its start is measured here, so it is left out.
        if (type !== 'subscription')
          metrics.graphqlDuration.observe({ operation: name }, (performance.now() - started) / 1000);
      }
    },
    refused(operationName, transport, errors) {
      const name = label(operationName);
      metrics.graphqlOperations.inc({ operation: name, type: 'unknown', transport, outcome: 'refused' });
      countErrors(name, errors);
    },
  };
}
