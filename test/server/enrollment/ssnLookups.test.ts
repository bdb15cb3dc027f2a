// `POST /auth/enrollment-session` with `{}` gave anyone an ENROLLMENT token, and
// with it searchSsn and customerSsnSearch answered for any SSN without limit (aliases made 2,000 look-ups one
// request), with e-mail letters and customer types; a CSR acting as no one could look up any SSN, unaudited, names
// included. Now an enrollment looks up only inside its own live enrollment, only the record its search matched, with
// details after the code step, a few times per enrollment and per client address; a CSR only for the customer they
// act as, every look-up audited without the SSN.
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, throttleEvents } from '../../../server/db/schema';
import { MAX_SSN_LOOKUPS_PER_ADDRESS, MAX_SSN_LOOKUPS_PER_ENROLLMENT } from '../../../server/enrollment/rules';
import { TOO_MANY_LOOKUPS } from '../../../server/enrollment/ssnLookup';
import { errorCode, type GraphQLResponse } from '../harness';
import { enrollmentServer, errorOf, MARIA, OLIVER } from './helpers';

const t = enrollmentServer();

const SEARCH = 'query($ssn: String!) { searchSsn(ssn: $ssn) { existsInP360 existsAsCustomer email isPasswordless } }';
const FLAGS = `mutation($ssn: String!) { customerSsnSearch(ssn: $ssn) {
  hasOpenApplication isReturningRetailCustomer isReturningCustomer isCoreCustomer hasRetailPresence
  hasOnlinePendingOrigination hasPendingApplication firstName lastName } }`;
const NO_FLAGS = {
  hasOpenApplication: false,
  isReturningRetailCustomer: false,
  isReturningCustomer: false,
  isCoreCustomer: false,
  hasRetailPresence: false,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  firstName: null,
  lastName: null,
};
/** A seeded record with no account (Maria), one with an account (Oliver), and SSNs on file for no one. */
const SSNS = [MARIA.ssn, OLIVER.ssn, '111-22-3333', '222-33-4444'];

beforeEach(async () => {
  await t.h.server.services.db
    .delete(throttleEvents)
    .where(inArray(throttleEvents.bucket, ['enrollment-ssn-lookup', 'enrollment-ssn-lookup-address']));
});

describe('an enrollment token with no enrollment', () => {
  it('learns nothing from either look-up, whatever the SSN', async () => {
    const session = await t.client.session();
    const answers = new Set<string>();
    for (const ssn of SSNS) {
      for (const query of [SEARCH, FLAGS]) {
        const body = await t.client.gql(session, query, { ssn });
        expect(body.data ?? null).toBeNull();
        answers.add(JSON.stringify(errorOf(body)));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        code: 'NOT_FOUND',
        message: 'We could not find your enrollment. It may have expired; please start again.',
      }),
    ]);
  });

  it('still says what a malformed SSN is, before anything else', async () => {
    const session = await t.client.session();
    expect(errorOf(await t.client.gql(session, SEARCH, { ssn: '12345' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Enter a 9-digit Social Security number.',
    });
  });

  it('learns nothing as the enrollment template user signed in some other way', async () => {
    const token = await t.h.codeIdToken('enroll.user@example.com');
    expect(errorCode(await t.client.gql(token, SEARCH, { ssn: MARIA.ssn }))).toBe('NOT_FOUND');
  });
});

