// Sagas type what their effects answer and navigate one way (eslint.config.js, no-restricted-syntax over sagas/): an
// asserted `(yield call(...)) as T` or a navigation run through `call` fails lint; the typed helpers pass.
import { describe, expect, it } from 'vitest';
import { lintOneRule } from './lintOneRule';

const { messages } = lintOneRule('no-restricted-syntax');
const HEADER = 'declare const call: any, select: any, nav: any, fetchIt: any;\nexport function* probe() {\n';

describe('effects in sagas', () => {
  it.each([
    ['const a = (yield call(fetchIt)) as string;', 'callTyped'],
    ['const b = (yield select((s: unknown) => s)) as number;', 'selectTyped'],
    ["yield call([nav, nav.navigate], 'x', { replace: true });", 'nav.navigate'],
  ])('%s fails', async (line, advice) => {
    const found = await messages('sagas/someFeature/flow.ts', `${HEADER}  ${line}\n}\n`);
    expect(found).toEqual([expect.stringContaining(advice)]);
  });

  it('passes typed helpers and nav.navigate from deps()', async () => {
    const code = [
      "import { callTyped, selectTyped } from '../typedEffects';",
      HEADER,
      '  const a: unknown = yield* callTyped(fetchIt);',
      '  const b: unknown = yield* selectTyped((s) => s.auth);',
      "  yield nav.navigate('x', { replace: true });",
      '  return [a, b];',
      '}',
    ].join('\n');
    expect(await messages('sagas/someFeature/flow.ts', `${code}\n`)).toEqual([]);
  });
});
