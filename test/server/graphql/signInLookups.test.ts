// What the sign-in look-ups answer for the demo customers, and how they treat bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../../server/applications/repository';
import { IN_PROGRESS_STATES } from '../../../server/decision/stateMachine';
import { maskEmail } from '../../../src/lib/mask';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function asCustomer(email: string, query: string, variables: Record<string, unknown> = {}) {
  const token = await h.idToken(email);
  return (await h.graphql(query, { token, variables })).body;
}

const SYSTEM_SEARCH = `query { customerSystemSearch {
  hasOpenApplication isReturningRetailCustomer isReturningCustomer isCoreCustomer hasPendingApplication
  firstName lastName stateCode boCode retailBoCode customerType channel } }`;

describe('customerSystemSearch', () => {
  it.each([
    [
      'new.customer@example.com',
      {
        customerType: 'NEW',
        isReturningCustomer: false,
        isCoreCustomer: false,
        firstName: 'Nora',
        hasOpenApplication: false,
      },
    ],
    ['resume.app@example.com', { customerType: 'NEW', hasOpenApplication: true, isCoreCustomer: false }],
    [
      'online.returning@example.com',
      {
        customerType: 'ONLINE_RETURNING',
        isReturningCustomer: true,
        isCoreCustomer: true,
        boCode: '9001',
        retailBoCode: null,
        isReturningRetailCustomer: false,
      },
    ],
    [
      'retail.returning@example.com',
      {
        customerType: 'RETAIL_RETURNING',
        isReturningRetailCustomer: true,
        isCoreCustomer: false,
        retailBoCode: '0417',
        channel: 'RETAIL',
      },
    ],
    [
      'omni.returning@example.com',
      {
        customerType: 'OMNI_RETURNING',
        isReturningRetailCustomer: true,
        isCoreCustomer: true,
        boCode: '9001',
        retailBoCode: '0417',
      },
    ],
    [
      'open.payday@example.com',
      { customerType: 'ONLINE_RETURNING', isCoreCustomer: true, firstName: 'Paula', stateCode: 'OH' },
    ],
  ])('describes %s', async (email, expected) => {
    const body = await asCustomer(email, SYSTEM_SEARCH);
    expect(body.errors).toBeUndefined();
    expect(body.data?.customerSystemSearch).toMatchObject(expected);
  });
});

describe('a submitted application still on its way', () => {
  const PENDING = 'query { customerSystemSearch { hasPendingApplication pendingApplicationId } }';

  // The search (one application at a time: not-eligible) and the duplicate check at submit read the same states, so a
  // customer whose signature failed (ESIGN_ERROR) is sent back to it instead of filling in a second application that
  // submit would refuse.
  it.each(IN_PROGRESS_STATES)('counts an application in %s as pending', async (applicationState) => {
    const email = 'new.customer@example.com';
    const row = await insertApplication(h.server.services.db, {
      email,
      brand: 'lumen',
      status: 'APPROVED',
      applicationState,
      data: {},
    });
    const body = await asCustomer(email, PENDING);
    expect(body.errors).toBeUndefined();
    expect(body.data?.customerSystemSearch).toEqual({ hasPendingApplication: true, pendingApplicationId: row.id });
    await h.server.services.db.execute(sql`delete from applications where id = ${row.id}`);
  });
});

describe('resuming an application', () => {
  const SKIP = 'query($email: String!) { skipResumeApplication(email: $email) }';
  const OPEN =
    'query($email: String!) { openApplication(email: $email) { applicationNumber status loanApplicationProgress { applicationUrl } } }';

  it('offers the unsubmitted application to resume.app and skips for everyone else', async () => {
    const email = 'resume.app@example.com';
    expect((await asCustomer(email, SKIP, { email })).data?.skipResumeApplication).toBe(false);
    expect((await asCustomer(email, OPEN, { email })).data?.openApplication).toMatchObject({
      status: 'UNSUBMITTED',
      loanApplicationProgress: { applicationUrl: '/application/income' },
    });
    const other = 'online.returning@example.com';
    expect((await asCustomer(other, SKIP, { email: other })).data?.skipResumeApplication).toBe(true);
    expect((await asCustomer(other, OPEN, { email: other })).data?.openApplication).toBeNull();
  });

  it('matches the e-mail argument case-insensitively', async () => {
    const body = await asCustomer('resume.app@example.com', SKIP, { email: 'Resume.App@Example.com' });
    expect(body.data?.skipResumeApplication).toBe(false);
  });
});

