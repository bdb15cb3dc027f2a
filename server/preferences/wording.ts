// The words a customer agrees to: the consent to texts and the E-SIGN disclosure. One catalogue text each, filled
// here for the page to show and again when the customer agrees, so the words kept are the words shown
// (server/preferences/consents.ts refuses any other).
import { BRANDS, brandOrDefault } from '../../brands/catalog';
import { formatPhone } from '../../src/lib/inputFormats';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';

export type ConsentKind = 'SMS' | 'ESIGN';

export interface WordingFacts {
  /** The customer's brand key (customers.brand): its name and phone are given. */
  brand: string;
  /** The phone number on file, for a consent to texts. */
  phone: string | null;
}

/** The words of a consent in `lang`; null for texts when there is no phone number on file to text. */
export function consentWording(consent: ConsentKind, lang: Lang, facts: WordingFacts): string | null {
  const brand = BRANDS[brandOrDefault(facts.brand)];
  if (consent === 'ESIGN')
    return serverText(lang, 'account.preferences.esign.disclosure', { brand: brand.name, phone: brand.phoneNumber });
  if (!facts.phone) return null;
  return serverText(lang, 'account.preferences.sms.wording', { brand: brand.name, phone: formatPhone(facts.phone) });
}
