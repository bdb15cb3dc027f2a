// Server-rendered brand pages that must work even when the client cannot load: the 404 page the app leaves for
// on an unknown path, the maintenance page, and the brand's legal and help documents (/pages/:doc). Plain HTML with
// one inline <style> in the brand's theme and the brand's wordmark, no script: they work when the client cannot load.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './html';
import { brandPages } from '../../src/lib/restPaths';
import { BRANDS, DEFAULT_BRAND, brandForHost, isBrandKey, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { themeFor } from '../../brands/themes';
import { WORDMARKS, wordmarkSvg } from '../../brands/wordmarks';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../content/legalPages';

export function brandOfRequest(req: FastifyRequest): BrandKey {
  const q = (req.query as Record<string, unknown> | undefined)?.brand;
  if (isBrandKey(q)) return q;
  const cookie = /(?:^|;\s*)brand=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (isBrandKey(cookie)) return cookie;
  return brandForHost(req.headers.host ?? '') ?? DEFAULT_BRAND;
}

/** The brand's look without the client: theme colours and the wordmark, as one inline <style> (the CSP allows it). */
function page(brand: BrandKey, title: string, body: string): string {
  const b = BRANDS[brand];
  const theme = themeFor(brand);
  const c = theme.colors;
  const css = [
    `*{box-sizing:border-box}html{color-scheme:${theme.colorScheme}}`,
    `body{margin:0;font-family:${theme.fonts.body};font-size:16px;line-height:1.55;color:${c.text};background:${c.canvas}}`,
    `a{color:${c.primary};text-underline-offset:.15em}:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}`,
    `header{background:${c.background};border-bottom:1px solid ${c.divider}}`,
    `.bar{max-width:${theme.layout.page};margin:0 auto;padding:8px 24px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}`,
    `.bar>a{display:flex;min-height:48px;align-items:center}.bar svg{display:block}.phone{white-space:nowrap;font-weight:600;text-decoration:none}`,
    `main{max-width:calc(720px + 48px);margin:0 auto;padding:32px 24px}`,
    `article{background:${c.card};border:1px solid ${c.divider};border-radius:${theme.radii.lg};box-shadow:${theme.shadows.card};padding:32px}`,
    `h1,h2{font-family:${theme.fonts.heading};line-height:1.2;margin:0 0 12px}h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:32px}`,
    `.lead{font-size:1.125rem}.meta{color:${c.mutedText};font-size:.875rem}`,
    `nav ol{margin:0;padding-left:1.25em}nav{border-top:1px solid ${c.divider};border-bottom:1px solid ${c.divider};padding:12px 0;margin:24px 0}`,
    `footer{color:${c.mutedText};font-size:.875rem;border-top:1px solid ${c.divider}}footer>div{max-width:${theme.layout.page};margin:0 auto;padding:24px}footer p{margin:0 0 8px}`,
    `@media (max-width:480px){.bar{padding:8px 16px}main{padding:16px 8px}article{padding:24px 16px}}`,
  ].join('');
  const phone = escapeHtml(b.phoneNumber);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(b.name)}</title>
<style>${css}</style>
</head><body><header><div class="bar"><a href="/">${wordmarkSvg(WORDMARKS[brand], b.name, theme)}</a>
<a class="phone" href="tel:${phone}">Help: ${phone}</a></div></header>
<main>${body}</main>
<footer><div><p>Questions? Call <a href="tel:${phone}">${phone}</a>, ${escapeHtml(b.contactHours)}.</p>
<p>&copy; ${new Date().getFullYear()} ${escapeHtml(b.legalName)}. ${escapeHtml(BRAND_CONTENT[brand].creditorAddress)}.</p></div></footer>
</body></html>`;
}

/** A legal or help document: title, summary, a list of contents linking to numbered sections. */
function documentBody(doc: LegalDocument): string {
  const contents = doc.sections
    .map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(s.heading)}</a></li>`)
    .join('');
  const sections = doc.sections
    .map(
      (s, i) =>
        `<section aria-labelledby="${escapeHtml(s.id)}"><h2 id="${escapeHtml(s.id)}">${i + 1}. ${escapeHtml(s.heading)}</h2>` +
        s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
        '</section>',
    )
    .join('');
  return (
    `<article><h1>${escapeHtml(doc.title)}</h1><p class="meta">Last updated ${escapeHtml(doc.updated)}</p>` +
    `<p class="lead">${escapeHtml(doc.summary)}</p>` +
    `<nav aria-label="Contents"><ol>${contents}</ol></nav>${sections}</article>`
  );
}

export function notFoundPage(brand: BrandKey): string {
  return page(
    brand,
    'Page not found',
    `<article><h1>We can't find that page</h1><p>The page you asked for does not exist or has moved.</p><p><a href="/">Go to the home page</a></p></article>`,
  );
}

export function maintenancePage(brand: BrandKey): string {
  return page(
    brand,
    'Down for maintenance',
    `<article><h1>We'll be right back</h1><p>${escapeHtml(BRANDS[brand].name)} is down for scheduled maintenance. Your information is safe. Please try again shortly.</p></article>`,
  );
}

export function registerPages(app: FastifyInstance): void {
  app.get<{ Params: { doc: string } }>('/pages/:doc', async (req, reply) => {
    const brand = brandOfRequest(req);
    const make = LEGAL_DOCUMENTS.get(req.params.doc);
    if (!make) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(brand));
    const doc = make({ ...BRANDS[brand], address: BRAND_CONTENT[brand].creditorAddress });
    const html = page(brand, doc.title, documentBody(doc));
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
