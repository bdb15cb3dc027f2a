// The login page's first paint from the server: the brand's header, the card with its title and
// header text, and the room the form will take, as HTML and one inline <style> in the brand's theme, laid out exactly
// as PageShell, Card and the login screen lay them out. The browser paints it before any script has arrived, so the
// first and the largest paint do not wait for the application; the application renders underneath and removes it when
// its login screen (or any page) is on screen (src/app/firstPaint.ts), taking over the same boxes. It is aria-hidden
// and holds nothing focusable: assistive technology meets the application only, never two copies of the page.
import type { FastifyRequest } from 'fastify';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { detectBrand } from '../../brands/detect';
import { themeFor } from '../../brands/themes';
import { WORDMARKS, wordmarkSvg } from '../../brands/wordmarks';
import { LANGS, type Lang } from '../../src/lib/i18n/lang';
import { FIRST_PAINT_ID, FORM_LOADING } from '../../src/lib/firstPaint';
import { serverText } from '../content/catalogues';
import { cspNonce } from './cspNonce';
import { escapeHtml } from './html';
import { langOfRequest } from './pages';

/** The brand as the client's start-up detects it (brands/detect.ts: `?brand=`, the cookie, then the host). */
export function brandOfLoginRequest(req: FastifyRequest): BrandKey {
  const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  return detectBrand({ search, cookieHeader: req.headers.cookie ?? '', host: req.headers.host ?? '' }).brand;
}

/**
 * The client's font under a name of the frame's own that waits for it (`block`; the shell preloads the file): the
 * frame's text first paints in Inter, as the application's will, so the application repainting the same words in the
 * same boxes is not a larger paint than the frame's (the largest paint stays the frame's). The application's own face
 * (src/components/fonts.css) keeps `swap` and its metric-matched fallback.
 */
function frameFont(fontUrl: string | undefined): { face: string; family: (stack: string) => string } {
  if (!fontUrl) return { face: '', family: (stack) => stack };
  return {
    face:
      `@font-face{font-family:'Inter Frame';font-style:normal;font-display:block;font-weight:100 900;` +
      `src:url(${fontUrl}) format('woff2-variations')}`,
    family: (stack) => stack.replace("'Inter Variable'", "'Inter Frame'"),
  };
}

