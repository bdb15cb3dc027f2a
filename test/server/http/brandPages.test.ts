// The server-rendered brand pages (legal documents, 404, maintenance) in the visit's language and the brand's font:
// the language chosen as the client chooses it, every document in both languages with the same sections, and the
// font served from the portal itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPages } from '../../../src/lib/restPaths';
import { LEGAL_DOCUMENTS_EN } from '../../../server/content/legalPagesEn';
import { LEGAL_DOCUMENTS_ES } from '../../../server/content/legalPagesEs';
import { BRANDS } from '../../../brands/catalog';
import { serverText } from '../../../server/content/catalogues';
import { learningCenterLinksFor } from '../../../server/content/learningCenter';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 60_000);
afterAll(async () => h?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.baseUrl}${path}`, { headers });

describe('the language of a brand page', () => {
  it('is English by default', async () => {
    const html = await (await get('/pages/privacy?brand=harbor')).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Privacy Policy</h1>');
    expect(html).toContain('Harbor Check &amp; Loan, Inc. ');
    expect(html).not.toContain('Inc..');
    expect(html).toContain('Last updated January 15, 2026');
    expect(html).toMatch(/<a href="\/pages\/privacy\?brand=harbor&amp;lang=es" lang="es" hreflang="es">Español<\/a>/);
  });

  it.each([
    ['the query', '/pages/privacy?brand=harbor&lang=es', {}],
    ['the remembered choice', '/pages/privacy?brand=harbor', { cookie: 'brand=harbor; lang=es' }],
    ['the browser', '/pages/privacy?brand=harbor', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' }],
  ])('is Spanish when %s says so', async (_, path, headers) => {
    const html = await (await get(path, headers)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Política de privacidad | Harbor Check &amp; Loan</title>');
    expect(html).toContain('Última actualización: 15 de enero de 2026');
    expect(html).toContain('<nav aria-label="Contenido">');
    expect(html).toContain('de lunes a viernes, de 8 a. m. a 5 p. m., hora del Este');
    expect(html).not.toContain('Last updated');
  });

  it('puts the values in even once the process runs as production (a client built in-process sets NODE_ENV)', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(serverText('es', 'pages.updated', { date: '15 de enero de 2026' })).toBe(
        'Última actualización: 15 de enero de 2026',
      );
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('offers "Apply now" on the brand, in the page’s language, but not while the portal is closed', async () => {
    const terms = await (await get('/pages/terms?brand=meridian')).text();
    expect(terms).toContain('<a href="/signup?brand=meridian">Apply now</a>');
    const spanish = await (await get('/pages/help?brand=harbor&lang=es')).text();
    expect(spanish).toContain('<a href="/signup?brand=harbor">Solicite ahora</a>');
    const missing = await (await get(`${brandPages.notFound}?brand=keel`)).text();
    expect(missing).toContain('<a href="/signup?brand=keel">Apply now</a>');
    const closed = await (await get(`${brandPages.maintenance}?brand=lumen`)).text();
    expect(closed).not.toContain('/signup');
  });

  it('lets the query win over the remembered choice', async () => {
    const html = await (await get('/pages/terms?lang=en', { cookie: 'lang=es' })).text();
    expect(html).toContain('<h1>Terms of Use</h1>');
  });

  it('says not found and down for maintenance in Spanish too', async () => {
    const missing = await get(`${brandPages.notFound}?brand=meridian&lang=es`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>No encontramos esa página</h1>');
    const down = await get(`${brandPages.maintenance}?brand=meridian&lang=es`);
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('Meridian Installment Loans está en mantenimiento programado.');
  });
});

describe('the documents', () => {
  it('exist in both languages with the same sections, so a link to a section works in either', () => {
    const brand = { ...BRANDS.lumen, address: '1 Main St' };
    expect([...LEGAL_DOCUMENTS_ES.keys()]).toEqual([...LEGAL_DOCUMENTS_EN.keys()]);
    for (const [name, english] of LEGAL_DOCUMENTS_EN) {
      const spanish = LEGAL_DOCUMENTS_ES.get(name)!(brand);
      expect(spanish.sections.map((s) => s.id)).toEqual(english(brand).sections.map((s) => s.id));
      expect(spanish.title).not.toBe(english(brand).title);
    }
  });
});

describe('the learning-center links beside the application', () => {
  it.each(Object.keys(BRANDS) as (keyof typeof BRANDS)[])(
    'lead to real sections of the Help Center on %s',
    async (brand) => {
      for (const { link } of learningCenterLinksFor(brand)) {
        const [path, section] = link.split('#');
        for (const lang of ['en', 'es']) {
          const res = await get(`${path}&lang=${lang}`);
          expect(res.status).toBe(200);
          expect(await res.text()).toContain(`<h2 id="${section}">`);
        }
      }
    },
  );
});

describe('the brand font', () => {
  it('is declared by the page and served from the portal, cached for good', async () => {
    const html = await (await get('/pages/terms')).text();
    const src = /@font-face\{[^}]*src:url\((\/pages\/fonts\/inter-[\d.]+\.woff2)\)/.exec(html)?.[1];
    expect(src).toBeDefined();
    const font = await get(src!);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await font.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
  });
});
