// The customer's consents to texts (SMS) and to electronic notices (ESIGN): kept as a history that is only ever added
// to. Giving or withdrawing writes a new record with the exact words shown, their language, the time, the phone
// number a consent to texts covers and who recorded it; the newest record of a kind is the one in force.
import { and, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../src/lib/i18n/lang';
import type { Db } from '../db/client';
import { consentRecords } from '../db/schema';
import { RequestRefused } from '../domainErrors';
import { consentWording, type ConsentKind, type WordingFacts } from './wording';

export type ConsentRecord = typeof consentRecords.$inferSelect;

/** A phone number as kept: its ten digits (a leading country code 1 dropped). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** Every record of one consent of the customer's, newest first. */
export function consentHistory(db: Db, customerId: string, consent: ConsentKind): Promise<ConsentRecord[]> {
  return db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.customerId, customerId), eq(consentRecords.consent, consent)))
    .orderBy(desc(consentRecords.seq));
}

/** The newest record of one consent: in force when it gives consent. */
export async function latestConsent(db: Db, customerId: string, consent: ConsentKind): Promise<ConsentRecord | null> {
  return (await consentHistory(db, customerId, consent))[0] ?? null;
}

/**
 * Whether the customer's consent to texts covers `phone` now: given, not withdrawn since, and for that number. A
 * consent covers the number it was given for only (a new number on file needs a new consent).
 */
export const smsConsentCovers = (record: ConsentRecord | null, phone: string | null): boolean =>
  record?.action === 'GIVEN' && !!phone && record.phone === phoneDigits(phone);

export interface ConsentChange {
  customerId: string;
  consent: ConsentKind;
  lang: Lang;
  facts: WordingFacts;
  at: Date;
  recordedBy: string;
}

/**
 * Records the customer's agreement to `wording`, which must be the words the page showed in `lang`: anything else
 * (a page open while the words changed, or words typed in) is refused, so what is kept is what they read.
 */
export async function giveConsent(db: Db, change: ConsentChange, wording: string): Promise<ConsentRecord> {
  const shown = consentWording(change.consent, change.lang, change.facts);
  if (change.consent === 'SMS' && !shown)
    throw new RequestRefused('Add a mobile phone number to your account before agreeing to text messages.');
  if (shown === null || wording !== shown)
    throw new RequestRefused('The wording on this page has changed. Reload the page to read it before you agree.');
  const phone = change.consent === 'SMS' && change.facts.phone ? phoneDigits(change.facts.phone) : null;
  return insert(db, change, { action: 'GIVEN', wording: shown, language: change.lang, phone });
}

/**
 * Records a withdrawal, with the words the customer had agreed to (what they withdraw). Withdrawing what is not in
 * force changes nothing and answers the record in force.
 */
export async function withdrawConsent(
  db: Db,
  change: Omit<ConsentChange, 'lang' | 'facts'>,
): Promise<ConsentRecord | null> {
  const latest = await latestConsent(db, change.customerId, change.consent);
  if (latest?.action !== 'GIVEN') return latest;
  const { wording, language, phone } = latest;
  return insert(db, change, { action: 'WITHDRAWN', wording, language, phone });
}

type Who = Pick<ConsentChange, 'customerId' | 'consent' | 'at' | 'recordedBy'>;
type What = Pick<ConsentRecord, 'action' | 'wording' | 'language' | 'phone'>;

async function insert(db: Db, who: Who, what: What): Promise<ConsentRecord> {
  const { customerId, consent, at, recordedBy } = who;
  const [row] = await db
    .insert(consentRecords)
    .values({ customerId, consent, at, recordedBy, ...what })
    .returning();
  if (!row) throw new Error('The consent record was not written.');
  return row;
}
