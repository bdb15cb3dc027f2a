// The seed dates its loans on the lender's calendar (US Eastern): in the evening there, when UTC has already turned
// to tomorrow, the open payday loan is still due in 10 days and not 11.
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LENDER_TIME_ZONE } from '../../../src/lib/application/dates';
import { startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import { SUMMARY } from './accountHelpers';

let h: Harness;
// 21:30 Eastern on 3 December is 02:30 UTC on 4 December.
const evening = new Date(new TZDate(2026, 11, 3, 21, 30, 0, LENDER_TIME_ZONE).getTime());
beforeAll(async () => {
  h = await startHarness({}, { clock: testClock(evening).now, paymentWorker: { enabled: false } });
}, 60_000);
afterAll(() => h?.close());

it('counts the days to a seeded due date from the Eastern day, whatever the UTC date', async () => {
  expect(evening.toISOString().slice(0, 10)).toBe('2026-12-04');
  const { body } = await h.graphql(SUMMARY, { token: await h.idToken('open.payday@example.com') });
  const summary = body.data?.accountSummary as { today: string; loan: { dueDate: string; daysUntilDue: number } };
  expect(summary.today).toBe('2026-12-03');
  expect(summary.loan).toMatchObject({ dueDate: '2026-12-13', daysUntilDue: 10 });
});
