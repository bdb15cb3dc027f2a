// A customer's reply to our texts: an opt-out word (any case, spaces inside or around, the whole message) withdraws the
// consent to texts of every customer whose phone on file is the number, and one confirmation goes back in their
// message language with the brand's name and phone; HELP and START are answered without changing any consent;
// anything else gets nothing. A number no customer has gets only the HELP answer. The logs never hold the number or
// the message.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/catalog';
import { serverText } from '../../../server/content/catalogues';
import type { Db } from '../../../server/db/client';
import { consentRecords, customers, outbox } from '../../../server/db/schema';
import { setMessageLanguage } from '../../../server/preferences/choices';
import { giveConsent, latestConsent } from '../../../server/preferences/consents';
import { mayMessage } from '../../../server/preferences/mayMessage';
import {
  handleTextReply,
  HELP_WORDS,
  OPT_OUT_WORDS,
  replyKindOf,
  START_WORDS,
} from '../../../server/preferences/textReplies';
import { consentWording } from '../../../server/preferences/wording';
import { startHarness, type Harness } from '../harness';

let h: Harness;
let db: Db;
const logLines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
beforeAll(async () => {
  h = await startHarness();
  db = h.server.services.db;
});
afterAll(() => h.close());
beforeEach(() => {
  logLines.length = 0;
});

/** An afternoon in Columbus, when a text may go. */
const AFTERNOON = new Date('2030-01-15T19:00:00Z');
const LUMEN = BRANDS.lumen;
const words = (key: Parameters<typeof serverText>[1], lang: 'en' | 'es' = 'en') =>
  serverText(lang, key, { brand: LUMEN.name, phone: LUMEN.phoneNumber });

async function customer(email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (!row) throw new Error(`${email} is not seeded`);
  return row;
}

async function consentToTexts(email: string) {
  const row = await customer(email);
  const change = { customerId: row.id, consent: 'SMS' as const, lang: 'en' as const, facts: row, at: AFTERNOON };
  await giveConsent(db, { ...change, recordedBy: row.email }, consentWording('SMS', 'en', row)!);
  return row;
}

const reply = (from: string, body: string) =>
  handleTextReply({ db, outbox: h.server.services.outbox, log }, { from, body, receivedAt: AFTERNOON });

const textsTo = (phone: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, phone), eq(outbox.channel, 'sms')));

const recordCount = async () => (await db.select().from(consentRecords)).length;

describe('what a reply asks for', () => {
  it.each([...OPT_OUT_WORDS.map((w) => [w, 'OPT_OUT']), ...HELP_WORDS.map((w) => [w, 'HELP'])])(
    '%s is %s, in any case and with spaces around or inside',
    (word, kind) => {
      for (const variant of [word, word.toLowerCase(), `  ${word}\n`, `${word[0]}${word.slice(1).toLowerCase()}.`])
        expect(replyKindOf(variant)).toBe(kind);
    },
  );

  it('knows START, STOP ALL and OPT OUT, and not a sentence that merely holds a word', () => {
    for (const word of START_WORDS) expect(replyKindOf(word.toLowerCase())).toBe('START');
    expect(replyKindOf('Stop all')).toBe('OPT_OUT');
    expect(replyKindOf('opt out!')).toBe('OPT_OUT');
    for (const other of ['please stop texting me', 'STOPPED', 'help me', '', 'Thanks'])
      expect(replyKindOf(other)).toBe('OTHER');
  });
});

