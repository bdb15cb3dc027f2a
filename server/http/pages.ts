// Server-rendered brand pages that must work even when the client cannot load: the 404 page the app leaves for
// on an unknown path, the maintenance page, and the brand's legal and help documents (/pages/:doc). Plain HTML with
// one inline <style> in the brand's theme and the brand's wordmark, no script: they work when the client cannot load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cspNonce } from './cspNonce';
import { escapeHtml } from './html';
import { brandPages, portalEntryPaths } from '../../src/lib/restPaths';
import { beforeFullStop } from '../../src/lib/punctuation';
import type { MessageKey } from '../../src/lib/i18n/en';
import { isLang, langOfHeaders, type Lang } from '../../src/lib/i18n/lang';
import type { MessageValues } from '../../src/lib/i18n/translate';
import { serverText } from '../content/catalogues';
import { BRANDS, DEFAULT_BRAND, brandForHost, isBrandKey, type BrandKey } from '../../brands/catalog';
import { BRAND_CONTENT } from '../../brands/content';
import { themeFor } from '../../brands/themes';
import { WORDMARKS, wordmarkSvg } from '../../brands/wordmarks';
import { documentBrand, legalDocument, type LegalDocument } from '../content/legalPages';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@fontsource-variable/inter';
/** The client's own font (src/components/fonts.css), served from its package: versioned, so cached for good. */
const FONT_PATH = `/pages/fonts/inter-${(require(`${FONT_PACKAGE}/package.json`) as { version: string }).version}.woff2`;
const FONT_FILE = require.resolve(`${FONT_PACKAGE}/files/inter-latin-wght-normal.woff2`);

export function brandOfRequest(req: FastifyRequest): BrandKey {
  const q = (req.query as Record<string, unknown> | undefined)?.brand;
  if (isBrandKey(q)) return q;
  const cookie = /(?:^|;\s*)brand=([a-z]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (isBrandKey(cookie)) return cookie;
  return brandForHost(req.headers.host ?? '') ?? DEFAULT_BRAND;
}

/** As the client chooses (src/lib/i18n/lang.ts): `?lang=`, then the remembered choice, then the browser's first language. */
export function langOfRequest(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(q)) return q;
  return langOfHeaders(req.headers.cookie, req.headers['accept-language']);
}

interface PageContext {
  /** This response's CSP nonce, for the page's one <style> block. */
  nonce: string;
  brand: BrandKey;
  lang: Lang;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** This page in the other language (the brand kept), for the switch in the header. */
  otherLangHref: string;
}

async function pageContext(req: FastifyRequest): Promise<PageContext> {
  const lang = langOfRequest(req);
  const brand = brandOfRequest(req);
  const other: Lang = lang === 'en' ? 'es' : 'en';
  const path = req.url.split('?')[0] ?? '/';
  return {
    nonce: cspNonce(req),
    brand,
    lang,
    t: (key, values) => serverText(lang, key, values),
    otherLangHref: `${path}?${new URLSearchParams({ brand, lang: other }).toString()}`,
  };
}

/** A catalogue text with a `<phone>` part, escaped, the phone part made a link. */
function withPhoneLink(text: string, phone: string): string {
  return escapeHtml(text).replace(
    /&lt;phone&gt;(.*?)&lt;\/phone&gt;/,
    (_, inner: string) => `<a href="tel:${escapeHtml(phone)}">${inner}</a>`,
  );
}

/** Where "Apply now" leads a visitor reading the brand's pages: the portal's sign-up, on this brand. */
const applyHref = (brand: BrandKey) => `${portalEntryPaths.signUp}?${new URLSearchParams({ brand }).toString()}`;

