// The authorization matrix, generated from the schema: every root field (queries and mutations over HTTP,
// subscriptions over WebSocket) against every kind of caller: no token, the customer, another customer, a CSR on
// their own, a CSR acting as the customer, and an enrolling visitor. A new operation joins the matrix by being in
// the schema, so it cannot forget its rule. Arguments are generated from the field's types and point at the
// customer's own data (their e-mail, SSN, loan-system code, an application of another customer), so a caller who
// may call the operation but not see that data is shown to be refused or answered with nothing of it.
// The multi-factor gate is generated the same way: every field a customer may call refuses the customer's
// password-only sign-in with MFA_REQUIRED (while another sign-in of theirs has passed) and answers the same sign-in
// once it passes, unless the schema declares it `beforeMfa: true`; a CSR acting as the customer is never asked. An
// application-scope pass (the resume route's) opens the fields the schema declares `mfaScope: APPLICATION` and
// is refused MFA_REQUIRED on every other (the loans, payments, conversion and account details). A change the schema
// declares the customer's alone (`csrRefusal`) refuses a CSR with that reason while a CSR acting may read it.
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applications, auditLog } from '../../../server/db/schema';
import { recordPass } from '../../../server/mfa/gate';
import type { Role } from '../../../server/graphql/context';
import { restPaths } from '../../../src/lib/restPaths';
import { errorCode, startHarness, type GraphQLResponse, type Harness } from '../harness';
import { documentOf, known, OPERATIONS, OWNER, SUBSCRIPTIONS, type Operation } from './matrixOperations';

/** Words of the owner's that must not reach anyone else. */
const OWNER_SECRETS = [OWNER.email, 'Oliver', 'Online', OWNER.code];
/** Another customer's application (the resume flow's): no caller in this matrix may see it. */
const RITA = 'resume.app@example.com';
const RITA_SECRETS = [RITA, 'Rita', 'Resume'];
const OTHER_CUSTOMER = 'new.customer@example.com';
const CSR = 'csr.admin@example.com';

type CallerKind = 'none' | 'customer' | 'otherCustomer' | 'csr' | 'csrActing' | 'enrollment' | 'passwordOnly';
/** The callers of the role matrix (passwordOnly has its own: the gate's). */
const ROLE_OF: Record<Exclude<CallerKind, 'none' | 'passwordOnly'>, Role> = {
  customer: 'USER',
  otherCustomer: 'USER',
  csr: 'CSR',
  csrActing: 'CSR',
  enrollment: 'ENROLLMENT',
};
/** Who may see the owner's data: the owner, and a CSR acting as them. */
const SEES_OWNER = new Set<CallerKind>(['customer', 'csrActing', 'passwordOnly']);
/** The @auth guard's own refusals (server/graphql/authz.ts); any other FORBIDDEN is a resolver's scope rule. */
const ROLE_REFUSALS = ['You are not allowed to do that.', 'Not admin'];

/**
 * The fields a customer reaches before passing the check, reviewed one by one: the check itself and its codes, the
 * sign-in look-ups that route to it, session and logging calls, reference data. Anything else is customer data.
 */
const BEFORE_MFA = [
  'Query.customerSystemSearch',
  'Query.skipResumeApplication',
  'Query.getStateIdPatterns',
  'Query.getCurrentDate',
  'Query.statesForZipcode',
  'Query.getLearningCenterLinks',
  'Query.searchEmailVerification',
  'Query.otpSearch',
  'Mutation.startMfa',
  'Mutation.validateEmailVerificationCode',
  'Mutation.emailResendCode',
  'Mutation.sendOtp',
  'Mutation.rememberDevice',
  'Mutation.verifyAuthenticatorCode',
  'Mutation.requestAuthenticatorFallback',
  'Mutation.timeoutExpireAction',
  'Mutation.logMessage',
  'Mutation.logDetails',
];

/**
 * The fields the resume route's application pass opens: the application flow's, reviewed one by one (each takes the
 * application's id or the applicant's own details). Nothing of the loans, payments, conversion or account pages.
 */