describe('an opt-out word', () => {
  it.each(OPT_OUT_WORDS.map((w) => [w]))(
    '%s withdraws the consent in force, and one confirmation is queued',
    async (word) => {
      const row = await consentToTexts('sms.customer@example.com');
      const before = (await textsTo('6145551101')).length;
      const outcome = await reply('+1 (614) 555-1101', ` ${word.toLowerCase()} `);
      expect(outcome).toMatchObject({ kind: 'OPT_OUT', customers: 1, withdrawn: 1, answered: true });
      expect(await latestConsent(db, row.id, 'SMS')).toMatchObject({
        action: 'WITHDRAWN',
        recordedBy: `TEXT_REPLY: ${word.toLowerCase()}`,
        phone: '6145551101',
      });
      const texts = await textsTo('6145551101');
      expect(texts).toHaveLength(before + 1);
      expect(texts.at(-1)?.text).toBe(words('account.textReply.stopped'));
      expect(await mayMessage(db, row.id, 'PAYMENT_REMINDER', 'SMS', AFTERNOON)).toEqual({
        allowed: false,
        reason: 'NO_SMS_CONSENT',
      });
    },
  );

  it('withdraws every customer sharing the number, with one confirmation for the reply', async () => {
    const shared = await customer('sms.email.customer@example.com');
    await db.update(customers).set({ phone: '(614) 555-1201' }).where(eq(customers.email, 'open.payday@example.com'));
    const other = await consentToTexts('open.payday@example.com');
    await consentToTexts(shared.email);
    const outcome = await reply('16145551201', 'STOP');
    expect(outcome).toMatchObject({ customers: 2, withdrawn: 2, answered: true });
    for (const id of [shared.id, other.id]) {
      expect((await latestConsent(db, id, 'SMS'))?.action).toBe('WITHDRAWN');
      expect(await mayMessage(db, id, 'PAYMENT_FAILED', 'SMS', AFTERNOON)).toMatchObject({ reason: 'NO_SMS_CONSENT' });
    }
    expect(await textsTo('6145551201')).toHaveLength(1);
  });

  it('confirms in the customer’s message language', async () => {
    const row = await consentToTexts('retail.returning@example.com');
    await setMessageLanguage(db, row.id, 'es', { at: AFTERNOON, email: row.email });
    await reply('6145550301', 'Cancel');
    const [text] = await textsTo('6145550301');
    expect(text?.text).toBe(words('account.textReply.stopped', 'es'));
    expect(text?.text).toContain(LUMEN.phoneNumber);
  });

  // On PostgreSQL (the postgres project) the customers' rows locked by the reply keep this to one withdrawal.
  it('delivered twice at once (a provider’s retry) withdraws once, and each delivery is confirmed', async () => {
    const row = await consentToTexts('omni.returning@example.com');
    const before = await recordCount();
    const outcomes = await Promise.all([reply('6145550401', 'STOP'), reply('6145550401', 'STOP')]);
    expect(outcomes.map((o) => o.withdrawn).sort()).toEqual([0, 1]);
    expect(await recordCount()).toBe(before + 1);
    expect((await latestConsent(db, row.id, 'SMS'))?.action).toBe('WITHDRAWN');
    expect(await textsTo('6145550401')).toHaveLength(2);
  });

  it('with no consent in force records nothing and still confirms', async () => {
    const before = await recordCount();
    const outcome = await reply('6145550701', 'STOP');
    expect(outcome).toMatchObject({ customers: 1, withdrawn: 0, answered: true });
    expect(await recordCount()).toBe(before);
    expect(await textsTo('6145550701')).toHaveLength(1);
  });
});

describe('other replies', () => {
  it('answers HELP and START without changing the consent, and nothing else at all', async () => {
    const row = await consentToTexts('online.returning@example.com');
    const before = await recordCount();
    expect(await reply('6145550101', 'help')).toMatchObject({ kind: 'HELP', answered: true });
    expect(await reply('6145550101', 'START')).toMatchObject({ kind: 'START', answered: true });
    expect(await reply('6145550101', 'Who is this?')).toMatchObject({ kind: 'OTHER', answered: false });
    expect(await recordCount()).toBe(before);
    expect((await latestConsent(db, row.id, 'SMS'))?.action).toBe('GIVEN');
    const texts = (await textsTo('6145550101')).map((t) => t.text);
    expect(texts).toEqual([words('account.textReply.help'), words('account.textReply.start')]);
    expect(texts[0]).toContain('STOP');
  });

  it('from a number no customer has: only HELP is answered, and nothing is recorded', async () => {
    const before = await recordCount();
    expect(await reply('2125550199', 'STOP')).toMatchObject({ customers: 0, withdrawn: 0, answered: false });
    expect(await reply('2125550199', 'Hello')).toMatchObject({ answered: false });
    expect(await reply('2125550199', 'HELP')).toMatchObject({ answered: true });
    expect((await textsTo('2125550199')).map((t) => t.text)).toEqual([words('account.textReply.help')]);
    expect(await recordCount()).toBe(before);
  });
});

it('logs what was done with the number masked, never the number or the message', async () => {
  await reply('6145550701', 'Please call me about my loan 12345');
  await reply('6145550701', 'HELP');
  expect(logLines.length).toBeGreaterThanOrEqual(2);
  const logged = logLines.join('\n');
  expect(logged).toContain('***-***-0701');
  expect(logged).not.toContain('6145550701');
  expect(logged).not.toContain('12345');
  expect(logged).not.toContain('Please call');
});
