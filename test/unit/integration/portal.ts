// The whole client without a browser: the real store, root saga, RTK Query base query and reducers, over a fake
// fetch that answers GraphQL operations by name and the saga fakes (identity, navigation, storage). Every action the
// reducers see is recorded, so a test can replay it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootSaga } from '../../../sagas/root';
import { makeStore } from '../../../store';
import { fakeContext, type FakeContext } from '../sagas/fakes';

/** What the fake GraphQL endpoint answers for one operation: data, GraphQL errors or a bare HTTP status. */
export type Answer =
  { data: unknown } | { errors: { message: string; extensions?: { code: string } }[] } | { status: number };

export type Handlers = Record<string, (variables: Record<string, unknown>) => Answer>;

const operationName = (query: string) => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';

export interface Portal {
  store: ReturnType<typeof makeStore>;
  ctx: FakeContext;
  actions: UnknownAction[];
  calls: { operation: string; variables: Record<string, unknown> }[];
  handlers: Handlers;
  /** Resolves once the store has settled after pending work (sagas and requests run on microtasks and fetches). */
  settle(): Promise<void>;
  /** Waits (up to 5 s) until the state says so; a lazily loaded saga may take a moment on a busy machine. */
  until(predicate: (state: ReturnType<Portal['store']['getState']>) => boolean): Promise<void>;
}

export function startPortal(handlers: Handlers, opts: Parameters<typeof fakeContext>[0] = {}): Portal {
  const ctx = fakeContext(opts);
  const actions: UnknownAction[] = [];
  const calls: Portal['calls'] = [];
  const fetch = (async (_url: string, init?: { body?: string }) => {
    const { query, variables } = JSON.parse(init?.body ?? '{}') as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = operationName(query);
    calls.push({ operation, variables });
    const handler = handlers[operation];
    const answer: Answer = handler
      ? handler(variables)
      : { errors: [{ message: `no fake for ${operation}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    if ('status' in answer) return new Response('Bad Gateway', { status: answer.status });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const store = makeStore(undefined, {
    extra: { identity: ctx.identity, fetch },
    sagaContext: { ...ctx },
    middleware: [
      () => (next) => (action) => {
        actions.push(action as UnknownAction);
        return next(action);
      },
    ],
  });
  store.runSaga(rootSaga);
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const until: Portal['until'] = async (predicate) => {
    const deadline = Date.now() + 5_000;
    while (!predicate(store.getState())) {
      if (Date.now() > deadline)
        throw new Error(`the state never got there; actions: ${actions.map((a) => a.type).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await settle();
  };
  return { store, ctx, actions, calls, handlers, settle, until };
}

/** Where the customer was last sent in the app. */
export const lastNavigation = (portal: Portal) => portal.ctx.nav.navigations.at(-1)?.to;
