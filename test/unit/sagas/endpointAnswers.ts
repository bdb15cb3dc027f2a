// `call(callEndpoint, endpoint, arg)` answered by endpoint name, for saga tests of features whose endpoints are
// injected into the one API (api/<feature>/endpoints.ts). Each call is recorded; an endpoint the test gave no answer
// for fails the saga loudly rather than returning undefined.
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { callEndpoint, EndpointError } from '../../../sagas/callEndpoint';

export interface EndpointCallOf<N extends string> {
  name: N;
  arg: unknown;
}

/**
 * `answers[name]` is what the endpoint answers (an EndpointError is thrown). An array answers successive calls in
 * turn, so none of the endpoints answered this way may return an array itself.
 */
export function answeringEndpoints<E extends object>(
  endpoints: E,
  answers: Partial<Record<keyof E & string, unknown>>,
  calls: EndpointCallOf<keyof E & string>[] = [],
) {
  const names = Object.keys(endpoints) as (keyof E & string)[];
  return [
    matchers.call.fn(callEndpoint),
    dynamic(({ args }: { args: unknown[] }) => {
      const [endpoint, arg] = args;
      const name = names.find((k) => endpoints[k] === endpoint);
      if (!name) throw new Error('unexpected endpoint');
      calls.push({ name, arg });
      const queue = answers[name];
      const answer = Array.isArray(queue) ? queue.shift() : queue;
      // A dynamic provider that throws makes the saga's `call` throw.
      if (answer instanceof EndpointError) throw answer;
      if (answer === undefined) throw new Error(`no answer for ${name}`);
      return answer;
    }),
  ] as const;
}
