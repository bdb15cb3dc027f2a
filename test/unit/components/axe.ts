// axe-core over a rendered component in jsdom, for the component tests' accessibility check. Colour contrast needs
// real layout and paint, so it is left to test/unit/brands/themes.test.ts (every pair) and the browser's axe scans.
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
