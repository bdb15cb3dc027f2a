// With a tracer provider registered (here an in-memory exporter; OTLP in a deployment), one GraphQL request is one
// trace: the HTTP request's span, the caller's check (token, multi-factor) and the operation's span under it, and the
// operation's database statements under that;
// the request's log lines carry the trace's id beside its correlation id. A worker's pass is a trace of its own.
import { Writable } from 'node:stream';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountSummaryDocument, MakePaymentDocument } from '../../../api/generated/graphql';
import { SkipIdlePasses } from '../../../server/observability/idlePasses';
import { registerTracing, unregisterTracing } from '../../../server/observability/tracingSdk';
import { payInput } from '../account/accountHelpers';
import { startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';

const INES = 'installment.customer@example.com';
const exporter = new InMemorySpanExporter();
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as never);
    done();
  },
});
const clock = testClock();
let h: Harness;
let token: string;

beforeAll(async () => {
  await registerTracing('portal-test', [new SkipIdlePasses(new SimpleSpanProcessor(exporter))]);
  h = await startHarness({ LOG_LEVEL: 'info' }, { clock: clock.now, paymentWorker: { enabled: false }, logStream });
  token = await h.idToken(INES);
}, 60_000);
afterAll(async () => {
  await h?.close();
  unregisterTracing();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

/** The finished spans of the trace whose root is named `rootName`, once the root has ended. */
async function traceOf(rootName: string): Promise<{ root: ReadableSpan; spans: ReadableSpan[] }> {
  const root = await vi.waitFor(() => {
    const found = exporter.getFinishedSpans().find((s) => s.name === rootName && !parentOf(s));
    if (!found) throw new Error(`no ${rootName} span yet`);
    return found;
  });
  const { traceId } = root.spanContext();
  return { root, spans: exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId) };
}

describe('traces', () => {
  it('follow one GraphQL request: the operation under the request, its statements under the operation', async () => {
    exporter.reset();
    const correlationId = crypto.randomUUID();
    const { body } = await h.graphql(AccountSummaryDocument as unknown as string, {
      token,
      headers: { 'x-correlation-id': correlationId },
    });
    expect(body.errors).toBeUndefined();
    const { root, spans } = await traceOf('POST /graphql');
    expect(root.attributes['http.route']).toBe('/graphql');
    expect(root.attributes['http.response.status_code']).toBe(200);
    const operation = spans.find((s) => s.name === 'query AccountSummary');
    expect(operation && parentOf(operation)).toBe(idOf(root));
    expect(operation?.attributes['graphql.operation.name']).toBe('AccountSummary');
    const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((s) => parentOf(s) === idOf(operation!))).toBe(true);
    // The caller's check reads before the operation runs, under the request itself; no statement carries a value.
    const under = (parent: ReadableSpan) => statements.filter((s) => parentOf(s) === idOf(parent)).length;
    expect(under(root)).toBeGreaterThan(0);
    expect(under(root) + under(operation!)).toBe(statements.length);
    for (const statement of statements) expect(String(statement.attributes['db.query.text'])).not.toContain(INES);

    // The request's lines after it arrived carry the trace id; the correlation id stays on all of them.
    const traceId = root.spanContext().traceId;
    const own = lines.filter((l) => l.correlationId === correlationId);
    expect(own.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const completed = own.find((l) => l.msg === 'request completed');
    expect(completed?.traceId).toBe(traceId);
    expect(own.filter((l) => l.msg !== 'incoming request').every((l) => l.traceId === traceId)).toBe(true);
  });

  it("do not continue a caller's traceparent unless the proxy is trusted", async () => {
    exporter.reset();
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await h.graphql(AccountSummaryDocument as unknown as string, {
      token,
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    const { root } = await traceOf('POST /graphql');
    expect(root.spanContext().traceId).not.toBe(callerTrace);
  });

  it("make a worker's pass a trace with its statements, and identity operations spans of their own", async () => {
    // Passes that find nothing to do are not sent, nor their statements.
    exporter.reset();
    expect(await h.server.services.paymentWorker.tick(clock.now())).toBe(0);
    await h.server.services.paymentScheduler.tick(clock.now());
    expect(exporter.getFinishedSpans()).toEqual([]);

    await h.graphql(MakePaymentDocument as unknown as string, {
      token,
      variables: { input: payInput({ loanNumber: 'ILP-1900101', amountCents: 1_000 }) },
    });
    exporter.reset();
    expect(await h.server.services.paymentWorker.tick(clock.advance(2_000))).toBe(1);
    const { root, spans } = await traceOf('payments.settle');
    expect(root.attributes['portal.pass.items']).toBe(1);
    expect(spans.filter((s) => s.attributes['db.system.name'] === 'postgresql').length).toBeGreaterThan(2);

    exporter.reset();
    await h.passwordOnlyTokens(INES);
    const { root: request, spans: signIn } = await traceOf('POST /cognito');
    expect(signIn.map((s) => s.name)).toContain('cognito InitiateAuth');
    // The identity service logs through the server's own logger, not the request's: the line still has the trace.
    const logged = lines.filter((l) => l.msg === 'cognito operation' && l.operation === 'InitiateAuth').at(-1);
    expect(logged?.traceId).toBe(request.spanContext().traceId);
  });
});
