// A span for every database statement run on behalf of a traced piece of work (a request, an operation, a worker's
// pass), a child of it. Statements outside any span (start-up, a poll that found nothing to trace) make none. The
// span carries the statement's text as Drizzle built it, with placeholders: parameter values never go in a trace.
// Installed only while tracing is on; otherwise the clients are left exactly as they were.
import { context, trace } from '@opentelemetry/api';
import { inSpan } from './tracing';

// OpenTelemetry's semantic-convention names for database client spans.
const ATTR_DB_SYSTEM_NAME = 'db.system.name';
const ATTR_DB_OPERATION_NAME = 'db.operation.name';
const ATTR_DB_QUERY_TEXT = 'db.query.text';
const DB_SYSTEM_NAME_VALUE_POSTGRESQL = 'postgresql';

type Query = (this: unknown, ...args: never[]) => unknown;

const textOf = (statement: unknown): string =>
  typeof statement === 'string'
    ? statement
    : statement && typeof statement === 'object' && typeof (statement as { text?: unknown }).text === 'string'
      ? (statement as { text: string }).text
      : '';

/** The statement's first word (SELECT, INSERT, BEGIN), which names the span. */
function operationOf(text: string): string {
  const trimmed = text.trimStart();
  const end = trimmed.search(/[\s(;]/);
  return (end === -1 ? trimmed : trimmed.slice(0, end)).slice(0, 16).toUpperCase() || 'QUERY';
}

/** `query` traced when called under an active span in its promise form (a callback means pg's own internal use). */
function traced(query: Query): Query {
  return function (this: unknown, ...args: unknown[]) {
    if (typeof args[args.length - 1] === 'function' || !trace.getSpan(context.active())) {
      return query.apply(this, args as never[]);
    }
    const text = textOf(args[0]);
    const operation = operationOf(text);
    return inSpan(
      operation,
      {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: text,
      },
      async () => query.apply(this, args as never[]),
    );
  } as Query;
}

interface PoolLike {
  query: Query;
  connect: Query;
}

interface CheckedOut {
  query: Query;
  release: (error?: unknown) => unknown;
}

/**
 * A pg Pool: its own `query` (Drizzle's statements outside transactions, the span covering any wait for a
 * connection), and the `query` of a client checked out with `connect()` (a transaction's statements) until released.
 */
export function traceStatementsOfPool(pool: PoolLike): void {
  pool.query = traced(pool.query);
  const connect = pool.connect;
  pool.connect = function (this: unknown, ...args: unknown[]) {
    if (args.length > 0) return connect.apply(pool, args as never[]);
    return (connect.apply(pool, []) as Promise<CheckedOut>).then((client) => {
      const { query, release } = client;
      client.query = traced(query);
      client.release = (error?: unknown) => {
        client.query = query;
        client.release = release;
        return release.call(client, error);
      };
      return client;
    });
  } as Query;
}

interface PGliteLike {
  query: Query;
  transaction<T>(callback: (tx: { query: Query }) => Promise<T>): Promise<T>;
}

/** PGlite: its `query` and the `query` of each transaction it opens. */
export function traceStatementsOfPglite(client: PGliteLike): void {
  client.query = traced(client.query);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = traced(tx.query);
      return callback(tx);
    });
}