const APPLICATION_SCOPE = [
  ...['openApplication', 'searchSsn', 'application', 'pendingApplication', 'unsubmittedApplication'],
  ...['applicationState', 'conditionallyApprovedApplication', 'getInitialLoanDetails', 'getProductAvailability'],
  ...['getCustomerProductAvailability', 'documentsPerState', 'getBaseDisclosures', 'applicationDocuments'],
  ...['getAdverseActionDetail', 'getAnotherOptionDetail', 'adverseActionNotice', 'getFundsTiming'],
  ...['signedDocuments', 'loanAgreement', 'searchBankVerification', 'linkedBankAccounts'],
  ...['searchIntellicheckVerification', 'generateBokuEVURL'],
]
  .map((name) => `Query.${name}`)
  .concat(
    [
      ...['customerSsnSearch', 'prepareForEnrollment', 'createApplication', 'createReturningApplication'],
      ...['cloneApplicationBase', 'cloneApprovedLeadApplication', 'convertApplicationTypeToConversion'],
      ...['validateOriginalLoanDetails', 'withdrawApplication', 'savePersonalInformation', 'saveUserInformation'],
      ...['saveStoreInformation', 'saveIncomeInformation', 'saveBankInformation', 'saveDecisionBankVerification'],
      ...['saveAgreements', 'saveLoanApplicationProgress', 'saveProductChoice', 'saveLoanRequest'],
      ...['submitIdentityDocument', 'optOutOfIdentityCheck', 'submitApplication', 'esignApplication'],
      ...['createPlaidToken', 'initializePlaidConnection', 'createConversionDenial'],
    ].map((name) => `Mutation.${name}`),
  )
  .concat(['Subscription.registerApplicationListener']);

/** The account pages' and the conversion's operations (docs/account-and-conversion.md): never application-scope. */
const ACCOUNT_PAGES = [
  ...['customerLoans', 'accountSummary', 'paymentHistory', 'accountContactDetails', 'accountDocuments'],
  ...['conversionOffers', 'refinanceDetails', 'convertLoanDetails', 'loanConversion', 'loanSystemCodes'],
  ...['payoffLetterOptions', 'scheduledPayments', 'communicationPreferences'],
]
  .map((name) => `Query.${name}`)
  .concat(
    [
      ...['makePayment', 'requestContactChange', 'updateContactDetails', 'preliminaryUnderwriting'],
      ...['saveConversionChoice', 'esignConversion', 'requestPayoffLetter'],
      ...['schedulePayment', 'changeScheduledPayment', 'cancelScheduledPayment'],
      ...['turnOnAutopay', 'turnOffAutopay', 'skipAutopayDebit'],
      ...['createPaymentAccountLinkToken', 'linkPaymentAccount'],
      ...['updateMessagePreferences', 'giveConsent', 'withdrawConsent'],
    ].map((name) => `Mutation.${name}`),
  )
  .concat(['Subscription.registerListener']);

let h: Harness;
const tokens = {} as Record<Exclude<CallerKind, 'none' | 'passwordOnly'>, string>;
const headersOf = (kind: CallerKind): Record<string, string> =>
  kind === 'csrActing' ? { 'x-admin-auth-as': OWNER.email } : {};

