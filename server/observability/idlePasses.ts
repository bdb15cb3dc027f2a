// The workers look for work every second or two in every process, and most looks find none. A pass is a trace of its
// own (its root span marked as a pass); one that ended with nothing done and no error is dropped here, with the
// statements it ran, so the traces sent are the passes that did something.
import { SpanStatusCode, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { PASS, PASS_ITEMS } from './tracing';

export class SkipIdlePasses implements SpanProcessor {
  /** The finished spans of passes still running, by trace id. */
  readonly #held = new Map<string, ReadableSpan[]>();

  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    if (span.attributes[PASS] === true && !span.parentSpanContext) this.#held.set(span.spanContext().traceId, []);
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    const { traceId } = span.spanContext();
    const held = this.#held.get(traceId);
    if (!held) return this.next.onEnd(span);
    if (span.parentSpanContext) {
      held.push(span);
      return;
    }
    this.#held.delete(traceId);
    if (span.attributes[PASS_ITEMS] === 0 && span.status.code !== SpanStatusCode.ERROR) return;
    for (const child of held) this.next.onEnd(child);
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}
