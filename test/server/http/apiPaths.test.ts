import { describe, expect, it } from 'vitest';
import { apiPathPatterns, isApiPath } from '../../../server/http/apiPaths';

describe('API paths', () => {
  it('match whole segments, so client pages that share a prefix stay client pages', () => {
    expect(isApiPath('/auth')).toBe(true);
    expect(isApiPath('/auth/forgot-email')).toBe(true);
    expect(isApiPath('/authentication/forgot-password')).toBe(false);
    expect(isApiPath('/pages/not-found')).toBe(true);
    expect(isApiPath('/pending')).toBe(false);
  });

  it('give the dev proxy the same answers as the server', () => {
    const patterns = apiPathPatterns().map((p) => new RegExp(p));
    const proxied = (url: string) => patterns.some((p) => p.test(url));
    for (const url of [
      '/auth',
      '/auth/forgot-email',
      '/graphql',
      '/config.json',
      '/flags?x=1',
      '/authentication/mfa',
      '/pending',
      '/configXjson',
    ]) {
      expect(proxied(url)).toBe(isApiPath(url.split('?')[0] ?? url));
    }
  });
});