beforeAll(async () => {
  h = await startHarness();
  const [app] = await h.server.services.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, RITA))
    .limit(1);
  if (!app) throw new Error('the resume-flow application is not seeded');
  known.ritaApplication = app.id;
  tokens.customer = await h.idToken(OWNER.email);
  tokens.otherCustomer = await h.idToken(OTHER_CUSTOMER);
  tokens.csr = await h.idToken(CSR);
  tokens.csrActing = tokens.csr;

  // An enrolling visitor's identity, the way the browser gets it.
  const res = await fetch(`${h.baseUrl}${restPaths.enrollmentSession}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  tokens.enrollment = ((await res.json()) as { idToken: string }).idToken;
}, 60_000);
afterAll(() => h.close());

/**
 * The owner again, from a new sign-in that has not passed the check (the one in tokens.customer has). New for each
 * call: one that a field passes on its own (skipResumeApplication, for a customer with an application to resume)
 * must not open the next field.
 */
const passwordOnlyToken = async () => (await h.passwordOnlyTokens(OWNER.email)).IdToken;

const call = async (op: Operation, kind: CallerKind) => {
  const { query, variables } = documentOf(op);
  const token = kind === 'passwordOnly' ? await passwordOnlyToken() : kind === 'none' ? null : tokens[kind];
  const answer = await h.graphql(query, {
    ...(token ? { token } : {}),
    variables,
    headers: headersOf(kind),
  });
  return { ...answer, variables };
};

/** Every string the answer holds (values, not the field names: `skipResumeApplication` is not a leak of "Resume"). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The owner's words in an answer to someone who may not see them; what the caller sent in is not a leak. */
const leaksIn = (body: GraphQLResponse, kind: CallerKind, variables: Record<string, unknown>): string[] => {
  const answer = stringsIn(body.data ?? null);
  const sent = JSON.stringify(variables);
  const secrets = SEES_OWNER.has(kind) ? RITA_SECRETS : [...RITA_SECRETS, ...OWNER_SECRETS];
  return secrets.filter((s) => !sent.includes(s) && answer.some((text) => text.includes(s)));
};

describe('the schema', () => {
  it('gives every root field an @auth rule and this matrix something to check', () => {
    expect(OPERATIONS.length).toBeGreaterThan(30);
    for (const op of [...OPERATIONS, ...SUBSCRIPTIONS]) expect(op.roles, `${op.type}.${op.name}`).not.toEqual([]);
  });
});

describe.each(OPERATIONS.map((op) => [`${op.type}.${op.name}`, op] as const))('%s', (_label, op) => {
  it('answers UNAUTHENTICATED without a token, with no data', async () => {
    const { status, body } = await call(op, 'none');
    expect(status).toBe(200);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
    expect(body.data?.[op.name] ?? null).toBeNull();
  });

  it.each(Object.keys(ROLE_OF) as (keyof typeof ROLE_OF)[])('as %s', async (kind) => {
    const { status, body, variables } = await call(op, kind);
    const code = errorCode(body);
    const message = body.errors?.[0]?.message ?? '';
    expect(status, JSON.stringify(body)).toBe(200);
    expect(code, message).not.toBe('INTERNAL_SERVER_ERROR');
    expect(code, message).not.toBe('UNAUTHENTICATED');
    // Every one of these sign-ins passed the check or is not a customer's: the gate never stands in the way.
    expect(code, message).not.toBe('MFA_REQUIRED');
    if (op.roles.includes(ROLE_OF[kind])) {
      expect(code === 'FORBIDDEN' && ROLE_REFUSALS.includes(message), message).toBe(false);
    } else {
      expect(code).toBe('FORBIDDEN');
      // A change only the customer may make tells a CSR so in its own words; everyone else gets the guard's.
      expect(ROLE_OF[kind] === 'CSR' && op.csrRefusal ? [op.csrRefusal] : ROLE_REFUSALS).toContain(message);
      expect(body.data?.[op.name] ?? null).toBeNull();
    }
    expect(leaksIn(body, kind, variables)).toEqual([]);
  });
});

describe('a CSR acting as a customer', () => {
  it('leaves an audit row for every operation it was let through', async () => {
    const allowed = OPERATIONS.filter((op) => op.roles.includes('CSR'));
    const rows = await h.server.services.db
      .select({ operation: auditLog.operation, subject: auditLog.subjectEmail })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, CSR));
    const audited = new Set(rows.filter((r) => r.subject === OWNER.email).map((r) => r.operation));
    expect(allowed.map((op) => `${op.type}.${op.name}`).filter((name) => !audited.has(name))).toEqual([]);
  });
});

describe('changes a CSR may read but not make', () => {
  const customerOnly = OPERATIONS.filter((op) => op.csrRefusal);
  it('are mutations the customer may call and a CSR may not, each with a query a CSR acting may read', () => {
    expect(customerOnly.map((op) => op.name).sort()).toEqual([
      'createPaymentAccountLinkToken',
      'giveConsent',
      'linkPaymentAccount',
    ]);
    for (const op of customerOnly) {
      expect(op.type).toBe('Mutation');
      expect(op.roles).toEqual(['USER']);
    }
    const read = OPERATIONS.find((op) => op.name === 'communicationPreferences');
    expect(read?.roles).toContain('CSR');
  });

  it('let a CSR acting record a withdrawal of consent, never give it (a customer may withdraw by phone)', () => {
    const withdraw = OPERATIONS.find((op) => op.name === 'withdrawConsent');
    expect(withdraw?.roles).toEqual(['USER', 'CSR']);
    expect(withdraw?.csrRefusal).toBeUndefined();
  });
});

describe('the multi-factor gate', () => {
  it('lets a customer call before passing the check only the fields the schema declares beforeMfa', () => {
    const declared = [...OPERATIONS, ...SUBSCRIPTIONS]
      .filter((op) => op.beforeMfa)
      .map((op) => `${op.type}.${op.name}`);
    expect(declared.sort()).toEqual([...BEFORE_MFA].sort());
  });

  const customerFields = OPERATIONS.filter((op) => op.roles.includes('USER'));
  it.each(customerFields.map((op) => [`${op.type}.${op.name}`, op] as const))(
    '%s: a password-only sign-in of the customer is refused MFA_REQUIRED unless declared beforeMfa',
    async (_label, op) => {
      const { status, body, variables } = await call(op, 'passwordOnly');
      const code = errorCode(body);
      expect(status).toBe(200);
      if (op.beforeMfa) {
        expect(code, body.errors?.[0]?.message).not.toBe('MFA_REQUIRED');
      } else {
        expect(code, JSON.stringify(body)).toBe('MFA_REQUIRED');
        expect(body.data?.[op.name] ?? null).toBeNull();
      }
      expect(leaksIn(body, 'passwordOnly', variables)).toEqual([]);
    },
  );

  it('answers that same sign-in once it passes the check, on every customer-data field', async () => {
    const signIn = await passwordOnlyToken();
    const gated = customerFields.filter((op) => !op.beforeMfa && op.type === 'Query');
    const before = await Promise.all(gated.map(async (op) => errorCode((await callWith(op, signIn)).body)));
    expect(new Set(before)).toEqual(new Set(['MFA_REQUIRED']));
    await h.passMfa(signIn);
    for (const op of gated) {
      const { body } = await callWith(op, signIn);
      expect(errorCode(body), `${op.type}.${op.name}`).not.toBe('MFA_REQUIRED');
    }
  });
});

describe('an application-scope pass (the resume route)', () => {
  it('opens only the fields the schema declares mfaScope: APPLICATION, none of the account pages', () => {
    const declared = [...OPERATIONS, ...SUBSCRIPTIONS]
      .filter((op) => op.applicationScope)
      .map((op) => `${op.type}.${op.name}`);
    expect(declared.sort()).toEqual([...APPLICATION_SCOPE].sort());
    const all = new Set([...OPERATIONS, ...SUBSCRIPTIONS].map((op) => `${op.type}.${op.name}`));
    for (const name of ACCOUNT_PAGES) expect(all.has(name), name).toBe(true);
    expect(declared.filter((name) => ACCOUNT_PAGES.includes(name))).toEqual([]);
  });

  /** A new sign-in of the owner holding the application pass only, as skipResumeApplication records it. */
  const applicationPassToken = async () => {
    const token = await passwordOnlyToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, string>;
    await recordPass(
      h.server.services.db,
      { originJti: claims.origin_jti ?? '', subject: claims.sub ?? '' },
      'NOT_NEEDED',
    );
    return token;
  };

  const gated = OPERATIONS.filter((op) => op.roles.includes('USER') && !op.beforeMfa);
  it.each(gated.map((op) => [`${op.type}.${op.name}`, op] as const))(
    '%s: refused MFA_REQUIRED unless application-scope',
    async (_label, op) => {
      const { body } = await callWith(op, await applicationPassToken());
      const code = errorCode(body);
      if (op.applicationScope) expect(code, JSON.stringify(body)).not.toBe('MFA_REQUIRED');
      else {
        expect(code, JSON.stringify(body)).toBe('MFA_REQUIRED');
        expect(body.data?.[op.name] ?? null).toBeNull();
      }
    },
  );

  it('the loan listener refuses it at subscribe, the application listener does not', async () => {
    for (const op of SUBSCRIPTIONS) {
      const outcome = (await subscribeOnce(op, 'passwordOnly', await applicationPassToken())) as {
        errors?: { extensions?: { code?: string } }[];
      };
      const code = outcome.errors?.[0]?.extensions?.code;
      expect(code === 'MFA_REQUIRED', op.name).toBe(!op.applicationScope);
    }
  });

  it('widens to everything once the same sign-in passes the check', async () => {
    const token = await applicationPassToken();
    const account = gated.filter((op) => !op.applicationScope && op.type === 'Query');
    await h.passMfa(token);
    for (const op of account) expect(errorCode((await callWith(op, token)).body), op.name).not.toBe('MFA_REQUIRED');
  });
});

const callWith = async (op: Operation, token: string) => {
  const { query, variables } = documentOf(op);
  return h.graphql(query, { token, variables });
};

/** Runs one subscription over WebSocket and resolves with its first answer, error or close. */
function subscribeOnce(op: Operation, kind: CallerKind, token?: string): Promise<unknown> {
  const { query, variables } = documentOf(op);
  const client = createClient({
    url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: {
      ...(kind === 'none' ? {} : { authorization: kind === 'passwordOnly' ? token : tokens[kind] }),
      ...(kind === 'csrActing' ? { adminAuthAs: OWNER.email } : {}),
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  return new Promise<unknown>((resolve) => {
    client.subscribe({ query, variables }, { next: resolve, error: resolve, complete: () => resolve('complete') });
  }).finally(() => client.dispose());
}

describe.each(SUBSCRIPTIONS.map((op) => [`${op.type}.${op.name}`, op] as const))('%s over WebSocket', (_l, op) => {
  it('refuses the connection without a token', async () => {
    expect(await subscribeOnce(op, 'none')).toMatchObject({ code: 4403 });
  });

  it('refuses the connection of a customer sign-in that has not passed the check', async () => {
    expect(await subscribeOnce(op, 'passwordOnly', await passwordOnlyToken())).toMatchObject({ code: 4403 });
  });

  it.each(Object.keys(ROLE_OF) as (keyof typeof ROLE_OF)[])('as %s', async (kind) => {
    const outcome = (await subscribeOnce(op, kind)) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const error = outcome.errors?.[0];
    expect(error?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    const roleRefused = error?.extensions?.code === 'FORBIDDEN' && ROLE_REFUSALS.includes(error.message);
    expect(roleRefused).toBe(!op.roles.includes(ROLE_OF[kind]));
  });
});
