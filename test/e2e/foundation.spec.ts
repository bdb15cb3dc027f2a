// The foundation as a browser and a curl user meet it: the built client on every brand origin, the server's own
// pages and REST routes, and clear errors for bad requests.
import { expect, test } from './fixtures';

test('the portal root serves the built client, which renders in Chromium', async ({ page, request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(await res.text()).toContain('<div id="root"></div>');
  await page.goto('/');
  await expect(page.getByText('Lumen Cash').first()).toBeVisible();
});

test('each brand origin renders its own brand', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://pinecrest.localhost:${port}/`);
  await expect(page.getByText('Pinecrest Cash Advance').first()).toBeVisible();
});

test('client routes fall back to index.html; missing assets and unknown API paths are JSON 404s', async ({
  request,
}) => {
  const route = await request.get('/authentication/forgot-password');
  expect(route.status()).toBe(200);
  expect(await route.text()).toContain('<div id="root"></div>');
  const asset = await request.get('/assets/missing.js');
  expect(asset.status()).toBe(404);
  const api = await request.get('/footer-links');
  expect(api.status()).toBe(404);
});

test('the per-brand 404 and maintenance pages are server-rendered', async ({ page }) => {
  const notFound = await page.goto('/pages/not-found?brand=harbor');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
  await expect(page.getByText('Harbor Check & Loan').first()).toBeVisible();
  const maintenance = await page.goto('/pages/maintenance?brand=meridian');
  expect(maintenance?.status()).toBe(503);
  await expect(
    page.getByText('Meridian Installment Loans is down for scheduled maintenance', { exact: false }),
  ).toBeVisible();
});

test('footer links per brand, with a clear error for an unknown brand', async ({ request }) => {
  const links = (await (await request.get('/footer-links/meridian')).json()) as { idTag: string; title: string }[];
  expect(links.map((l) => l.idTag)).toEqual(expect.arrayContaining(['terms', 'privacy', 'bank']));
  const unknown = await request.get('/footer-links/acme');
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('No brand "acme"');
});

test('flags, dev flags and outbox endpoints answer; a bad flag patch is refused with a message', async ({
  request,
}) => {
  const flags = (await (await request.get('/flags')).json()) as Record<string, unknown>;
  expect(flags).toHaveProperty('maintenance');
  const bad = await request.post('/dev/flags', { data: { maintenence: true } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Unknown flag "maintenence".');
  const set = await request.post('/dev/flags', { data: { forgotEmail: false } });
  expect(((await set.json()) as Record<string, unknown>).forgotEmail).toBe(false);
  expect(((await (await request.get('/flags')).json()) as Record<string, unknown>).forgotEmail).toBe(false);
  await request.post('/dev/reset');
  expect(((await (await request.get('/flags')).json()) as Record<string, unknown>).forgotEmail).toBe(true);
  const outbox = await request.get('/dev/outbox');
  expect(Array.isArray(await outbox.json())).toBe(true);
});

test('GraphQL without an identity token is UNAUTHENTICATED; a malformed request is a 400 with a message', async ({
  request,
}) => {
  const anonymous = await request.post('/graphql', { data: { query: '{ customerSystemSearch { isCoreCustomer } }' } });
  const body = (await anonymous.json()) as { errors: { extensions: { code: string } }[] };
  expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  const malformed = await request.post('/graphql', { data: { query: '{ customerSystemSearch {' } });
  expect(malformed.status()).toBe(400);
  expect(((await malformed.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('Syntax Error');
});

test('every response carries the correlation id it was given, when it is a UUID, and a fresh one otherwise', async ({
  request,
}) => {
  const id = 'd2a1f0c4-8b7e-4c3d-9a2b-1e0f9c8d7b6a';
  const res = await request.get('/healthz', { headers: { 'x-correlation-id': id } });
  expect(res.headers()['x-correlation-id']).toBe(id);
  const forged = await request.get('/healthz', { headers: { 'x-correlation-id': '{"level":60}' } });
  expect(forged.headers()['x-correlation-id']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
});

test('a client route whose last segment looks like a file name (an e-mail) still gets the app', async ({ request }) => {
  const res = await request.get('/authentication/change-password/123456/someone%40example.com');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root"></div>');
});
