// The one question every sender asks before a message goes: may we send this customer this kind of message on this
// channel now? E-mail: a notice the law requires goes whatever the customer chose, but electronically only with
// their consent to electronic notices (15 U.S.C. 7001(c)); without it, it is mailed on paper. Any other message
// goes when the customer has not turned it off. Text: only with the customer's consent to texts for the number on
// file (47 U.S.C. 227(b)), when they have not turned it off, and never at night where they are.
import { eq } from 'drizzle-orm';
import { isRequiredNotice, type MessageChannel, type MessageKind } from '../../src/lib/preferences/messages';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { choicesOf } from './choices';
import { latestConsent, smsConsentCovers } from './consents';
import { nextTextTime } from './quietHours';
import { zonesOf } from './timeZones';

export type MayMessage =
  | { allowed: true }
  | {
      allowed: false;
      /**
       * NO_CUSTOMER: no such customer. TURNED_OFF: the customer chose not to get it. PAPER_ONLY: a required notice
       * without consent to electronic notices (mail it). NO_SMS_CONSENT: no consent to texts for the number on file
       * (or none on file). QUIET_HOURS: night where the customer is; `nextAllowedAt` says when it may go.
       */
      reason: 'NO_CUSTOMER' | 'TURNED_OFF' | 'PAPER_ONLY' | 'NO_SMS_CONSENT' | 'QUIET_HOURS';
      nextAllowedAt?: Date;
    };

export async function mayMessage(
  db: Db,
  customerId: string,
  kind: MessageKind,
  channel: MessageChannel,
  now: Date,
): Promise<MayMessage> {
  const [customer] = await db
    .select({ phone: customers.phone, stateCode: customers.stateCode, zipCode: customers.zipCode })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) return { allowed: false, reason: 'NO_CUSTOMER' };
  if (isRequiredNotice(kind, channel)) {
    const esign = await latestConsent(db, customerId, 'ESIGN');
    return esign?.action === 'GIVEN' ? { allowed: true } : { allowed: false, reason: 'PAPER_ONLY' };
  }
  const choice = (await choicesOf(db, customerId)).find((c) => c.kind === kind && c.channel === channel);
  if (!choice?.enabled) return { allowed: false, reason: 'TURNED_OFF' };
  if (channel === 'EMAIL') return { allowed: true };
  if (!smsConsentCovers(await latestConsent(db, customerId, 'SMS'), customer.phone))
    return { allowed: false, reason: 'NO_SMS_CONSENT' };
  const next = nextTextTime(now, zonesOf(customer.stateCode, customer.zipCode));
  return next.getTime() === now.getTime()
    ? { allowed: true }
    : { allowed: false, reason: 'QUIET_HOURS', nextAllowedAt: next };
}
