// Reminders respect the customer's choices, consent and quiet hours: no text without consent to texts; with it, a
// text of one SMS-sized line; at 10:30 pm where the customer is the text is held and goes at 8:00 am their time, not
// a minute before; consent withdrawn overnight drops it (with the reason); a message turned off is not sent (with
// the reason); a payment pending lowers what it asks for, or leaves nothing to remind of; the e-mail is in the
// customer's message language.
import { describe, expect, it } from 'vitest';
import { saveChoices, setMessageLanguage } from '../../../server/preferences/choices';
import { plusDays } from '../../../src/lib/application/dates';
import { PAY, payInput } from '../account/accountHelpers';
import { insertPaydayLoan } from '../paydayLoanFor';
import { eastern, PAULA } from '../scheduler/schedulerHelpers';
import {
  decided,
  giveConsentTo,
  loanIdOf,
  reminderSubject,
  usePaulaServer,
  withdrawTextConsent,
} from './messageHelpers';

const DAY = '2026-12-21';
const s = usePaulaServer(DAY);

/** A new loan of Paula's due 3 days after `day` (her card on file for it); answers its reminder's subject. */
async function loanDueAfter(day: string, made: (loanNumber: string) => Promise<unknown> = async () => undefined) {
  const dueDate = plusDays(day, 3);
  const loanNumber = await insertPaydayLoan(s.db, PAULA, { dueDate, debitCardLast4: '4242' });
  await made(loanNumber);
  return reminderSubject(await loanIdOf(s.db, loanNumber), dueDate);
}

/** Paula pays now; the payment stays pending (the payment worker does not run here). */
const payNow = (amountCents: number) => async (loanNumber: string) => {
  const { body } = await s.h.graphql(PAY, {
    token: await s.h.idToken(PAULA),
    variables: { input: payInput({ loanNumber, amountCents }) },
  });
  expect(body.errors).toBeUndefined();
};

/** The scheduler's pass at `hh:mm` US Eastern (Paula lives in Ohio) on `day`. */
const passAt = (day: string, hh: number, mm = 0) => {
  s.moveTo(day, hh, mm);
  return s.tick();
};

/** Paula's reminders on both channels turned on or off. */
const chooseReminders = (enabled: boolean) =>
  saveChoices(
    s.db,
    s.paula.id,
    (['SMS', 'EMAIL'] as const).map((channel) => ({ kind: 'PAYMENT_REMINDER' as const, channel, enabled })),
    { at: s.clock.now(), email: PAULA },
  );

