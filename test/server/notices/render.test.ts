// Every security notice, in English and Spanish: the subject and what happened in the customer's language, the brand's
// name and number, and the "not you" guidance (reset the password, sign out of every session in the security
// settings, call the brand). A notice carries no code or secret, and what a customer typed stays on one line.
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/lib/i18n/en';
import { es } from '../../../src/lib/i18n/es';
import { LANGS } from '../../../src/lib/i18n/lang';
import {
  deviceOfUserAgent,
  noticeLanguage,
  renderSecurityNotice,
  SECURITY_NOTICE_KINDS,
} from '../../../server/notices/securityNotice';

const CATALOGUES = { en, es };
const PUBLIC_URL = 'https://portal.example.com/';
const AT = new Date('2026-03-04T15:30:00Z');
const customer = { attributes: { name: 'Oliver', 'custom:brand': 'lumen' } };

describe('each kind of notice', () => {
  const cases = SECURITY_NOTICE_KINDS.flatMap((kind) => LANGS.map((lang) => [kind, lang] as const));

  it.each(cases)('%s in %s: what happened, the brand, and what to do if it was not them', (kind, lang) => {
    const words = CATALOGUES[lang];
    const { subject, text } = renderSecurityNotice(customer, kind, lang, PUBLIC_URL, AT);
    expect(subject).toBe(words[`account.securityNotice.${kind}.subject`]);
    expect(text).toContain(words['account.securityNotice.greeting'].replace('{name}', 'Oliver'));
    expect(text).toContain('Lumen Cash');
    expect(text).toContain('1-800-561-2274');
    expect(text).toContain(words[`account.securityNotice.${kind}.notYou`]);
    expect(text).toContain('https://portal.example.com/authentication/forgot-password?brand=lumen');
    expect(text).toContain('https://portal.example.com/account/security?brand=lumen');
    expect(text).toContain(words['account.securityNotice.neverAsk']);
    // The time is the lender's (Eastern), written the language's way: 10:30 in the morning there.
    expect(text).toMatch(lang === 'es' ? /4 de marzo de 2026.*10:30/ : /March 4, 2026.*10:30/);
    expect(text).not.toMatch(/\{\w+\}/);
    // No code or secret of any kind: no run of six digits, nothing a sign-in could use.
    expect(text).not.toMatch(/\d{6}/);
  });

  it('the Spanish notice is in Spanish, hours included', () => {
    const { text } = renderSecurityNotice(customer, 'newDevice', 'es', PUBLIC_URL, AT);
    expect(text).toContain('Si no fue usted');
    expect(text).toContain(es['brand.contactHours']);
    expect(text).not.toContain(en['brand.contactHours']);
  });

  it('without a brand it says "your account" and the generic contact line', () => {
    const { text } = renderSecurityNotice({ attributes: {} }, 'passwordChanged', 'en', PUBLIC_URL, AT);
    expect(text).toContain('Hello,');
    expect(text).toContain('The password for your account was changed');
    expect(text).toContain('call customer service at the number on our website');
    expect(text).toContain('https://portal.example.com/account/security,');
  });
});

describe('details', () => {
  it('names the passkey and the device, each kept to one short line', () => {
    const { text } = renderSecurityNotice(customer, 'passkeyAdded', 'en', PUBLIC_URL, AT, {
      passkeyName: 'Work laptop\nClick https://evil.example to keep your account',
      device: 'Chrome on Windows',
    });
    expect(text).toContain('Passkey: Work laptop Click https://evil.example to keep');
    expect(text).not.toContain('Work laptop\n');
    expect(text).toContain('Device: Chrome on Windows');
  });
});

describe('the language', () => {
  it("is the customer's own locale when it is one we speak, else the request's", () => {
    expect(noticeLanguage({ attributes: { locale: 'es-US' } }, 'en')).toBe('es');
    expect(noticeLanguage({ attributes: { locale: 'fr' } }, 'es')).toBe('es');
    expect(noticeLanguage({ attributes: {} }, 'en')).toBe('en');
  });
});

describe('the device named in a new-device notice', () => {
  it('is the browser and system read from the User-Agent header, or nothing', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(deviceOfUserAgent(chrome)).toBe('Chrome · Windows');
    expect(deviceOfUserAgent(undefined)).toBeUndefined();
    expect(deviceOfUserAgent('')).toBeUndefined();
  });
});
