// Payment received and payment failed, told when the payment worker settles a payment, in the settlement's
// transaction, once: POSTED is received; FAILED (the demo's $13.13) and RETURNED (a loan closed meanwhile) are
// failed, saying what to do. A text at night is held for the morning. The autopay notices go by text too where the
// customer consented, held at night like every text, and the reminder before a due date says autopay will pay it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, payments } from '../../../server/db/schema';
import { tellPaymentOutcome } from '../../../server/messages/paymentOutcome';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { plusDays } from '../../../src/lib/application/dates';
import { PAY, payInput } from '../account/accountHelpers';
import { eastern, PAULA, PAULA_LOAN } from '../scheduler/schedulerHelpers';
import { decided, giveConsentTo, usePaulaServer } from './messageHelpers';

const DAY = '2026-12-21';
const s = usePaulaServer(DAY);

async function pay(loanNumber: string, amountCents: number): Promise<string> {
  const { body } = await s.h.graphql(PAY, {
    token: await s.h.idToken(PAULA),
    variables: { input: payInput({ loanNumber, amountCents }) },
  });
  expect(body.errors).toBeUndefined();
  return (body.data?.makePayment as { id: string }).id;
}
const settle = () => s.h.server.services.paymentWorker.tick(s.clock.advance(2_000));
const { mail, texts } = { mail: () => s.mail(), texts: () => s.texts() };

describe('payment received and payment failed', () => {
  it('tells a posted payment once, by e-mail without consent to texts', async () => {
    const id = await pay(PAULA_LOAN, 1_000);
    expect(await decided(s.db, `payment:${id}`)).toEqual({});
    await settle();
    await settle();
    const sent = await decided(s.db, `payment:${id}`);
    expect(sent.EMAIL).toMatchObject({ kind: 'PAYMENT_RECEIVED', status: 'SENT' });
    expect(sent.SMS).toMatchObject({ status: 'NOT_SENT', reason: 'NO_SMS_CONSENT' });
    const received = (await mail()).filter((m) => m.subject.startsWith('Payment received'));
    expect(received.map((m) => m.subject)).toEqual([`Payment received: $10.00 for loan ${PAULA_LOAN}`]);
    expect(received[0]!.text).toContain('Lumen Cash received your payment of $10.00 on Dec 21, 2026');
    expect(received[0]!.text).toContain('Questions? Call Lumen Cash at');
  });

  it('tells a payment once even if its settlement were told twice', async () => {
    const id = await pay(PAULA_LOAN, 1_100);
    await settle();
    const [payment] = await s.db.select().from(payments).where(eq(payments.id, id));
    const [loan] = await s.db.select().from(loans).where(eq(loans.id, payment!.loanId));
    const before = (await mail()).length;
    await s.db.transaction((tx) =>
      tellPaymentOutcome(s.h.server.services.outbox)(tx, {
        payment: payment!,
        loan,
        status: 'POSTED',
        now: s.clock.now(),
      }),
    );
    expect(await mail()).toHaveLength(before);
  });

  it('tells a declined payment what to do, by text too once the customer consents', async () => {
    await giveConsentTo(s.db, s.paula, s.clock.now());
    const id = await pay(PAULA_LOAN, 1_313);
    await settle();
    const sent = await decided(s.db, `payment:${id}`);
    expect(sent.EMAIL).toMatchObject({ kind: 'PAYMENT_FAILED', status: 'SENT', facts: { outcome: 'FAILED' } });
    expect(sent.SMS).toMatchObject({ kind: 'PAYMENT_FAILED', status: 'SENT' });
    const [failed] = (await mail()).filter((m) => m.subject.includes('did not go through'));
    expect(failed!.subject).toBe(`Your payment of $13.13 for loan ${PAULA_LOAN} did not go through`);
    expect(failed!.text).toContain('The amount is still owed. Please pay another way');
    const [text] = (await texts()).slice(-1);
    expect(text!.text).toMatch(/^Lumen Cash: your \$13\.13 payment on loan PDL-5000501 failed on Dec 21, 2026\. /);
  });

  it('tells a payment returned because the loan closed meanwhile, and holds its text at night', async () => {
    s.moveTo(DAY, 22, 30);
    const id = await pay(PAULA_LOAN, 2_000);
    await s.db.update(loans).set({ status: 'CLOSED' }).where(eq(loans.loanNumber, PAULA_LOAN));
    const textsBefore = (await texts()).length;
    await settle();
    await s.db.update(loans).set({ status: 'OPEN' }).where(eq(loans.loanNumber, PAULA_LOAN));
    const sent = await decided(s.db, `payment:${id}`);
    expect(sent.EMAIL).toMatchObject({ status: 'SENT', facts: { outcome: 'RETURNED' } });
    expect(sent.SMS).toMatchObject({ status: 'HELD', sendAfter: eastern(plusDays(DAY, 1), 8) });
    const [returned] = (await mail()).slice(-1);
    expect(returned!.text).toContain('the money is being returned to you');
    s.moveTo(plusDays(DAY, 1), 7, 59);
    await s.tick();
    expect(await texts()).toHaveLength(textsBefore);
    s.moveTo(plusDays(DAY, 1), 8);
    await s.tick();
    expect((await texts()).slice(textsBefore).map((t) => t.text)).toEqual([
      expect.stringMatching(
        /^Lumen Cash: your \$20\.00 payment on loan PDL-5000501 was not applied and is being returned/,
      ),
    ]);
  });
});

const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) { status } }`;

describe('autopay notices by text', () => {
  it('send the coming debit by text too, held from the scheduler’s midnight pass until 8 am', async () => {
    await giveConsentTo(s.db, s.paula, s.clock.now(), 'ESIGN');
    const input = { loanNumber: PAULA_LOAN, method: 'DEBIT_CARD', authorizationAccepted: true };
    const { body } = await s.h.graphql(ON, {
      token: await s.h.idToken(PAULA),
      variables: { input: { ...input, authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION } },
    });
    expect(body.errors).toBeUndefined();
    const day = plusDays(DAY, 2);
    s.moveTo(day, 0, 5);
    const textsBefore = (await texts()).length;
    const ran = await s.tick();
    expect(ran).toEqual([expect.objectContaining({ source: 'autopay', notices: ['FIRST_WITHDRAWAL'] })]);
    expect((await mail()).filter((m) => m.subject.startsWith('Autopay:'))).toHaveLength(1);
    expect(await texts()).toHaveLength(textsBefore);
    s.moveTo(day, 8);
    await s.tick();
    await s.tick();
    expect((await texts()).slice(textsBefore).map((t) => t.text)).toEqual([
      expect.stringMatching(
        /^Lumen Cash: autopay will debit \$\d+\.\d\d on Dec 31, 2026 for loan PDL-5000501\. To stop it, call /,
      ),
    ]);
  });

  it('word the reminder before an autopay due date as autopay paying it', async () => {
    s.moveTo('2026-12-28', 12);
    await s.tick();
    const [reminder] = (await mail()).filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminder!.subject).toMatch(
      /^Reminder: autopay will pay \$\d+\.\d\d due on Dec 31, 2026 for loan PDL-5000501$/,
    );
    expect(reminder!.text).toContain('Please make sure the money is in your account by then.');
    expect((await texts()).slice(-1)[0]!.text).toMatch(/^Lumen Cash: autopay will pay \$\d+\.\d\d due Dec 31, 2026/);
  });
});