/** The brand's look without the client: theme colours and the wordmark, as one inline <style> with the response's nonce. */
function page(
  { nonce, brand, lang, t, otherLangHref }: PageContext,
  title: string,
  body: string,
  { apply = true }: { apply?: boolean } = {},
): string {
  const b = BRANDS[brand];
  const theme = themeFor(brand);
  const c = theme.colors;
  const css = [
    `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_PATH}) format('woff2-variations')}`,
    `*{box-sizing:border-box}html{color-scheme:${theme.colorScheme}}`,
    `body{margin:0;font-family:${theme.fonts.body};font-size:16px;line-height:1.55;color:${c.text};background:${c.canvas}}`,
    `a{color:${c.primary};text-underline-offset:.15em}:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}`,
    `header{background:${c.background};border-bottom:1px solid ${c.divider}}`,
    `.bar{max-width:${theme.layout.page};margin:0 auto;padding:8px 24px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}`,
    `.bar>a{display:flex;min-height:48px;align-items:center}.bar svg{display:block}.phone{white-space:nowrap;font-weight:600;text-decoration:none}`,
    `.actions{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}.actions a{display:inline-flex;min-height:44px;align-items:center}`,
    `main{max-width:calc(720px + 48px);margin:0 auto;padding:32px 24px}`,
    `article{background:${c.card};border:1px solid ${c.divider};border-radius:${theme.radii.lg};box-shadow:${theme.shadows.card};padding:32px}`,
    `h1,h2{font-family:${theme.fonts.heading};line-height:1.2;margin:0 0 12px}h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:32px}`,
    `.lead{font-size:1.125rem}.meta{color:${c.mutedText};font-size:.875rem}`,
    `nav ol{margin:0;padding-left:1.25em}nav{border-top:1px solid ${c.divider};border-bottom:1px solid ${c.divider};padding:12px 0;margin:24px 0}`,
    `footer{color:${c.mutedText};font-size:.875rem;border-top:1px solid ${c.divider}}footer>div{max-width:${theme.layout.page};margin:0 auto;padding:24px}footer p{margin:0 0 8px}`,
    `@media (max-width:480px){.bar{padding:8px 16px}main{padding:16px 8px}article{padding:24px 16px}}`,
  ].join('');
  // WCAG 3.2.6 (Consistent Help): the help line leads the header's links, where every portal page has it too.
  const phone = escapeHtml(b.phoneNumber);
  const other = lang === 'en' ? 'es' : 'en';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(b.name)}</title>
<style nonce="${nonce}">${css}</style>
</head><body><header><div class="bar"><a href="/">${wordmarkSvg(WORDMARKS[brand], b.name, theme)}</a>
<span class="actions"><a class="phone" href="tel:${phone}">${escapeHtml(t('shell.help', { phone: b.phoneNumber }))}</a>
${apply ? `<a href="${escapeHtml(applyHref(brand))}">${escapeHtml(t('common.applyNow'))}</a>\n` : ''}<a href="${escapeHtml(otherLangHref)}" lang="${other}" hreflang="${other}">${escapeHtml(t('pages.otherLanguage'))}</a></span></div></header>
<main>${body}</main>
<footer><div><p>${withPhoneLink(t('common.callUs', { phone: b.phoneNumber, hours: t('brand.contactHours') }), b.phoneNumber)}</p>
<p>&copy; ${new Date().getFullYear()} ${escapeHtml(beforeFullStop(b.legalName))}. ${escapeHtml(BRAND_CONTENT[brand].creditorAddress)}.</p></div></footer>
</body></html>`;
}

/** A legal or help document: title, summary, a list of contents linking to numbered sections. */
function documentBody(doc: LegalDocument, t: PageContext['t']): string {
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
    `<article><h1>${escapeHtml(doc.title)}</h1><p class="meta">${escapeHtml(t('pages.updated', { date: doc.updated }))}</p>` +
    `<p class="lead">${escapeHtml(doc.summary)}</p>` +
    `<nav aria-label="${escapeHtml(t('pages.contents'))}"><ol>${contents}</ol></nav>${sections}</article>`
  );
}

function notFoundPage(ctx: PageContext): string {
  const { t } = ctx;
  return page(
    ctx,
    t('pages.notFound.title'),
    `<article><h1>${escapeHtml(t('pages.notFound.heading'))}</h1><p>${escapeHtml(t('pages.notFound.body'))}</p><p><a href="/">${escapeHtml(t('pages.home'))}</a></p></article>`,
  );
}

function maintenancePage(ctx: PageContext): string {
  const { t } = ctx;
  return page(
    ctx,
    t('pages.maintenance.title'),
    `<article><h1>${escapeHtml(t('pages.maintenance.heading'))}</h1><p>${escapeHtml(t('pages.maintenance.body', { brand: BRANDS[ctx.brand].name }))}</p></article>`,
    // The portal is closed: nothing to apply on.
    { apply: false },
  );
}

export function registerPages(app: FastifyInstance): void {
  const font = readFileSync(FONT_FILE);
  app.get(FONT_PATH, async (_req, reply) =>
    reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(font),
  );
  app.get<{ Params: { doc: string } }>('/pages/:doc', async (req, reply) => {
    const ctx = await pageContext(req);
    const doc = legalDocument(req.params.doc, ctx.lang, documentBrand(ctx.brand, ctx.lang));
    const html = doc ? page(ctx, doc.title, documentBody(doc, ctx.t)) : notFoundPage(ctx);
    return reply
      .status(doc ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(html);
  });
  app.get(brandPages.notFound, async (req, reply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(notFoundPage(await pageContext(req))),
  );
  app.get(brandPages.maintenance, async (req, reply) =>
    reply
      .status(503)
      .header('retry-after', '600')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(await pageContext(req))),
  );
}
