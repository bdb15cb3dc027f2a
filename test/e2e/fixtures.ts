// The browser tests' `test`: Playwright's own, with `baseURL` pointing at this worker's server (ports.ts), so `page`,
// `request` and `brandUrl(baseURL, ...)` all reach it. Specs import `test` and `expect` from here (eslint enforces it).
import { test as base } from '@playwright/test';
import { serverPort } from './ports';

export { expect } from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${serverPort(testInfo.parallelIndex)}`),
});
