// Server-rendered brand pages that must work even when the client cannot load: the 404 page the app leaves for
// on an unknown path, and the maintenance page. Kept as plain HTML with inline styles on purpose.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './html';
import { brandPages } from '../../src/lib/restPaths';
import { BRANDS, DEFAULT_BRAND, brandForHost, isBrandKey, type BrandKey } from '../../brands/catalog';

export function brandOfRequest(req: FastifyRequest): BrandKey {
  const q = (req.query as Record<string, unknown> | undefined)?.brand;
  if (isBrandKey(q)) return q;
  const cookie = /(?:^|;\s*)brand=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (isBrandKey(cookie)) return cookie;
  return brandForHost(req.headers.host ?? '') ?? DEFAULT_BRAND;
}

function page(brand: BrandKey, title: string, body: string): string {
  const b = BRANDS[brand];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(b.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1d2330}header{padding:16px 24px;border-bottom:1px solid #dde}main{max-width:640px;margin:48px auto;padding:0 24px}a{color:#0b5cad}</style>
</head><body><header><strong>${escapeHtml(b.name)}</strong></header><main>${body}
<p>Questions? Call <a href="tel:${escapeHtml(b.phoneNumber)}">${escapeHtml(b.phoneNumber)}</a>, ${escapeHtml(b.contactHours)}.</p></main></body></html>`;
}

export function notFoundPage(brand: BrandKey): string {
  return page(
    brand,
    'Page not found',
    `<h1>We can't find that page</h1><p>The page you asked for does not exist or has moved.</p><p><a href="/">Go to the home page</a></p>`,
  );
}

export function maintenancePage(brand: BrandKey): string {
  return page(
    brand,
    'Down for maintenance',
    `<h1>We'll be right back</h1><p>${escapeHtml(BRANDS[brand].name)} is down for scheduled maintenance. Your information is safe. Please try again shortly.</p>`,
  );
}

// A Map, not an object: a path such as /pages/constructor or /pages/__proto__ must never find Object.prototype.
const DOCUMENTS = new Map<string, { title: string; text: (name: string) => string }>(
  Object.entries({
    terms: {
      title: 'Terms of Use',
      text: (n) => `These terms govern your use of the ${n} website and customer portal.`,
    },
    privacy: {
      title: 'Privacy Policy',
      text: (n) => `How ${n} collects, uses and protects your personal information.`,
    },
    rates: {
      title: 'Rates & Terms',
      text: (n) => `Rates, fees and terms for ${n} products vary by state and product.`,
    },
    licenses: { title: 'State Licenses', text: (n) => `${n} is licensed in the states where it offers loans.` },
    help: {
      title: 'Help Center',
      text: (n) => `Answers to common questions about ${n} accounts, applications and payments.`,
    },
    lender: {
      title: 'About the Lender',
      text: () => 'Meridian Installment Loans are made by Ridgeway State Bank, Member FDIC.',
    },
  }),
);

export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { doc: string } }>('/pages/:doc', async (req, reply) => {
    const brand = brandOfRequest(req);
    const doc = DOCUMENTS.get(req.params.doc);
    if (!doc) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(brand));
    const html = page(
      brand,
      doc.title,
      `<h1>${escapeHtml(doc.title)}</h1><p>${escapeHtml(doc.text(BRANDS[brand].name))}</p>`,
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });
  app.get(brandPages.notFound, async (req, reply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(notFoundPage(brandOfRequest(req))),
  );
  app.get(brandPages.maintenance, async (req, reply) =>
    reply
      .status(503)
      .header('retry-after', '600')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(brandOfRequest(req))),
  );
}
