// Sagas name every path (eslint.config.js, no-restricted-syntax over sagas/): a route or endpoint typed into a saga
// fails lint, one read from a feature's paths.ts or src/lib/restPaths.ts passes.
import { describe, expect, it } from 'vitest';
import { lintOneRule } from './lintOneRule';

const { messages } = lintOneRule('no-restricted-syntax');

describe('paths in sagas', () => {
  it.each([
    ["nav.push('/account');", 'a route'],
    ["postJson('/auth/forgot-email', {});", 'an endpoint'],
    ['nav.assign(`/pages/${page}?brand=${brand}`);', 'a template'],
  ])('%s fails (%s)', async (line) => {
    const found = await messages(
      'sagas/someFeature/flow.ts',
      `declare const nav: any, postJson: any, page: string, brand: string;\n${line}\n`,
    );
    expect(found).toEqual([expect.stringContaining('paths.ts')]);
  });

  it('passes named paths and strings that are not paths', async () => {
    const code = [
      "import { accountPaths } from '../../src/features/account/paths';",
      "import { restPaths } from '../../src/lib/restPaths';",
      'declare const nav: any, postJson: any;',
      'nav.push(accountPaths.home);',
      "postJson(restPaths.riskCheck, { type: 'failedLogin', ratio: '1/2' });",
    ].join('\n');
    expect(await messages('sagas/someFeature/flow.ts', code)).toEqual([]);
  });

  it('leaves screens alone (their links are routes the feature owns)', async () => {
    expect(await messages('src/features/account/Somewhere.tsx', "export const to = '/account';")).toEqual([]);
  });
});
