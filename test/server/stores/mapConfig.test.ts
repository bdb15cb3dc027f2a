// The store map's tile configuration: a template from MAP_TILE_URL (OpenStreetMap's by default), its origin allowed
// as an image source by the Content-Security-Policy, and anything that is not a tile template refused at start-up.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, loadConfig, tileOrigin } from '../../../server/config';
import { contentSecurityPolicy, securityPolicy } from '../../../server/http/security';

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('map tiles', () => {
  it("default to OpenStreetMap's tiles, whose origin the policy allows as images", () => {
    const c = config();
    expect(c.map.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(c.map.attribution).toMatch(/OpenStreetMap/);
    const csp = contentSecurityPolicy(securityPolicy(c), 'localhost:8080', false);
    expect(csp).toMatch(/img-src 'self' data: https:\/\/tile\.openstreetmap\.org;/);
  });

  it('take a configured template; sub-domain templates allow every sub-domain; a path needs nothing more', () => {
    const c = config({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    expect(c.map).toEqual({ tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
    expect(c.csp.imgSrc).toContain('https://*.tiles.example.com');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(config({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).csp.imgSrc).toEqual([]);
  });

  it.each([
    'javascript:alert(1)//{z}',
    'https://tiles.example.com/no-placeholders.png',
    "https://tiles.example.com/{z}/{x}/{y}.png'; script-src *",
    'ftp://tiles.example.com/{z}/{x}/{y}.png',
  ])('refuse %s at start-up', (url) => {
    expect(() => config({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });
});
