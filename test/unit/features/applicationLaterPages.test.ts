// Every application page from the bank step onwards is a screen of its own: none is left without a route.
import { describe, expect, it } from 'vitest';
import { laterApplicationPages } from '../../../src/features/application/paths';
import { applicationRoutes } from '../../../src/features/application/routes';

describe('the application’s later pages', () => {
  it('each has a route with a screen', () => {
    const routed = new Set(applicationRoutes.map((route) => route.path));
    expect(laterApplicationPages.filter((path) => !routed.has(path))).toEqual([]);
  });
});
