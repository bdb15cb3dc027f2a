// Who may call each operation that takes an application id: anonymous, an enrolling visitor, another customer, a CSR
// acting as no one and a CSR acting as another customer are refused (the data unchanged); the owner and a CSR acting as
// the owner are answered. A CSR's refusal and every CSR call for a customer are in the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import {
  callersFor,
  CLONE,
  CONVERT,
  CSR,
  GET,
  goodPersonal,
  SAVE_INCOME,
  SAVE_PERSONAL,
  SAVE_PROGRESS,
  SAVE_STORE,
  SAVE_USER,
  UNSUBMITTED,
  VALIDATE_LOAN,
  WITHDRAW,
  easternDate,
  type CallerKind,
  type Callers,
} from './helpers';

const RITA = 'resume.app@example.com';
const NORA = 'new.customer@example.com';
let h: Harness;
let rita: Callers;
/** Callers around Nora, so that "csrActing" there is a CSR acting as someone other than Rita. */
let nora: Callers;
let ritaApp: string;

beforeAll(async () => {
  h = await startHarness();
  rita = await callersFor(h, RITA, NORA);
  nora = await callersFor(h, NORA, RITA);
  const [row] = await h.server.services.db.select().from(applications).where(eq(applications.email, RITA));
  ritaApp = row!.id;
}, 60_000);
afterAll(() => h.close());

const OPERATIONS: [name: string, query: string, variables: (id: string) => Record<string, unknown>][] = [
  ['application', GET, (id) => ({ id })],
  [
    'getCustomerProductAvailability',
    'query($id: ID!) { getCustomerProductAvailability(applicationId: $id) { stateCode } }',
    (id) => ({ id }),
  ],
  ['savePersonalInformation', SAVE_PERSONAL, (id) => ({ id, p: goodPersonal().p, c: goodPersonal().c })],
  ['saveUserInformation', SAVE_USER, (id) => ({ id, u: { email: RITA } })],
  ['saveStoreInformation', SAVE_STORE, (id) => ({ id, s: { storeNumber: '2997' } })],
  [
    'saveIncomeInformation',
    SAVE_INCOME,
    (id) => ({ id, i: { type: 'S', paymentFrequency: 'MON', amountNet: 90_000, nextPaymentDate: easternDate(3) } }),
  ],
  ['saveLoanApplicationProgress', SAVE_PROGRESS, (id) => ({ id, u: '/application/bank' })],
  ['withdrawApplication', WITHDRAW, (id) => ({ id })],
  ['cloneApplicationBase', CLONE, (id) => ({ id, b: 'pinecrest' })],
  ['convertApplicationTypeToConversion', CONVERT, (id) => ({ id, l: { loanNumber: 'PDL-5000501' } })],
  ['validateOriginalLoanDetails', VALIDATE_LOAN, (id) => ({ id })],
  [
    'prepareForEnrollment',
    'mutation($id: ID!) { prepareForEnrollment(applicationId: $id) { enrollmentId } }',
    (id) => ({ id }),
  ],
];

const REFUSED: [CallerKind, string][] = [
  ['anonymous', 'UNAUTHENTICATED'],
  ['enrollment', 'FORBIDDEN'],
  ['otherCustomer', 'FORBIDDEN'],
  ['csrAlone', 'FORBIDDEN'],
];

describe.each(OPERATIONS)('%s', (name, query, variables) => {
  it.each(REFUSED)('refuses %s (%s), leaving the application as it was', async (kind, code) => {
    const before = await h.server.services.db.select().from(applications).where(eq(applications.id, ritaApp));
    const body = await rita.call(kind, query, variables(ritaApp));
    expect(errorCode(body)).toBe(code);
    expect(body.data?.[name] ?? null).toBeNull();
    const after = await h.server.services.db.select().from(applications).where(eq(applications.id, ritaApp));
    expect(after).toEqual(before);
  });

  it('refuses a CSR acting as another customer, and audits the refusal', async () => {
    const body = await nora.call('csrActing', query, variables(ritaApp));
    expect(errorCode(body)).toBe('FORBIDDEN');
    const rows = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'application.refused'), eq(auditLog.actorEmail, CSR)));
    expect(rows.some((r) => (r.details as { operation?: string }).operation?.endsWith(`.${name}`))).toBe(true);
    expect(rows.every((r) => r.subjectEmail === NORA)).toBe(true);
  });

  it('refuses unknown and malformed ids the same way', async () => {
    expect(errorCode(await rita.call('owner', query, variables('00000000-0000-4000-8000-000000000000')))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await rita.call('owner', query, variables("1' OR '1'='1")))).toBe('FORBIDDEN');
  });
});

