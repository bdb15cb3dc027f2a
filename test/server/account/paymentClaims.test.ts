// Two API processes' payment workers on one database, looking at the same moment: every pending payment is settled
// once, by whichever claimed it in the database (FOR UPDATE SKIP LOCKED), never by both. A payment posted twice would
// show in the ledger: the payoff would fall by more than was paid. (On PostgreSQL the two run truly at once.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { startHarness, type Harness } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { testClock } from '../testClock';
import { HISTORY, LOANS, PAY, payInput } from './accountHelpers';

const INES = 'installment.customer@example.com';
const LOAN = 'ILP-1900101';
const clock = testClock();
let database: Database;
let first: Harness;
let second: Harness;
beforeAll(async () => {
  database = await openTestDatabase();
  // One data directory (its data key) for both: the database's sealed data was written with it.
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-claims-')) };
  const options = { database, clock: clock.now, paymentWorker: { enabled: false } };
  first = await startHarness(env, options);
  second = await startHarness(env, { ...options, jobWorker: { enabled: false } });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

type Row = { amount: number; status: string; interest: number | null; principal: number | null };

describe('payment workers in two processes', () => {
  it('settle each pending payment exactly once between them', async () => {
    const token = await first.idToken(INES);
    const payoff = async () =>
      ((await first.graphql(LOANS, { token })).body.data?.customerLoans as { payoffAmount: number }[])[0]!.payoffAmount;
    const before = await payoff();
    const amounts = [1_000, 2_000, 3_000, 4_000, 5_000, 6_000];
    for (const amountCents of amounts) {
      const { body } = await first.graphql(PAY, {
        token,
        variables: { input: payInput({ loanNumber: LOAN, amountCents }) },
      });
      expect(body.errors).toBeUndefined();
    }
    const at = clock.advance(2_000);
    const counts = await Promise.all([
      first.server.services.paymentWorker.tick(at),
      second.server.services.paymentWorker.tick(at),
    ]);
    expect(counts[0] + counts[1]).toBe(amounts.length);
    const rows = (await first.graphql(HISTORY, { token, variables: { n: LOAN } })).body.data?.paymentHistory as Row[];
    expect(rows.map((r) => r.status)).toEqual(amounts.map(() => 'POSTED'));
    const paid = amounts.reduce((a, b) => a + b, 0);
    // The same day: each fell by exactly what was paid, the interest since origination paid by the first to post.
    expect(await payoff()).toBe(before - paid);
    expect(rows.reduce((sum, r) => sum + r.interest! + r.principal!, 0)).toBe(paid);
    expect(rows.reduce((sum, r) => sum + r.interest!, 0)).toBe(before - 140_000);
  });
});
