// Runs one rule of the project's own ESLint config over a snippet, as if it were a file at a repo path (the file need
// not exist). Only that rule runs: faster, and import/no-cycle cannot read a file that is not on disk.
import { join } from 'node:path';
import { ESLint } from 'eslint';

export const ROOT = join(import.meta.dirname, '../../..');

export function lintOneRule(rule: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: join(ROOT, 'eslint.config.js'),
    ruleFilter: ({ ruleId }) => ruleId === rule,
  });
  const messages = async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
  };
  return { eslint, messages };
}
