// Sagas type what their effects answer and navigate one way (eslint.config.js, no-restricted-syntax over sagas/): an
// asserted `(yield call(...)) as T`, a `yield call`/`yield select` kept in a variable, or a navigation run through
// `call` fails lint; the typed helpers pass, and so does an effect whose answer nobody keeps.
import { describe, expect, it } from 'vitest';
import { lintOneRule } from './lintOneRule';

const { messages } = lintOneRule('no-restricted-syntax');
const HEADER =
  'declare const call: any, select: any, fork: any, nav: any, fetchIt: any, ok: boolean;\nexport function* probe() {\n';

describe('effects in sagas', () => {
  it.each([
    ['const a = (yield call(fetchIt)) as string;', 'callTyped'],
    ['const b = (yield select((s: unknown) => s)) as number;', 'selectTyped'],
    ["yield call([nav, nav.navigate], 'x', { replace: true });", 'nav.navigate'],
    ['const c = yield call(fetchIt);', 'callTyped'],
    ['const d: number = yield select((s: unknown) => s);', 'selectTyped'],
    ['let e; e = yield call(fetchIt);', 'callTyped'],
    ['const f = ok ? yield call(fetchIt) : null;', 'callTyped'],
    ['const g = ok && (yield select((s: unknown) => s));', 'selectTyped'],
  ])('%s fails', async (line, advice) => {
    const found = await messages('sagas/someFeature/flow.ts', `${HEADER}  ${line}\n}\n`);
    expect(found).toEqual([expect.stringContaining(advice)]);
  });

  it('passes typed helpers, nav.navigate from deps() and effects whose answer nobody keeps', async () => {
    const code = [
      "import { callTyped, selectTyped } from '../typedEffects';",
      HEADER,
      '  const a: unknown = yield* callTyped(fetchIt);',
      '  const b: unknown = yield* selectTyped((s) => s.auth);',
      "  yield nav.navigate('x', { replace: true });",
      '  yield call(fetchIt);',
      '  if (ok) yield select((s: unknown) => s);',
      '  const task = yield fork(function* inner() {',
      '    yield call(fetchIt);',
      '  });',
      '  const handlers = { run: function* run() { yield select((s: unknown) => s); } };',
      '  return [a, b, task, handlers];',
      '}',
    ].join('\n');
    expect(await messages('sagas/someFeature/flow.ts', `${code}\n`)).toEqual([]);
  });
});