/** The frame's style: the rules of GlobalStyle, PageShell, Card, LanguageSwitch and LoginFormSpace, same values. */
function frameCss(brand: BrandKey, fontUrl: string | undefined): string {
  const theme = themeFor(brand);
  const { colors: c, spacing: s, fontSizes: f } = theme;
  const id = `#${FIRST_PAINT_ID}`;
  const phone = '@media (max-width:480px)';
  const font = frameFont(fontUrl);
  return [
    font.face,
    `html{color-scheme:${theme.colorScheme}}body{margin:0;background:${c.canvas}}`,
    // Over the application's own page (rendered underneath once scripts run), so neither moves the other.
    `${id}{position:absolute;top:0;left:0;right:0;z-index:10;min-height:100vh;display:flex;flex-direction:column;`,
    `font-family:${font.family(theme.fonts.body)};font-size:${f.md};line-height:${theme.lineHeights.body};color:${c.text};`,
    `background:${c.canvas};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}`,
    `${id} *,${id} *::before,${id} *::after{box-sizing:border-box}`,
    `${id} .h{background:${c.background};border-bottom:1px solid ${c.divider}}`,
    `${id} .bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:${s.sm} ${s.md};`,
    `max-width:${theme.layout.page};margin:0 auto;padding:${s.sm} ${s.lg}}`,
    `${id} .brand{display:flex;align-items:center;min-height:48px}${id} svg{display:block}`,
    `${id} .actions{display:flex;flex-wrap:wrap;align-items:center;gap:${s.xs} ${s.md};font-size:${f.sm}}`,
    `${id} .phone{white-space:nowrap;font-weight:${theme.fontWeights.semibold};color:${c.primary}}`,
    `${id} .langs{display:flex;gap:${s.xs}}`,
    `${id} .lang{padding:${s.xs} ${s.sm};border:1px solid transparent;border-radius:${theme.radii.sm};`,
    `color:${c.primary};text-decoration:underline;text-underline-offset:.15em}`,
    `${id} .lang.on{border-color:${c.border};color:${c.text};text-decoration:none}`,
    `${id} .m{flex:1;width:100%;max-width:calc(${theme.layout.form} + 2 * ${s.lg});margin:0 auto;padding:${s.xl} ${s.lg}}`,
    `${id} .card{background:${c.card};color:${c.text};border:1px solid ${c.divider};border-radius:${theme.radii.lg};`,
    `box-shadow:${theme.shadows.card};padding:${s.xl}}`,
    `${id} h1{font-family:${font.family(theme.fonts.heading)};line-height:${theme.lineHeights.tight};`,
    `font-weight:${theme.fontWeights.bold};margin:0 0 ${s.md};font-size:${f.xxl}}`,
    `${id} p{margin:0 0 ${s.md}}`,
    // LoginFormSpace: the form's own room, held in the application until the form's 750 ms delay has passed, with
    // FormLoading at its top: the card says it is loading from the first paint on, never sits blank.
    `${id} .form{min-height:13.25rem}`,
    `${id} .loading{display:flex;align-items:center;gap:${s.sm};padding:${s.md} 0;color:${c.mutedText}}`,
    `${id} .ring{flex:none;width:${FORM_LOADING.ring};height:${FORM_LOADING.ring};`,
    `border:${FORM_LOADING.stroke} solid ${c.divider};border-top-color:${c.primary};border-radius:50%;`,
    `animation:first-paint-turn ${FORM_LOADING.turn} linear infinite}`,
    `@keyframes first-paint-turn{to{transform:rotate(360deg)}}`,
    `@media (prefers-reduced-motion:reduce){${id} .ring{animation:none}}`,
    `${phone}{${id} .bar{padding:${s.sm} ${s.md}}${id} .m{padding:${s.md} ${s.sm}}${id} .card{padding:${s.lg} ${s.md}}}`,
  ].join('');
}

function frameHtml(brand: BrandKey, lang: Lang): string {
  const b = BRANDS[brand];
  const t = (key: Parameters<typeof serverText>[1], values?: Parameters<typeof serverText>[2]) =>
    escapeHtml(serverText(lang, key, values));
  const langs = LANGS.map(
    (option) =>
      `<span class="lang${option === lang ? ' on' : ''}" lang="${option}">${t(`shell.languageName.${option}`)}</span>`,
  ).join('');
  return (
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">` +
    `<div class="h"><div class="bar"><div class="brand">${wordmarkSvg(WORDMARKS[brand], b.name, themeFor(brand))}</div>` +
    `<div class="actions"><span class="phone">${t('shell.help', { phone: b.phoneNumber })}</span>` +
    `<div class="langs">${langs}</div></div></div></div>` +
    `<div class="m"><div class="card"><h1>${t('login.heading')}</h1><p>${t('login.header')}</p>` +
    `<div class="form"><div class="loading"><span class="ring"></span><span>${t('login.formLoading')}</span></div>` +
    `</div></div></div></div>`
  );
}

/** The login page's shell (login.html) with the brand's frame painted before its scripts, in the visit's language. */
export function withLoginFrame(shell: string, req: FastifyRequest): string {
  const brand = brandOfLoginRequest(req);
  const lang = langOfRequest(req);
  const fontUrl = /<link rel="preload" as="font"[^>]* href="([^"]+)"/.exec(shell)?.[1];
  return shell
    .replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(BRANDS[brand].name)}</title>`)
    .replace(/(\s*)<\/head>/, `$1  <style nonce="${cspNonce(req)}">${frameCss(brand, fontUrl)}</style>$1</head>`)
    .replace(/<body>/, `<body>\n    ${frameHtml(brand, lang)}`);
}
