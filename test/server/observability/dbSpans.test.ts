// The pg Pool's statements as spans, without a PostgreSQL server: a stand-in pool that answers as pg's does. A
// statement run under a span becomes its child (the pool's own query, and a transaction's client between connect()
// and release()); pg's internal callback calls and statements outside any span are left alone.
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceStatementsOfPool } from '../../../server/observability/dbSpans';
import { inSpan } from '../../../server/observability/tracing';
import { registerTracing, unregisterTracing } from '../../../server/observability/tracingSdk';

const exporter = new InMemorySpanExporter();
beforeAll(async () => {
  await registerTracing('portal-test', [new SimpleSpanProcessor(exporter)]);
});
afterAll(() => unregisterTracing());

function standInPool() {
  const ran: string[] = [];
  const client = {
    query: async (config: { text: string }) => {
      ran.push(config.text);
      return { rows: [] };
    },
    release: (): void => undefined,
  };
  const pool = {
    query: async (config: { text: string }, _values?: unknown[]) => client.query(config),
    connect: async (callback?: (error: null, c: typeof client) => void) => {
      if (callback) return callback(null, client);
      return client;
    },
  };
  return { pool, client, ran };
}

describe('database statement spans on a pg pool', () => {
  it("make each statement under a span its child, with the statement's text and no values", async () => {
    const { pool, client } = standInPool();
    traceStatementsOfPool(pool as never);
    exporter.reset();
    await pool.query({ text: 'select 1' }, []);
    expect(exporter.getFinishedSpans()).toEqual([]);

    await inSpan('query AccountSummary', {}, async () => {
      await pool.query({ text: 'select "id" from "loans" where "id" = $1' }, ['secret-value']);
      const checkedOut = (await pool.connect()) as typeof client;
      await checkedOut.query({ text: 'update "payments" set "status" = $1' });
      checkedOut.release();
      // Released: the client's own query is pg's again.
      await client.query({ text: 'select 2' });
      // pg's callback form (its pool.query internals) is never wrapped.
      await pool.connect(() => undefined);
    });
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((s) => s.name === 'query AccountSummary');
    const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.map((s) => s.name)).toEqual(['SELECT', 'UPDATE']);
    for (const statement of statements) {
      expect(statement.parentSpanContext?.spanId).toBe(operation?.spanContext().spanId);
      expect(JSON.stringify(statement.attributes)).not.toContain('secret-value');
    }
    expect(statements[0]?.attributes['db.query.text']).toBe('select "id" from "loans" where "id" = $1');
    expect(trace.getSpan(context.active())).toBeUndefined();
  });
});
