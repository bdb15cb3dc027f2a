// The translation runtime behind useT(): which language a visit starts in, how it is remembered, English until a
// catalogue has loaded, stored messages (keys or outside words), marked-up texts, and brand wording per language.
import { describe, expect, it } from 'vitest';
import { getBrandConfig } from '../../../brands/config';
import { browserLang, initialLang, rememberedLang, rememberLang } from '../../../src/lib/i18n/lang';
import { splitTags } from '../../../src/lib/i18n/richText';
import { isLangLoaded, loadLang, translate, translateMessage } from '../../../src/lib/i18n/translate';

/** The parts of `document` and `navigator` the language choice reads and writes. */
function browser(cookie: string, languages: string[], protocol = 'http:') {
  const written: string[] = [];
  const doc = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    location: { protocol },
  } as unknown as Document;
  const nav = { languages, language: languages[0] ?? '' } as unknown as Navigator;
  return { doc, nav, written };
}

describe('the language a visit starts in', () => {
  it('is the one remembered on this device', () => {
    const { doc, nav } = browser('brand=lumen; lang=es; portal_device=x', ['en-US']);
    expect(initialLang(doc, nav)).toBe('es');
    expect(initialLang(browser('lang=en', ['es-MX']).doc, browser('', ['es-MX']).nav)).toBe('en');
  });

  it("is the browser's first choice when it is Spanish and nothing is remembered", () => {
    expect(initialLang(browser('', ['es-US', 'en']).doc, browser('', ['es-US', 'en']).nav)).toBe('es');
    expect(initialLang(browser('', ['en-US', 'es']).doc, browser('', ['en-US', 'es']).nav)).toBe('en');
  });

  it('is English otherwise, and a remembered value we do not know is ignored', () => {
    expect(initialLang(browser('', ['fr-FR']).doc, browser('', ['fr-FR']).nav)).toBe('en');
    expect(rememberedLang('lang=fr')).toBeNull();
    expect(rememberedLang('xlang=es')).toBeNull();
    expect(browserLang([])).toBeNull();
  });

  it('is remembered for a year in a first-party cookie (sign-out clears localStorage, not cookies)', () => {
    const plain = browser('', []);
    rememberLang('es', plain.doc);
    expect(plain.written).toEqual(['lang=es; Max-Age=31536000; Path=/; SameSite=Lax']);
    const secure = browser('', [], 'https:');
    rememberLang('en', secure.doc);
    expect(secure.written[0]).toMatch(/; Secure$/);
  });
});

describe('translate', () => {
  it('fills in placeholders', () => {
    expect(translate('en', 'shell.help', { phone: '1-800-561-2274' })).toBe('Help: 1-800-561-2274');
  });

  it('answers in English until the Spanish catalogue has loaded, then in Spanish', async () => {
    if (!isLangLoaded('es')) expect(translate('es', 'login.heading')).toBe('Log in');
    await loadLang('es');
    expect(translate('es', 'login.heading')).toBe('Iniciar sesión');
    expect(translate('es', 'session.prompt.countdown', { seconds: 1 })).toBe('Su sesión terminará en 1 segundo.');
  });

  it('translates stored keys and passes the words of others through unchanged', async () => {
    await loadLang('es');
    expect(translateMessage('es', 'login.notAdmin')).toBe('No es administrador');
    expect(translateMessage('es', 'Email already registered with another account')).toBe(
      'Email already registered with another account',
    );
    expect(translateMessage('es', '')).toBe('');
    // Inherited object keys are not catalogue keys.
    expect(translateMessage('es', 'toString')).toBe('toString');
  });
});

describe('marked-up texts', () => {
  it('split into words and tagged parts, in the order the language puts them', () => {
    expect(splitTags("Don't have an account? <link>Enroll now.</link>")).toEqual([
      "Don't have an account? ",
      { tag: 'link', text: 'Enroll now.' },
    ]);
    expect(splitTags('Llámenos al <phone>1-800</phone>, de lunes a viernes.')).toEqual([
      'Llámenos al ',
      { tag: 'phone', text: '1-800' },
      ', de lunes a viernes.',
    ]);
    expect(splitTags('No markup')).toEqual(['No markup']);
  });
});

describe('brand wording', () => {
  it('comes in the language asked for, with names and addresses unchanged', async () => {
    await loadLang('es');
    const english = getBrandConfig('meridian', () => {});
    const spanish = getBrandConfig('meridian', () => {}, undefined, 'es');
    expect(english?.adverseAction.message).toContain('Within 30 days, Ridgeway State Bank will send you');
    expect(spanish?.adverseAction.message).toContain('En un plazo de 30 días, Ridgeway State Bank le enviará');
    expect(spanish?.documentsNeeded.items).toContain('Sus dos talones de pago más recientes');
    expect(spanish?.payByCheck.mailingAddress).toBe(english?.payByCheck.mailingAddress);
    expect(spanish?.name).toBe('Meridian Installment Loans');
  });

  it("matches every brand's contact hours in the shared catalog", async () => {
    const { BRANDS } = await import('../../../brands/catalog');
    for (const brand of Object.values(BRANDS)) expect(translate('en', 'brand.contactHours')).toBe(brand.contactHours);
  });
});