describe('an enrollment token with its own enrollment', () => {
  it('confirms only the record its search matched, with no e-mail and no details before the code step', async () => {
    const session = await t.client.session();
    expect((await t.client.start(session)).result).toBe('NEEDS_EMAIL_VERIFICATION');
    expect(await t.client.ok(session, SEARCH, { ssn: MARIA.ssn })).toEqual({
      existsInP360: true,
      existsAsCustomer: false,
      email: null,
      isPasswordless: false,
    });
    // Another person's record (Oliver's, with an account) reads as no record at all.
    expect(await t.client.ok(session, SEARCH, { ssn: OLIVER.ssn })).toEqual({
      existsInP360: false,
      existsAsCustomer: false,
      email: null,
      isPasswordless: false,
    });
    expect(await t.client.ok(session, FLAGS, { ssn: MARIA.ssn })).toEqual(NO_FLAGS);
  });

  it('answers about no record when its search found none', async () => {
    const session = await t.client.session();
    expect((await t.client.start(session, { firstName: 'Marta' })).event).toBe('CUSTOMER_NOT_FOUND');
    for (const ssn of [MARIA.ssn, OLIVER.ssn]) {
      expect(await t.client.ok(session, SEARCH, { ssn })).toMatchObject({ existsInP360: false, email: null });
    }
  });

  it('gets the record’s flags, never its names, once the enrollment is verified', async () => {
    const session = await t.client.session();
    await t.client.approve(session);
    expect(await t.client.ok(session, FLAGS, { ssn: MARIA.ssn })).toEqual({
      ...NO_FLAGS,
      isReturningRetailCustomer: true,
      isReturningCustomer: true,
      hasRetailPresence: true,
    });
  });

  it(`refuses look-ups past ${MAX_SSN_LOOKUPS_PER_ENROLLMENT} per enrollment`, async () => {
    const session = await t.client.session();
    await t.client.start(session);
    for (let i = 0; i < MAX_SSN_LOOKUPS_PER_ENROLLMENT; i++) await t.client.ok(session, SEARCH, { ssn: MARIA.ssn });
    for (const query of [SEARCH, FLAGS]) {
      const body = await t.client.gql(session, query, { ssn: MARIA.ssn });
      expect(errorOf(body)).toEqual({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_LOOKUPS });
      expect(body.data ?? null).toBeNull();
    }
  });

  it('counts every alias, so one request cannot go past the limit', async () => {
    const session = await t.client.session();
    await t.client.start(session);
    const fields = [0, 1, 2, 3, 4].map((i) => `a${i}: searchSsn(ssn: $ssn) { existsInP360 }`).join(' ');
    const body: GraphQLResponse = await t.client.gql(session, `query($ssn: String!) { ${fields} }`, {
      ssn: MARIA.ssn,
    });
    // Each alias resolves (and is counted) on its own: the ones past the limit are refused, and as the field is
    // non-null a refused one takes the whole answer with it.
    expect(body.data ?? null).toBeNull();
    expect(new Set(body.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['TOO_MANY_REQUESTS']));
    const counted = await t.h.server.services.db
      .select()
      .from(throttleEvents)
      .where(eq(throttleEvents.bucket, 'enrollment-ssn-lookup'));
    expect(counted).toHaveLength(MAX_SSN_LOOKUPS_PER_ENROLLMENT);
    // The enrollment has used up its look-ups.
    expect(errorCode(await t.client.gql(session, SEARCH, { ssn: MARIA.ssn }))).toBe('TOO_MANY_REQUESTS');
  });

  it(`refuses look-ups past ${MAX_SSN_LOOKUPS_PER_ADDRESS} from one client address, across its sessions`, async () => {
    let left = MAX_SSN_LOOKUPS_PER_ADDRESS;
    while (left > 0) {
      const session = await t.client.session();
      await t.client.start(session);
      for (let i = 0; i < MAX_SSN_LOOKUPS_PER_ENROLLMENT && left > 0; i++, left--)
        await t.client.ok(session, SEARCH, { ssn: MARIA.ssn });
    }
    const fresh = await t.client.session();
    await t.client.start(fresh);
    expect(errorOf(await t.client.gql(fresh, SEARCH, { ssn: MARIA.ssn }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: TOO_MANY_LOOKUPS,
    });
  });
});

describe('a CSR', () => {
  const CUSTOMER = 'online.returning@example.com';

  async function csrAudit() {
    const rows = await t.h.server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, 'customer.ssnLookup'));
    return rows.map((r) => ({ actor: r.actorEmail, subject: r.subjectEmail, ...r.details }));
  }

  it('acting as no one may not look up an SSN, and the refusal is audited', async () => {
    await t.h.server.services.db.delete(auditLog);
    const csr = await t.h.idToken('csr.admin@example.com');
    for (const query of [SEARCH, FLAGS]) {
      const { body } = await t.h.graphql(query, { token: csr, variables: { ssn: MARIA.ssn } });
      expect(errorOf(body)).toEqual({ code: 'FORBIDDEN', message: 'Choose a customer to act as first.' });
      expect(body.data ?? null).toBeNull();
    }
    expect(await csrAudit()).toEqual([
      expect.objectContaining({
        actor: 'csr.admin@example.com',
        subject: null,
        lookup: 'searchSsn',
        outcome: 'refused',
      }),
      expect.objectContaining({ subject: null, lookup: 'customerSsnSearch', outcome: 'refused' }),
    ]);
  });

  it('acting as a customer looks up only that customer’s record, each look-up audited without the SSN', async () => {
    await t.h.server.services.db.delete(auditLog);
    const csr = await t.h.idToken('csr.admin@example.com');
    const headers = { 'x-admin-auth-as': CUSTOMER };
    const own = await t.h.graphql(SEARCH, { token: csr, headers, variables: { ssn: OLIVER.ssn } });
    expect(own.body.data?.searchSsn).toMatchObject({ existsInP360: true, existsAsCustomer: true });
    const names = await t.h.graphql(FLAGS, { token: csr, headers, variables: { ssn: OLIVER.ssn } });
    expect(names.body.data?.customerSsnSearch).toMatchObject({ firstName: 'Oliver', lastName: 'Online' });
    const other = await t.h.graphql(FLAGS, { token: csr, headers, variables: { ssn: MARIA.ssn } });
    expect(other.body.data?.customerSsnSearch).toEqual(NO_FLAGS);

    const rows = await csrAudit();
    expect(rows).toEqual([
      expect.objectContaining({
        actor: 'csr.admin@example.com',
        subject: CUSTOMER,
        lookup: 'searchSsn',
        outcome: 'ownRecord',
      }),
      expect.objectContaining({ subject: CUSTOMER, lookup: 'customerSsnSearch', outcome: 'ownRecord' }),
      expect.objectContaining({ subject: CUSTOMER, lookup: 'customerSsnSearch', outcome: 'noRecord' }),
    ]);
    const stored = JSON.stringify(await t.h.server.services.db.select().from(auditLog));
    for (const ssn of [MARIA.ssn, OLIVER.ssn]) {
      expect(stored).not.toContain(ssn.replace(/-/g, ''));
      expect(stored).not.toContain(ssn);
    }
  });
});
