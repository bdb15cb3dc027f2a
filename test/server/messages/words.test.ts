// The messages' words: a text is one SMS-sized line (at most 160 characters with the longest brand name, amount and
// loan number) naming the brand, the amount, the day and the phone, and how to stop texts, in both languages; an
// e-mail has a subject and says whom to call. Every word comes from the catalogues, English and Spanish.
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/catalog';
import { wordsOf } from '../../../server/messages/words';
import { LANGS } from '../../../src/lib/i18n/lang';
import { MESSAGE_KINDS } from '../../../src/lib/preferences/messages';

const FACTS = { loanNumber: 'ILP-1900101', amountCents: 123_456, day: '2026-12-30' };
const VARIANTS = [{}, { autopay: true }, { outcome: 'FAILED' }, { outcome: 'RETURNED' }];
const STOP = { en: 'Reply STOP to stop.', es: 'Responda STOP para cancelar.' };

describe('texts', () => {
  it('are one line of at most 160 characters with the brand, phone and how to stop, for every brand and language', () => {
    for (const lang of LANGS)
      for (const [key, brand] of Object.entries(BRANDS))
        for (const kind of MESSAGE_KINDS)
          for (const variant of VARIANTS) {
            const { text } = wordsOf(kind, 'SMS', lang, key, { ...FACTS, ...variant })!;
            expect(text.length, text).toBeLessThanOrEqual(160);
            expect(text).not.toContain('\n');
            expect(text.startsWith(`${brand.name}: `), text).toBe(true);
            expect(text).toContain(brand.phoneNumber);
            expect(text.endsWith(STOP[lang]), text).toBe(true);
            if (kind !== 'AUTOPAY_STOPPED') expect(text).toContain('$1,234.56');
          }
  });
});

describe('e-mails', () => {
  it('have a subject and say whom to call, in the customer’s language', () => {
    const en = wordsOf('PAYMENT_FAILED', 'EMAIL', 'en', 'lumen', { ...FACTS, outcome: 'FAILED' })!;
    expect(en.subject).toBe('Your payment of $1,234.56 for loan ILP-1900101 did not go through');
    expect(en.text).toContain('Please pay another way');
    expect(en.text).toContain(BRANDS.lumen.phoneNumber);
    const es = wordsOf('PAYMENT_RECEIVED', 'EMAIL', 'es', 'harbor', FACTS)!;
    expect(es.subject).toBe('Pago recibido: $1,234.56 para el préstamo ILP-1900101');
    expect(es.text).toContain('Harbor Check & Loan recibió su pago de $1,234.56 el 30 dic 2026');
  });

  it('of the autopay notices are written by the autopay notices themselves, not here', () => {
    expect(wordsOf('AUTOPAY_SCHEDULED', 'EMAIL', 'en', 'lumen', FACTS)).toBeNull();
    expect(wordsOf('AUTOPAY_STOPPED', 'EMAIL', 'es', 'lumen', FACTS)).toBeNull();
  });
});
