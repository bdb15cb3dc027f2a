// A fake /graphql for screens that call the API themselves: each request is recorded by its operation's name and
// answered with the body `answer` gives for it (`{ data }` or `{ errors }`), as the server's JSON.
export interface GraphQLCall {
  name: string;
  variables: Record<string, unknown>;
}

export function fakeGraphql(answer: (call: GraphQLCall) => unknown) {
  const calls: GraphQLCall[] = [];
  const fetch = (async (_url: string, init: { body: string }) => {
    const request = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    const call = {
      name: /^\s*(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? '',
      variables: request.variables ?? {},
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
