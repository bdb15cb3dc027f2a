// Payments across API processes: two servers on one database. A payment taken on the first is settled by the first's
// worker and reported to a listener held by the second (through pg_notify, not memory); the second runs no worker,
// so nothing it holds in memory could have settled it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { startHarness, type Harness } from '../harness';
import { connect, listen, PAY, payInput, SUMMARY } from './accountHelpers';

let database: Database;
let first: Harness;
let second: Harness;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-pay-')) };
  first = await startHarness(env, { database });
  second = await startHarness(env, { database, jobWorker: { enabled: false } });
  // The second process settles nothing: only the first one's worker may.
  await second.server.services.paymentWorker.stop();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

describe('registerListener across processes', () => {
  it('hears on the second server the payment the first one took and settled', async () => {
    const token = await first.idToken('installment.customer@example.com');
    const summary = await first.graphql(SUMMARY, { token });
    const loanId = (summary.body.data?.accountSummary as { loan: { id: string } }).loan.id;
    const paid = await first.graphql(PAY, {
      token,
      variables: { input: payInput({ loanNumber: 'ILP-1900101', kind: 'DUE', amountCents: 11_942 }) },
    });
    const payment = paid.body.data?.makePayment as { id: string };
    const client = connect(second, token);
    const outcome = listen(client, loanId);
    // The first process's worker settles it on its own (about 1.5 s after it was taken).
    const { events, error } = await outcome;
    await client.dispose();
    expect(error).toBeUndefined();
    expect(events).toEqual([{ loanId, status: 'POSTED', transactionId: payment.id }]);
    const after = await second.graphql(SUMMARY, { token });
    const loan = (
      after.body.data?.accountSummary as {
        loan: { amountDue: number; dueDate: string; paymentSchedule: { dueDate: string }[] };
      }
    ).loan;
    // The installment was paid: the next one is due.
    expect(loan.dueDate).toBe(loan.paymentSchedule[1]!.dueDate);
    expect(loan.amountDue).toBe(11_942);
  }, 20_000);
});
