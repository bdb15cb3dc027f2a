// Payment received and payment failed, told when the payment worker settles a payment, in the settlement's
// transaction, once: POSTED is received; FAILED (the demo's $13.13) and RETURNED (a loan closed meanwhile) are
// failed, saying what to do. A text at night is held for the morning. The autopay notices go by text too where the
// customer consented, held at night like every text.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { loans, payments } from '../../../server/db/schema';
import { tellPaymentOutcome } from '../../../server/messages/paymentOutcome';
import { giveConsent } from '../../../server/preferences/consents';
import { consentWording } from '../../../server/preferences/wording';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { plusDays } from '../../../src/lib/application/dates';
import { PAY, payInput } from '../account/accountHelpers';
import { startHarness, type Harness } from '../harness';
import { eastern, PAULA, PAULA_LOAN } from '../scheduler/schedulerHelpers';
import { testClock } from '../testClock';
import { customerOf, decided, giveTextConsent, sentTo, type CustomerRow } from './messageHelpers';

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

const moveTo = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());

async function pay(loanNumber: string, amountCents: number): Promise<string> {
  const { body } = await h.graphql(PAY, {
    token: await h.idToken(PAULA),
    variables: { input: payInput({ loanNumber, amountCents }) },
  });
  expect(body.errors).toBeUndefined();
  return (body.data?.makePayment as { id: string }).id;
}
const settle = () => h.server.services.paymentWorker.tick(clock.advance(2_000));
const mail = () => sentTo(h.server.services.outbox, PAULA);
const texts = () => sentTo(h.server.services.outbox, paula.phone!);

describe('payment received and payment failed', () => {
  it('tells a posted payment once, by e-mail without consent to texts', async () => {
    const id = await pay(PAULA_LOAN, 1_000);
    expect(await decided(db, `payment:${id}`)).toEqual({});
    await settle();
    await settle();
    const sent = await decided(db, `payment:${id}`);
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
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    const [loan] = await db.select().from(loans).where(eq(loans.id, payment!.loanId));
    const before = (await mail()).length;
    await db.transaction((tx) =>
      tellPaymentOutcome(h.server.services.outbox)(tx, { payment: payment!, loan, status: 'POSTED', now: clock.now() }),
    );
    expect(await mail()).toHaveLength(before);
  });

  it('tells a declined payment what to do, by text too once the customer consents', async () => {
    await giveTextConsent(db, paula, clock.now());
    const id = await pay(PAULA_LOAN, 1_313);
    await settle();
    const sent = await decided(db, `payment:${id}`);
    expect(sent.EMAIL).toMatchObject({ kind: 'PAYMENT_FAILED', status: 'SENT', facts: { outcome: 'FAILED' } });
    expect(sent.SMS).toMatchObject({ kind: 'PAYMENT_FAILED', status: 'SENT' });
    const [failed] = (await mail()).filter((m) => m.subject.includes('did not go through'));
    expect(failed!.subject).toBe(`Your payment of $13.13 for loan ${PAULA_LOAN} did not go through`);
    expect(failed!.text).toContain('The amount is still owed. Please pay another way');
    const [text] = (await texts()).slice(-1);
    expect(text!.text).toMatch(/^Lumen Cash: your \$13\.13 payment on loan PDL-5000501 failed on Dec 21, 2026\. /);
  });

  it('tells a payment returned because the loan closed meanwhile, and holds its text at night', async () => {
    moveTo(eastern(DAY, 22, 30));
    const id = await pay(PAULA_LOAN, 2_000);
    await db.update(loans).set({ status: 'CLOSED' }).where(eq(loans.loanNumber, PAULA_LOAN));
    const textsBefore = (await texts()).length;
    await settle();
    await db.update(loans).set({ status: 'OPEN' }).where(eq(loans.loanNumber, PAULA_LOAN));
    const sent = await decided(db, `payment:${id}`);
    expect(sent.EMAIL).toMatchObject({ status: 'SENT', facts: { outcome: 'RETURNED' } });
    expect(sent.SMS).toMatchObject({ status: 'HELD', sendAfter: eastern(plusDays(DAY, 1), 8) });
    const [returned] = (await mail()).slice(-1);
    expect(returned!.text).toContain('the money is being returned to you');
    moveTo(eastern(plusDays(DAY, 1), 7, 59));
    await h.server.services.paymentScheduler.tick(clock.now());
    expect(await texts()).toHaveLength(textsBefore);
    moveTo(eastern(plusDays(DAY, 1), 8));
    await h.server.services.paymentScheduler.tick(clock.now());
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
    const facts = { brand: paula.brand, phone: paula.phone };
    await giveConsent(
      db,
      { customerId: paula.id, consent: 'ESIGN', lang: 'en', facts, at: clock.now(), recordedBy: PAULA },
      consentWording('ESIGN', 'en', facts)!,
    );
    const { body } = await h.graphql(ON, {
      token: await h.idToken(PAULA),
      variables: {
        input: {
          loanNumber: PAULA_LOAN,
          method: 'DEBIT_CARD',
          authorizationAccepted: true,
          authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
        },
      },
    });
    expect(body.errors).toBeUndefined();
    const day = plusDays(DAY, 2);
    moveTo(eastern(day, 0, 5));
    const textsBefore = (await texts()).length;
    const ran = await h.server.services.paymentScheduler.tick(clock.now());
    expect(ran).toEqual([expect.objectContaining({ source: 'autopay', notices: ['FIRST_WITHDRAWAL'] })]);
    expect((await mail()).filter((m) => m.subject.startsWith('Autopay:'))).toHaveLength(1);
    expect(await texts()).toHaveLength(textsBefore);
    moveTo(eastern(day, 8));
    await h.server.services.paymentScheduler.tick(clock.now());
    await h.server.services.paymentScheduler.tick(clock.now());
    expect((await texts()).slice(textsBefore).map((t) => t.text)).toEqual([
      expect.stringMatching(
        /^Lumen Cash: autopay will debit \$\d+\.\d\d on Dec 31, 2026 for loan PDL-5000501\. To stop it, call /,
      ),
    ]);
  });
});
