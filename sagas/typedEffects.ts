// Effects whose results keep their types: `yield call(...)` answers `any`, so a saga would have to assert what came
// back. Delegating with `yield*` to these yields the very same effect (a saga test sees and answers it as before) and
// returns what the called function returns: a generator's return value, or a promise's settled value.
import { call, select, type CallEffect, type SelectEffect } from 'redux-saga/effects';
import type { RootState } from '../store';

type AnyFunction = (...args: never[]) => unknown;

/** What running `Fn` as an effect gives the saga back. */
export type EffectResult<Fn extends AnyFunction> =
  ReturnType<Fn> extends Iterator<unknown, infer R, never> ? R : Awaited<ReturnType<Fn>>;

/** `call(fn, ...args)`, its result typed. */
export function callTyped<Fn extends AnyFunction>(
  fn: Fn,
  ...args: Parameters<Fn>
): Generator<CallEffect, EffectResult<Fn>, unknown>;
/** `call([object, object.method], ...args)`, its result typed; the method runs with `this` bound to the object. */
export function callTyped<Fn extends AnyFunction>(
  context: [unknown, Fn],
  ...args: Parameters<Fn>
): Generator<CallEffect, EffectResult<Fn>, unknown>;
export function* callTyped(fn: unknown, ...args: unknown[]): Generator<CallEffect, unknown, unknown> {
  // The overloads above carry the types: redux-saga's own cannot follow a generic function through, and the middleware
  // resumes the saga with the called function's result.
  return yield (call as (fn: unknown, ...args: unknown[]) => CallEffect)(fn, ...args);
}

/** `select(selector)`, its result typed. */
export function* selectTyped<T>(selector: (state: RootState) => T): Generator<SelectEffect, T, unknown> {
  // The one assertion left: the middleware resumes the saga with the selector's answer, which redux-saga types as any.
  // eslint-disable-next-line no-restricted-syntax -- this helper is what the rule points every other saga to
  return (yield select(selector)) as T;
}
