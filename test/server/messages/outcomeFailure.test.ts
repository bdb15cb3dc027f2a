// Telling the customer never holds the money back: when the payment-outcome message cannot be written, the payment
// still settles (the message's savepoint is rolled back alone) and the failure is logged without the message.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { startPaymentWorker } from '../../../server/payments/worker';
import { PAY, payInput } from '../account/accountHelpers';
import { PAULA, PAULA_LOAN } from '../scheduler/schedulerHelpers';
import { usePaulaServer } from './messageHelpers';

const s = usePaulaServer('2026-12-21');

it('settles the payment when its message fails, and logs the failure', async () => {
  const { body } = await s.h.graphql(PAY, {
    token: await s.h.idToken(PAULA),
    variables: { input: payInput({ loanNumber: PAULA_LOAN, amountCents: 1_200 }) },
  });
  const id = (body.data?.makePayment as { id: string }).id;
  const lines: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
  const worker = await startPaymentWorker(s.db, async () => async () => undefined, log, {
    enabled: false,
    onSettled: async (tx) => {
      await tx.insert(payments).values({} as never); // a write that fails inside the message's savepoint
    },
  });
  expect(await worker.tick(s.clock.advance(2_000))).toBe(1);
  const [payment] = await s.db.select().from(payments).where(eq(payments.id, id));
  expect(payment?.status).toBe('POSTED');
  expect(lines.some((line) => line.includes('payment outcome message failed') && line.includes(id))).toBe(true);
});