describe('the owner and a CSR acting as the owner', () => {
  it.each(['owner', 'csrActing'] as const)('%s reads and saves the application', async (kind) => {
    const read = await rita.call(kind, GET, { id: ritaApp });
    expect(read.errors).toBeUndefined();
    expect(read.data?.application).toMatchObject({ id: ritaApp, userInformation: { email: RITA } });
    const saved = await rita.call(kind, SAVE_PROGRESS, { id: ritaApp, u: '/application/income' });
    expect(saved.errors).toBeUndefined();
    const availability = await rita.call(
      kind,
      'query($id: ID!) { getCustomerProductAvailability(applicationId: $id) { stateCode products { productCode } } }',
      { id: ritaApp },
    );
    expect(availability.data?.getCustomerProductAvailability).toMatchObject({ stateCode: 'OH' });
  });

  it('audits the CSR’s calls for the customer', async () => {
    const rows = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, CSR), eq(auditLog.subjectEmail, RITA)));
    expect(rows.map((r) => r.operation)).toEqual(
      expect.arrayContaining(['Query.application', 'Mutation.saveLoanApplicationProgress']),
    );
  });
});

describe('unsubmittedApplication', () => {
  it('answers only about the caller’s own e-mail', async () => {
    expect(errorCode(await rita.call('otherCustomer', UNSUBMITTED, { e: RITA }))).toBe('FORBIDDEN');
    expect(errorCode(await rita.call('csrAlone', UNSUBMITTED, { e: RITA }))).toBe('FORBIDDEN');
    expect(errorCode(await rita.call('anonymous', UNSUBMITTED, { e: RITA }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await rita.call('enrollment', UNSUBMITTED, { e: RITA }))).toBe('FORBIDDEN');
    const own = await rita.call('csrActing', UNSUBMITTED, { e: RITA });
    expect((own.data?.unsubmittedApplication as { id: string }).id).toBe(ritaApp);
  });
});

describe('operations without an application id', () => {
  const REFERENCE: [name: string, query: string, enrollmentMay: boolean][] = [
    ['statesForZipcode', 'query { statesForZipcode(zipcode: "43215") }', true],
    [
      'getProductAvailability',
      'query { getProductAvailability(stateCode: "OH", brandName: "lumen") { stateCode } }',
      false,
    ],
    ['getStateIdPatterns', 'query { getStateIdPatterns(stateCode: "CA", brandName: "lumen") { rule } }', false],
    ['getLearningCenterLinks', 'query { getLearningCenterLinks { title } }', false],
  ];

  it.each(REFERENCE)('%s: reference data for any signed-in customer or CSR', async (name, query, enrollmentMay) => {
    expect(errorCode(await rita.call('anonymous', query))).toBe('UNAUTHENTICATED');
    const visitor = await rita.call('enrollment', query);
    if (enrollmentMay) expect(visitor.errors).toBeUndefined();
    else expect(errorCode(visitor)).toBe('FORBIDDEN');
    for (const kind of ['owner', 'otherCustomer', 'csrAlone', 'csrActing'] as const) {
      const body = await rita.call(kind, query);
      expect(body.errors, kind).toBeUndefined();
      expect(body.data?.[name]).toBeTruthy();
    }
  });

  const STARTS: [name: string, query: string][] = [
    [
      'createApplication',
      'mutation { createApplication(application: { userInformation: { email: "resume.app@example.com" } }) { id } }',
    ],
    [
      'createReturningApplication',
      'mutation { createReturningApplication(applicationType: STANDARD, brandName: "lumen") { id } }',
    ],
  ];

  it.each(STARTS)('%s: the customer or a CSR acting as them, never a CSR acting as no one', async (_name, query) => {
    expect(errorCode(await rita.call('anonymous', query))).toBe('UNAUTHENTICATED');
    expect(errorCode(await rita.call('enrollment', query))).toBe('FORBIDDEN');
    expect(errorCode(await rita.call('csrAlone', query))).toBe('FORBIDDEN');
  });

  it('createApplication names only the caller’s own e-mail; the owner and a CSR acting as them get Rita’s open one', async () => {
    const [, query] = STARTS[0]!;
    expect(errorCode(await rita.call('otherCustomer', query))).toBe('FORBIDDEN');
    for (const kind of ['owner', 'csrActing'] as const) {
      const body = await rita.call(kind, query);
      expect(body.errors).toBeUndefined();
      expect(body.data?.createApplication).toEqual({ id: ritaApp });
    }
  });
});
