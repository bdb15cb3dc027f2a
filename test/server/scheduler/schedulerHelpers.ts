// Shared by the scheduled-payment server tests: the operations as the portal sends them, a clock fixed at a week
// with a bank holiday in it (so the calendar's rules show whatever day the tests run), and the calls themselves.
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll } from 'vitest';
import { LENDER_TIME_ZONE } from '../../../src/lib/application/dates';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHarness, type GraphQLResponse, type Harness } from '../harness';
import type { TestClock } from '../testClock';
import { openTestDatabase } from '../testDatabase';

const FIELDS = `id loanNumber amount method methodLast4 runsOn status skipReason authorizationText changeableUntil
  changeable confirmationNumber`;
export const SCHEDULE = `mutation($input: SchedulePaymentInput!) { schedulePayment(input: $input) { ${FIELDS} } }`;
export const CHANGE = `mutation($input: ChangeScheduledPaymentInput!) { changeScheduledPayment(input: $input) { ${FIELDS} } }`;
export const CANCEL = `mutation($id: ID!) { cancelScheduledPayment(id: $id) { ${FIELDS} } }`;
export const SCHEDULED = `query($n: String!) { scheduledPayments(loanNumber: $n) { loanNumber today dueDate openDates
  maxAmount payments { ${FIELDS} } } }`;

export const PAULA = 'open.payday@example.com';
/** Paula's payday loan: $300.00 + $45.00 fee, due 10 days after the seed (docs/seed-data.md). */
export const PAULA_LOAN = 'PDL-5000501';
export const PAYOFF = 34_500;

/** An instant at `hh:mm` US Eastern on `day`. */
export const eastern = (day: string, hh = 12, mm = 0): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, LENDER_TIME_ZONE).getTime());
};

/**
 * Monday 21 December 2026, noon Eastern: the seed makes Paula's loan due Thursday 31 December, with Christmas (Friday
 * 25, a bank holiday) and a weekend between.
 */
export const START = eastern('2026-12-21');

export type Scheduled = {
  id: string;
  amount: number;
  runsOn: string;
  status: string;
  skipReason: string | null;
  authorizationText: string;
  changeableUntil: string;
  changeable: boolean;
  methodLast4: string | null;
  confirmationNumber: string | null;
};

export const scheduleInput = (over: Record<string, unknown>) => ({
  loanNumber: PAULA_LOAN,
  method: 'DEBIT_CARD',
  authorizationAccepted: true,
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

/** The field error's key of a refused call. */
export const refusalKey = (body: GraphQLResponse) =>
  (body.errors?.[0]?.extensions as { fieldErrors?: { key: string }[] } | undefined)?.fieldErrors?.[0]?.key;

export function scheduler(h: Harness, email = PAULA, headers: Record<string, string> = {}) {
  let token: Promise<string> | null = null;
  const call = async (query: string, variables: Record<string, unknown>) =>
    (await h.graphql(query, { token: await (token ??= h.idToken(email)), variables, headers })).body;
  return {
    schedule: (over: Record<string, unknown>) => call(SCHEDULE, { input: scheduleInput(over) }),
    change: (input: Record<string, unknown>) => call(CHANGE, { input: { authorizationAccepted: true, ...input } }),
    cancel: (id: string) => call(CANCEL, { id }),
    list: async (loanNumber = PAULA_LOAN) =>
      (await call(SCHEDULED, { n: loanNumber })).data?.scheduledPayments as {
        today: string;
        dueDate: string;
        openDates: string[];
        maxAmount: number;
        payments: Scheduled[];
      },
  };
}

/**
 * Two API processes on one database and one data directory, on the test's clock, their own timers off: the test
 * ticks their schedulers at the same moment (`runBoth`) and the payment worker (`settle`).
 */
export async function twoProcesses(clock: TestClock) {
  const database = await openTestDatabase();
  const dataDir = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-scheduler-')) };
  const process = (jobWorker: boolean) =>
    startHarness(dataDir, {
      database,
      clock: clock.now,
      jobWorker: { enabled: jobWorker },
      paymentWorker: { enabled: false },
      paymentScheduler: { enabled: false },
    });
  const first = await process(true);
  const second = await process(false);
  return {
    first,
    second,
    db: () => first.server.services.db,
    /** The clock moved to `hh:mm` Eastern on `day`. */
    at: (day: string, hh = 0, mm = 5) => clock.advance(eastern(day, hh, mm).getTime() - clock.now().getTime()),
    /** Both processes' schedulers look at the same moment; what each ran. */
    runBoth: async () => {
      const now = clock.now();
      const [a, b] = await Promise.all([
        first.server.services.paymentScheduler.tick(now),
        second.server.services.paymentScheduler.tick(now),
      ]);
      return [...a, ...b];
    },
    settle: () => first.server.services.paymentWorker.tick(clock.advance(2_000)),
    close: async () => {
      await second.close();
      await first.close();
      await database.close();
    },
  };
}

export type TwoProcesses = Awaited<ReturnType<typeof twoProcesses>>;

/** The two processes for a test file: started before its tests, closed after them. */
export function useTwoProcesses(clock: TestClock): TwoProcesses {
  const run = {} as TwoProcesses;
  beforeAll(async () => {
    Object.assign(run, await twoProcesses(clock));
  }, 60_000);
  afterAll(() => run.close?.());
  return run;
}