// Who may look up which SSN: test/server/enrollment/ssnLookups.test.ts covers enrollment visitors
// and CSRs in depth; these are the answers' shapes.
describe('SSN searches', () => {
  const SEARCH = 'query($ssn: String!) { searchSsn(ssn: $ssn) { existsInP360 existsAsCustomer email isPasswordless } }';
  const CUSTOMER_SEARCH =
    'mutation($ssn: String!) { customerSsnSearch(ssn: $ssn) { isReturningRetailCustomer hasRetailPresence firstName lastName } }';
  const actingAs = { 'x-admin-auth-as': 'online.returning@example.com' };

  it('shows a CSR acting as a customer that customer’s record, with the e-mail masked', async () => {
    const token = await h.idToken('csr.admin@example.com');
    const { body } = await h.graphql(SEARCH, { token, headers: actingAs, variables: { ssn: '987-65-4321' } });
    expect(body.data?.searchSsn).toEqual({
      existsInP360: true,
      existsAsCustomer: true,
      email: maskEmail('online.returning@example.com'),
      isPasswordless: false,
    });
  });

  it('reports any other SSN to that CSR as not found, even one on file for someone else', async () => {
    const token = await h.idToken('csr.admin@example.com');
    for (const ssn of ['123-45-6789', '111-22-3333']) {
      const { body } = await h.graphql(SEARCH, { token, headers: actingAs, variables: { ssn } });
      expect(body.data?.searchSsn).toEqual({
        existsInP360: false,
        existsAsCustomer: false,
        email: null,
        isPasswordless: false,
      });
    }
  });

  it('refuses anything but nine digits with a clear message', async () => {
    const token = await h.codeIdToken('enroll.user@example.com');
    for (const ssn of ['12345', 'abc-de-fghi', '1234567890']) {
      const { body } = await h.graphql(SEARCH, { token, variables: { ssn } });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe('Enter a 9-digit Social Security number.');
    }
  });

  it('shows names only to the record’s customer or the CSR acting as them, never to an enrollment token', async () => {
    const enrollment = await h.codeIdToken('enroll.user@example.com');
    const enrollmentView = await h.graphql(CUSTOMER_SEARCH, { token: enrollment, variables: { ssn: '987654321' } });
    expect(errorCode(enrollmentView.body)).toBe('NOT_FOUND');
    const csr = await h.idToken('csr.admin@example.com');
    const csrView = await h.graphql(CUSTOMER_SEARCH, {
      token: csr,
      headers: actingAs,
      variables: { ssn: '987654321' },
    });
    expect(csrView.body.data?.customerSsnSearch).toMatchObject({ firstName: 'Oliver', lastName: 'Online' });
    const own = await asCustomer('online.returning@example.com', CUSTOMER_SEARCH, { ssn: '987654321' });
    expect(own.data?.customerSsnSearch).toMatchObject({ firstName: 'Oliver', lastName: 'Online' });
  });
});

describe('malformed GraphQL requests', () => {
  it('answers 400 with a readable message, never a 500', async () => {
    const post = (body: string) =>
      fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const cases: [string, string][] = [
      ['{}', 'Send a JSON body with a "query" string.'],
      ['{"query": "{ nope }"}', 'Cannot query field "nope" on type "Query".'],
      [
        '{"query": "{ customerSystemSearch { isCoreCustomer } }", "variables": [1]}',
        '"variables" must be a JSON object.',
      ],
      ['not json', "Body is not valid JSON but content-type is set to 'application/json'"],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message.replace(/"/g, '\\"'));
    }
  });
});

describe('SSN searches by a signed-in customer', () => {
  it('answer only about the customer’s own record; anyone else’s reads as no record', async () => {
    const own = await asCustomer(
      'online.returning@example.com',
      'query { searchSsn(ssn: "987654321") { existsInP360 existsAsCustomer } }',
    );
    expect(own.data?.searchSsn).toEqual({ existsInP360: true, existsAsCustomer: true });
    const other = await asCustomer(
      'new.customer@example.com',
      'query { searchSsn(ssn: "987654321") { existsInP360 existsAsCustomer email } }',
    );
    expect(other.data?.searchSsn).toEqual({ existsInP360: false, existsAsCustomer: false, email: null });
    const flags = await asCustomer(
      'resume.app@example.com',
      'mutation { customerSsnSearch(ssn: "987654321") { isReturningCustomer isCoreCustomer } }',
    );
    expect(flags.data?.customerSsnSearch).toEqual({ isReturningCustomer: false, isCoreCustomer: false });
  });
});

describe('sessions that ended', () => {
  it('refuse an ID token after its session was signed out everywhere', async () => {
    const token = await h.idToken('omni.returning@example.com');
    const query = 'query { customerSystemSearch { customerType } }';
    expect((await h.graphql(query, { token })).body.data?.customerSystemSearch).toEqual({
      customerType: 'OMNI_RETURNING',
    });
    // A second sign-in of the same customer, then "sign out everywhere" from it.
    const { AccessToken } = await h.signInTokens('omni.returning@example.com');
    await h.identityCall('GlobalSignOut', { AccessToken });
    expect(errorCode((await h.graphql(query, { token })).body)).toBe('UNAUTHENTICATED');
  });
});
