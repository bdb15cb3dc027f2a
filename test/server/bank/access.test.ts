// Who may call each bank operation: anonymous, an enrolling visitor, another customer and a CSR acting as no one are
// refused; the owner and a CSR acting as the owner are answered. Another customer's application is FORBIDDEN.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import { callersFor, type CallerKind, type Callers } from '../applications/helpers';
import { CREATE_TOKEN, DECIDE, INITIALIZE, LINKED, SAVE_BANK, SEARCH_VERIFICATION } from './helpers';

const RITA = 'resume.app@example.com';
let h: Harness;
let rita: Callers;
let ritaApp: string;

beforeAll(async () => {
  h = await startHarness();
  rita = await callersFor(h, RITA, 'new.customer@example.com');
  const [row] = await h.server.services.db.select().from(applications).where(eq(applications.email, RITA));
  ritaApp = row!.id;
}, 60_000);
afterAll(() => h.close());

const OPERATIONS: [string, string, (id: string) => Record<string, unknown>][] = [
  ['createPlaidToken', CREATE_TOKEN, (id) => ({ id })],
  ['initializePlaidConnection', INITIALIZE, (id) => ({ id, t: 'public-sandbox-x' })],
  ['linkedBankAccounts', LINKED, (id) => ({ id })],
  [
    'saveBankInformation',
    SAVE_BANK,
    (id) => ({
      id,
      b: {
        accountType: 'CHECKING',
        accountHoldersName: 'Rita Resume',
        routingNumber: '011401533',
        accountNumber: '12345678',
        accountOpenDate: '01/01/2020',
      },
    }),
  ],
  ['searchBankVerification', SEARCH_VERIFICATION, (id) => ({ id })],
  ['saveDecisionBankVerification', DECIDE, (id) => ({ id, d: { requestCode: 'X', siteResult: 'y' } })],
];

const REFUSED: [CallerKind, string][] = [
  ['anonymous', 'UNAUTHENTICATED'],
  ['enrollment', 'FORBIDDEN'],
  ['otherCustomer', 'FORBIDDEN'],
  ['csrAlone', 'FORBIDDEN'],
];

describe.each(OPERATIONS)('%s', (_name, query, variables) => {
  it.each(REFUSED)('refuses %s (%s)', async (kind, code) => {
    expect(errorCode(await rita.call(kind, query, variables(ritaApp)))).toBe(code);
  });

  it.each(['owner', 'csrActing'] as const)('lets %s through the door', async (kind) => {
    const code = errorCode(await rita.call(kind, query, variables(ritaApp)));
    // The owner may still be told the input is wrong (a made-up token), never that the application is not theirs.
    expect(code === undefined || code === 'BAD_USER_INPUT').toBe(true);
  });
});

it('a bank save for another customer leaves the application unchanged', async () => {
  const before = await h.server.services.db.select().from(applications).where(eq(applications.id, ritaApp));
  await rita.call('otherCustomer', SAVE_BANK, OPERATIONS[3]![2](ritaApp));
  const after = await h.server.services.db.select().from(applications).where(eq(applications.id, ritaApp));
  expect(after[0]!.data).toEqual(before[0]!.data);
});