describe('reminders and consent to texts', () => {
  it('go by e-mail only while the customer has not consented to texts, and say why', async () => {
    const subject = await loanDueAfter(DAY);
    await passAt(DAY, 12);
    const sent = await decided(s.db, subject);
    expect(sent.EMAIL).toMatchObject({ status: 'SENT', sentTo: PAULA, language: 'en' });
    expect(sent.SMS).toMatchObject({ status: 'NOT_SENT', reason: 'NO_SMS_CONSENT', sentTo: null });
    expect(await s.texts()).toEqual([]);
  });

  it('go by text too once the customer consents: one short line with the brand, amount, date and phone', async () => {
    await giveConsentTo(s.db, s.paula, s.clock.now());
    const subject = await loanDueAfter(DAY);
    await passAt(DAY, 13);
    expect((await decided(s.db, subject)).SMS).toMatchObject({ status: 'SENT', sentTo: '6145550501' });
    const [text] = await s.texts();
    expect(text!.text).toMatch(/^Lumen Cash: \$345\.00 is due Dec 24, 2026 on loan PDL-T\d+\. /);
    expect(text!.text).toContain('Reply STOP to stop.');
    expect(text!.text.length).toBeLessThanOrEqual(160);
  });

  it('hold a text decided at 10:30 pm until 8:00 am the customer’s time, and send it then, not before', async () => {
    const subject = await loanDueAfter(DAY);
    const before = (await s.texts()).length;
    await passAt(DAY, 22, 30);
    const held = (await decided(s.db, subject)).SMS!;
    expect(held).toMatchObject({ status: 'HELD', reason: 'QUIET_HOURS' });
    expect(held.sendAfter).toEqual(eastern(plusDays(DAY, 1), 8));
    expect((await decided(s.db, subject)).EMAIL).toMatchObject({ status: 'SENT' });
    for (const [day, hh, mm] of [
      [DAY, 23, 59],
      [plusDays(DAY, 1), 3, 0],
      [plusDays(DAY, 1), 7, 59],
    ] as const) {
      await passAt(day, hh, mm);
      expect((await decided(s.db, subject)).SMS).toMatchObject({ status: 'HELD' });
      expect(await s.texts()).toHaveLength(before);
    }
    await passAt(plusDays(DAY, 1), 8, 0);
    expect((await decided(s.db, subject)).SMS).toMatchObject({
      status: 'SENT',
      sentAt: eastern(plusDays(DAY, 1), 8),
    });
    expect(await s.texts()).toHaveLength(before + 1);
    await passAt(plusDays(DAY, 1), 9, 0);
    expect(await s.texts()).toHaveLength(before + 1);
  });

  it('drop a held text when consent is withdrawn before the morning, with the reason', async () => {
    const day = plusDays(DAY, 1);
    const subject = await loanDueAfter(day);
    await passAt(day, 22, 30);
    expect((await decided(s.db, subject)).SMS).toMatchObject({ status: 'HELD' });
    const before = (await s.texts()).length;
    await withdrawTextConsent(s.db, s.paula, eastern(day, 23));
    await passAt(plusDays(day, 1), 8, 0);
    expect((await decided(s.db, subject)).SMS).toMatchObject({ status: 'NOT_SENT', reason: 'NO_SMS_CONSENT' });
    expect(await s.texts()).toHaveLength(before);
    await giveConsentTo(s.db, s.paula, s.clock.now());
  });

  it('are not sent on a channel the customer turned off for reminders, with the reason', async () => {
    const day = plusDays(DAY, 2);
    await chooseReminders(false);
    const subject = await loanDueAfter(day);
    const [mailBefore, textsBefore] = [(await s.mail()).length, (await s.texts()).length];
    await passAt(day, 12);
    const sent = await decided(s.db, subject);
    expect(sent.EMAIL).toMatchObject({ status: 'NOT_SENT', reason: 'TURNED_OFF' });
    expect(sent.SMS).toMatchObject({ status: 'NOT_SENT', reason: 'TURNED_OFF' });
    expect(await s.mail()).toHaveLength(mailBefore);
    expect(await s.texts()).toHaveLength(textsBefore);
    await chooseReminders(true);
  });

  it('ask for what is left after a payment pending, and are not sent when nothing is left', async () => {
    const day = plusDays(DAY, 3);
    const part = await loanDueAfter(day, payNow(14_500));
    const whole = await loanDueAfter(day, payNow(34_500));
    await passAt(day, 12);
    expect((await decided(s.db, part)).EMAIL).toMatchObject({ status: 'SENT', facts: { amountCents: 20_000 } });
    expect(await decided(s.db, whole)).toEqual({});
  });

  it('are written in Spanish for a customer whose message language is Spanish', async () => {
    const day = plusDays(DAY, 3);
    await setMessageLanguage(s.db, s.paula.id, 'es', { at: s.clock.now(), email: PAULA });
    const subject = await loanDueAfter(day);
    await passAt(day, 12);
    expect((await decided(s.db, subject)).EMAIL).toMatchObject({ status: 'SENT', language: 'es' });
    const [mail] = (await s.mail()).slice(-1);
    expect(mail!.subject).toMatch(/^Recordatorio: \$345\.00 vence el 27 dic 2026 para el préstamo PDL-T\d+$/);
    expect(mail!.text).toContain('Este es un recordatorio de Lumen Cash');
    const [text] = (await s.texts()).slice(-1);
    expect(text!.text).toMatch(/^Lumen Cash: \$345\.00 vence el 27 dic 2026, préstamo PDL-T\d+\. .*Responda STOP/);
    await setMessageLanguage(s.db, s.paula.id, 'en', { at: s.clock.now(), email: PAULA });
  });
});
