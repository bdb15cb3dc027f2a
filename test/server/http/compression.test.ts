// Built files go out as the brotli or gzip copy the build wrote (whichever the browser accepts,
// the file itself otherwise) with their caching and policy headers intact; JSON and HTML written per request (every
// page, since each carries its own CSP nonce) are compressed on the fly above a threshold, and tiny answers are not.
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { COMPRESSION_THRESHOLD } from '../../../server/http/compression';
import { precompressDir } from '../../../server/http/precompress';
import { createServer, type RunningServer } from '../../../server/server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, before any decoding. */
  body: Buffer;
}

/** A request whose answer is read as it crossed the wire (fetch would decode it and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

// A stand-in for a built bundle: text that compresses well, big enough that every encoding pays.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'portal '.repeat(8)}${i}";`).join(
  '\n',
);
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const ASSET = '/assets/index-Ab12Cd34.js';

let server: RunningServer;
let baseUrl: string;
let clientDir: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-compression-'));
  clientDir = path.join(dataDir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, ASSET), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets/tiny-Zz99Yy88.js'), 'export{}');
  writeFileSync(path.join(clientDir, 'assets/font-Qq11Ww22.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  await precompressDir(clientDir);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  server = await createServer(config, { memory: true, clientDir });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  baseUrl = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => server?.close());

describe('the build step', () => {
  it('writes a brotli and a gzip copy of text files, and none where compression would not save bytes', () => {
    const asset = path.join(clientDir, ASSET);
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${asset}.br`).length).toBeLessThan(SCRIPT.length / 4);
    // A page is written per response (its CSP nonce), so it is compressed as it is sent, never by the build.
    expect(existsSync(path.join(clientDir, 'index.html.br'))).toBe(false);
    // Eight bytes cannot shrink; a font is compressed inside already.
    expect(existsSync(path.join(clientDir, 'assets/tiny-Zz99Yy88.js.br'))).toBe(false);
    expect(existsSync(path.join(clientDir, 'assets/font-Qq11Ww22.woff2.br'))).toBe(false);
  });
});

describe('built assets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('accept-encoding "%s" gets %s, immutable, with the policy headers', async (accept, encoding) => {
    const res = await get(`${baseUrl}${ASSET}`, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it.each([undefined, 'identity', 'deflate'])('accept-encoding %s gets the file as it is', async (accept) => {
    const res = await get(`${baseUrl}${ASSET}`, accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString('utf8')).toBe(SCRIPT);
  });

  it('serves a file with no compressed copy as it is, still immutable', async () => {
    const res = await get(`${baseUrl}/assets/tiny-Zz99Yy88.js`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString('utf8')).toBe('export{}');
  });

  it('sends the page shell for a client route compressed and never cached as immutable', async () => {
    const res = await get(`${baseUrl}/login`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(decoded(res)).toBe(INDEX);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it.each([
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a page to accept-encoding %s as %s', async (accept, encoding) => {
    const res = await get(`${baseUrl}/account`, accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res)).toBe(INDEX);
  });

  it('answers a missing asset with the JSON 404', async () => {
    const res = await get(`${baseUrl}/assets/missing-Aa00Bb00.js`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(JSON.parse(decoded(res))).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('answers written per request', () => {
  const introspection = JSON.stringify({ query: '{ __schema { types { name description fields { name } } } }' });

  it('compresses a large GraphQL (JSON) answer with the encoding the caller prefers', async () => {
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
    const res = await get(`${baseUrl}/graphql`, headers, 'POST', introspection);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = decoded(res);
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(res.body.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body)).toHaveProperty('data.__schema.types');

    const gzip = await get(`${baseUrl}/graphql`, { ...headers, 'accept-encoding': 'gzip' }, 'POST', introspection);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(body));
  });

  it('compresses a large server-rendered page and keeps its headers', async () => {
    const res = await get(`${baseUrl}/pages/terms`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(decoded(res)).toMatch(/^<!doctype html>/);
  });

  it('sends a large answer as it is to a caller that accepts no encoding', async () => {
    const res = await get(`${baseUrl}/graphql`, { 'content-type': 'application/json' }, 'POST', introspection);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('data.__schema.types');
  });

  it.each(['/healthz', '/config.json'])('leaves a tiny answer (%s) uncompressed', async (route) => {
    const res = await get(`${baseUrl}${route}`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toBeTruthy();
  });
});
