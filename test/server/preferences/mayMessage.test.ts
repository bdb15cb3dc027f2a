// The question every sender asks: may this customer get this message on this channel now? E-mail follows the
// customer's choice, except the notices the law requires, which go by e-mail only with consent to electronic notices
// and are mailed otherwise; a text needs consent for the number on file, the customer's choice, and daytime where
// they are (the next allowed time answered at night).
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { customers } from '../../../server/db/schema';
import { saveChoices } from '../../../server/preferences/choices';
import { giveConsent, withdrawConsent } from '../../../server/preferences/consents';
import { mayMessage } from '../../../server/preferences/mayMessage';
import { consentWording, type ConsentKind } from '../../../server/preferences/wording';
import { MESSAGE_KINDS, REQUIRED_BY_EMAIL } from '../../../src/lib/preferences/messages';
import { startHarness, type Harness } from '../harness';

let h: Harness;
let db: Db;
beforeAll(async () => {
  h = await startHarness();
  db = h.server.services.db;
});
afterAll(() => h.close());

/** 2 pm and 10 pm in Columbus, Ohio (the seeded customers' home), on a winter's day. */
const AFTERNOON = new Date(new TZDate(2030, 0, 15, 14, 0, 0, 'America/New_York').getTime());
const NIGHT = new Date(new TZDate(2030, 0, 15, 22, 0, 0, 'America/New_York').getTime());
const NEXT_MORNING = new Date(new TZDate(2030, 0, 16, 8, 0, 0, 'America/New_York').getTime());

async function customer(email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (!row) throw new Error(`${email} is not seeded`);
  return row;
}

async function consent(row: Awaited<ReturnType<typeof customer>>, kind: ConsentKind) {
  const change = {
    customerId: row.id,
    consent: kind,
    lang: 'en' as const,
    facts: row,
    at: AFTERNOON,
    recordedBy: row.email,
  };
  await giveConsent(db, change, consentWording(kind, 'en', row)!);
}

describe('e-mail', () => {
  it('goes for every message a customer has not turned off, and not for one they have', async () => {
    const row = await customer('online.returning@example.com');
    for (const kind of MESSAGE_KINDS.filter((k) => !REQUIRED_BY_EMAIL.has(k)))
      expect(await mayMessage(db, row.id, kind, 'EMAIL', AFTERNOON)).toEqual({ allowed: true });
    await saveChoices(db, row.id, [{ kind: 'PAYMENT_RECEIVED', channel: 'EMAIL', enabled: false }], {
      at: AFTERNOON,
      email: row.email,
    });
    expect(await mayMessage(db, row.id, 'PAYMENT_RECEIVED', 'EMAIL', AFTERNOON)).toEqual({
      allowed: false,
      reason: 'TURNED_OFF',
    });
  });

  it('sends the notices the law requires only with consent to electronic notices, at any hour', async () => {
    const row = await customer('open.payday@example.com');
    for (const kind of REQUIRED_BY_EMAIL)
      expect(await mayMessage(db, row.id, kind, 'EMAIL', AFTERNOON)).toEqual({ allowed: false, reason: 'PAPER_ONLY' });
    await consent(row, 'ESIGN');
    for (const kind of REQUIRED_BY_EMAIL)
      expect(await mayMessage(db, row.id, kind, 'EMAIL', NIGHT)).toEqual({ allowed: true });
    await withdrawConsent(db, { customerId: row.id, consent: 'ESIGN', at: AFTERNOON, recordedBy: row.email });
    expect(await mayMessage(db, row.id, 'AUTOPAY_STOPPED', 'EMAIL', AFTERNOON)).toMatchObject({ reason: 'PAPER_ONLY' });
  });
});

describe('texts', () => {
  it('need consent for the number on file', async () => {
    const row = await customer('sms.customer@example.com');
    expect(await mayMessage(db, row.id, 'PAYMENT_REMINDER', 'SMS', AFTERNOON)).toEqual({
      allowed: false,
      reason: 'NO_SMS_CONSENT',
    });
    await consent(row, 'SMS');
    expect(await mayMessage(db, row.id, 'PAYMENT_REMINDER', 'SMS', AFTERNOON)).toEqual({ allowed: true });
    // A new number on file is not covered by a consent given for the old one.
    await db.update(customers).set({ phone: '6145559999' }).where(eq(customers.id, row.id));
    expect(await mayMessage(db, row.id, 'PAYMENT_REMINDER', 'SMS', AFTERNOON)).toMatchObject({
      reason: 'NO_SMS_CONSENT',
    });
    await db.update(customers).set({ phone: row.phone }).where(eq(customers.id, row.id));
  });

  it('wait for the morning at night, saying when', async () => {
    const row = await customer('sms.customer@example.com');
    expect(await mayMessage(db, row.id, 'PAYMENT_FAILED', 'SMS', NIGHT)).toEqual({
      allowed: false,
      reason: 'QUIET_HOURS',
      nextAllowedAt: NEXT_MORNING,
    });
  });

  it('follow the customer’s choice, the required notices included', async () => {
    const row = await customer('sms.customer@example.com');
    await saveChoices(db, row.id, [{ kind: 'AUTOPAY_STOPPED', channel: 'SMS', enabled: false }], {
      at: AFTERNOON,
      email: row.email,
    });
    expect(await mayMessage(db, row.id, 'AUTOPAY_STOPPED', 'SMS', AFTERNOON)).toMatchObject({ reason: 'TURNED_OFF' });
  });

  it('stop when consent is withdrawn', async () => {
    const row = await customer('sms.customer@example.com');
    await withdrawConsent(db, { customerId: row.id, consent: 'SMS', at: AFTERNOON, recordedBy: row.email });
    expect(await mayMessage(db, row.id, 'PAYMENT_REMINDER', 'SMS', AFTERNOON)).toMatchObject({
      reason: 'NO_SMS_CONSENT',
    });
  });
});

it('answers no for a customer that does not exist', async () => {
  expect(await mayMessage(db, crypto.randomUUID(), 'PAYMENT_REMINDER', 'EMAIL', AFTERNOON)).toEqual({
    allowed: false,
    reason: 'NO_CUSTOMER',
  });
});
