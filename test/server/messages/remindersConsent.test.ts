// Reminders respect the customer's choices, consent and quiet hours: no text without consent to texts; with it, a
// text of one SMS-sized line; at 10:30 pm where the customer is the text is held and goes at 8:00 am their time, not
// a minute before; consent withdrawn overnight drops it (with the reason); a message turned off is not sent (with
// the reason); the e-mail is in the customer's message language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { saveChoices, setMessageLanguage } from '../../../server/preferences/choices';
import { plusDays } from '../../../src/lib/application/dates';
import { startHarness, type Harness } from '../harness';
import { insertPaydayLoan } from '../paydayLoanFor';
import { eastern, PAULA } from '../scheduler/schedulerHelpers';
import { testClock } from '../testClock';
import {
  customerOf,
  decided,
  giveTextConsent,
  loanIdOf,
  reminderSubject,
  sentTo,
  withdrawTextConsent,
  type CustomerRow,
} from './messageHelpers';

const DAY = '2026-12-21';
const clock = testClock(eastern(DAY));
let h: Harness;
let db: Db;
let paula: CustomerRow;

beforeAll(async () => {
  h = await startHarness(
    {},
    { clock: clock.now, paymentWorker: { enabled: false }, paymentScheduler: { enabled: false } },
  );
  db = h.server.services.db;
  paula = await customerOf(db, PAULA);
}, 60_000);
afterAll(() => h.close());

/** A new loan of Paula's due 3 days after `day`; answers its reminder's subject. */
async function loanDueAfter(day: string) {
  const dueDate = plusDays(day, 3);
  return reminderSubject(await loanIdOf(db, await insertPaydayLoan(db, PAULA, { dueDate })), dueDate);
}

/** The scheduler's pass at `hh:mm` US Eastern (Paula lives in Ohio) on `day`. */
const passAt = (day: string, hh: number, mm = 0) => {
  const at = eastern(day, hh, mm);
  clock.advance(at.getTime() - clock.now().getTime());
  return h.server.services.paymentScheduler.tick(at);
};

const texts = () => sentTo(h.server.services.outbox, paula.phone!);

describe('reminders and consent to texts', () => {
  it('go by e-mail only while the customer has not consented to texts, and say why', async () => {
    const subject = await loanDueAfter(DAY);
    await passAt(DAY, 12);
    const sent = await decided(db, subject);
    expect(sent.EMAIL).toMatchObject({ status: 'SENT', sentTo: PAULA, language: 'en' });
    expect(sent.SMS).toMatchObject({ status: 'NOT_SENT', reason: 'NO_SMS_CONSENT', sentTo: null });
    expect(await texts()).toEqual([]);
  });

  it('go by text too once the customer consents: one short line with the brand, amount, date and phone', async () => {
    await giveTextConsent(db, paula, clock.now());
    const subject = await loanDueAfter(DAY);
    await passAt(DAY, 13);
    expect((await decided(db, subject)).SMS).toMatchObject({ status: 'SENT', sentTo: '6145550501' });
    const [text] = await texts();
    expect(text!.text).toMatch(/^Lumen Cash: \$345\.00 is due Dec 24, 2026 on loan PDL-T\d+\. /);
    expect(text!.text).toContain('Reply STOP to stop.');
    expect(text!.text.length).toBeLessThanOrEqual(160);
  });

  it('hold a text decided at 10:30 pm until 8:00 am the customer’s time, and send it then, not before', async () => {
    const subject = await loanDueAfter(DAY);
    const before = (await texts()).length;
    await passAt(DAY, 22, 30);
    const held = (await decided(db, subject)).SMS!;
    expect(held).toMatchObject({ status: 'HELD', reason: 'QUIET_HOURS' });
    expect(held.sendAfter).toEqual(eastern(plusDays(DAY, 1), 8));
    expect((await decided(db, subject)).EMAIL).toMatchObject({ status: 'SENT' });
    for (const [hh, mm] of [
      [23, 59],
      [3, 0],
      [7, 59],
    ] as const) {
      await passAt(hh === 23 ? DAY : plusDays(DAY, 1), hh, mm);
      expect((await decided(db, subject)).SMS).toMatchObject({ status: 'HELD' });
      expect(await texts()).toHaveLength(before);
    }
    await passAt(plusDays(DAY, 1), 8, 0);
    expect((await decided(db, subject)).SMS).toMatchObject({ status: 'SENT', sentAt: eastern(plusDays(DAY, 1), 8) });
    expect(await texts()).toHaveLength(before + 1);
    await passAt(plusDays(DAY, 1), 9, 0);
    expect(await texts()).toHaveLength(before + 1);
  });

  it('drop a held text when consent is withdrawn before the morning, with the reason', async () => {
    const day = plusDays(DAY, 1);
    const subject = await loanDueAfter(day);
    await passAt(day, 22, 30);
    expect((await decided(db, subject)).SMS).toMatchObject({ status: 'HELD' });
    const before = (await texts()).length;
    await withdrawTextConsent(db, paula, eastern(day, 23));
    await passAt(plusDays(day, 1), 8, 0);
    expect((await decided(db, subject)).SMS).toMatchObject({ status: 'NOT_SENT', reason: 'NO_SMS_CONSENT' });
    expect(await texts()).toHaveLength(before);
    await giveTextConsent(db, paula, clock.now());
  });

  it('are not sent on a channel the customer turned off for reminders, with the reason', async () => {
    const day = plusDays(DAY, 2);
    await saveChoices(
      db,
      paula.id,
      [
        { kind: 'PAYMENT_REMINDER', channel: 'SMS', enabled: false },
        { kind: 'PAYMENT_REMINDER', channel: 'EMAIL', enabled: false },
      ],
      { at: clock.now(), email: PAULA },
    );
    const subject = await loanDueAfter(day);
    const [mailBefore, textsBefore] = [(await sentTo(h.server.services.outbox, PAULA)).length, (await texts()).length];
    await passAt(day, 12);
    const sent = await decided(db, subject);
    expect(sent.EMAIL).toMatchObject({ status: 'NOT_SENT', reason: 'TURNED_OFF' });
    expect(sent.SMS).toMatchObject({ status: 'NOT_SENT', reason: 'TURNED_OFF' });
    expect(await sentTo(h.server.services.outbox, PAULA)).toHaveLength(mailBefore);
    expect(await texts()).toHaveLength(textsBefore);
    await saveChoices(
      db,
      paula.id,
      [
        { kind: 'PAYMENT_REMINDER', channel: 'SMS', enabled: true },
        { kind: 'PAYMENT_REMINDER', channel: 'EMAIL', enabled: true },
      ],
      { at: clock.now(), email: PAULA },
    );
  });

  it('are written in Spanish for a customer whose message language is Spanish', async () => {
    const day = plusDays(DAY, 3);
    await setMessageLanguage(db, paula.id, 'es', { at: clock.now(), email: PAULA });
    const subject = await loanDueAfter(day);
    await passAt(day, 12);
    expect((await decided(db, subject)).EMAIL).toMatchObject({ status: 'SENT', language: 'es' });
    const [mail] = (await sentTo(h.server.services.outbox, PAULA)).slice(-1);
    expect(mail!.subject).toMatch(/^Recordatorio: 345,00 US\$|^Recordatorio: \$345\.00 vence el 27 dic 2026/);
    expect(mail!.text).toContain('Este es un recordatorio de Lumen Cash');
    const [text] = (await texts()).slice(-1);
    expect(text!.text).toContain('Responda STOP');
    await setMessageLanguage(db, paula.id, 'en', { at: clock.now(), email: PAULA });
  });
});
