// Every log line written inside a span carries its ids (`traceId`, `spanId`), so a line found in the log leads to its
// trace and a slow trace to its lines; the request's correlationId stays beside them. With tracing off the mixin
// answers one shared empty object, which the merge below never writes into.
import { activeTraceIds } from './tracing';

const NONE = Object.freeze({});

export function traceMixin(): object {
  return activeTraceIds() ?? NONE;
}

/** Pino's own merge writes the line's fields into the mixin's object; the shared empty one is left alone. */
export function mergeTraceFields(mergeObject: object, mixinObject: object): object {
  return mixinObject === NONE ? mergeObject : Object.assign(mixinObject, mergeObject);
}
