// Sign-in and enrollment look-ups. Thin: scope the caller, validate, call the domain.
//
// SSN look-ups answer only about the one record the caller may see (server/customers/search.ts SsnViewer):
// a customer their own; an enrollment visitor the record its own live enrollment matched, counted per enrollment
// and per client address (server/enrollment/ssnLookup.ts); a CSR only the record of the customer they act as
// (x-admin-auth-as), never while acting as no one. Every CSR look-up, refused or answered, is written to the audit
// log with who, when and whether the SSN was that customer's; never the SSN itself.
import { signInOf } from '../../mfa/gate';
import { passResumingSignIn } from '../../mfa/signInRoute';
import { findResumableApplication, hasResumableApplication } from '../../applications/openApplications';
import { toApplication } from '../../applications/toGraphQL';
import {
  customerSsnSearch,
  customerSystemSearch,
  searchSsn,
  type SsnLookup,
  type SsnViewer,
} from '../../customers/search';
import { normaliseSsn } from '../../customers/ssn';
import { EnrollmentError } from '../../enrollment/errors';
import { enrollmentSsnViewer } from '../../enrollment/ssnLookup';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, unauthenticated } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { writeAudit } from '../../access/audit';
import { customerEmailFor } from '../../access/customerScope';

type Lookup = 'searchSsn' | 'customerSsnSearch';

/** The audit row of a CSR's SSN look-up: who, for whom, which look-up and how it ended (`at` is the row's time). */
async function auditCsrLookup(ctx: GraphQLContext, lookup: Lookup, outcome: 'ownRecord' | 'noRecord' | 'refused') {
  await writeAudit(ctx, {
    operation: 'customer.ssnLookup',
    subjectEmail: ctx.customerEmail,
    details: { lookup, outcome },
  });
}

/** Who is looking: the viewer the domain answers for (an enrollment's look-up is counted here). */
async function ssnViewerOf(ctx: GraphQLContext, lookup: Lookup): Promise<SsnViewer> {
  const caller = ctx.caller;
  if (!caller) throw unauthenticated();
  if (caller.role === 'USER') return { role: 'USER', email: ctx.customerEmail };
  if (caller.role === 'CSR') {
    if (!ctx.customerEmail) {
      await auditCsrLookup(ctx, lookup, 'refused');
      throw forbidden('Choose a customer to act as first.');
    }
    return { role: 'CSR', email: ctx.customerEmail };
  }
  const originJti = caller.claims.originJti;
  if (!originJti) throw forbidden('This token names no enrollment session.');
  try {
    return await enrollmentSsnViewer(
      { db: ctx.services.db, identity: ctx.services.identity },
      { sub: caller.claims.sub, originJti },
    );
  } catch (error) {
    if (error instanceof EnrollmentError)
      ctx.log.info({ event: 'enrollment.ssnLookup', lookup, outcome: 'refused', code: error.code }, 'ssn look-up');
    throw error;
  }
}

/** Validates the SSN, scopes the caller, looks up, and audits a CSR's look-up; answers what the viewer may see. */
async function lookUp<T>(
  ctx: GraphQLContext,
  lookup: Lookup,
  ssn: string,
  run: (ssnDigits: string, viewer: SsnViewer) => Promise<SsnLookup<T>>,
): Promise<T> {
  const digits = ssnArg(ssn);
  const viewer = await ssnViewerOf(ctx, lookup);
  const { matched, answer } = await run(digits, viewer);
  if (viewer.role === 'CSR') await auditCsrLookup(ctx, lookup, matched ? 'ownRecord' : 'noRecord');
  if (viewer.role === 'ENROLLMENT')
    ctx.log.info({ event: 'enrollment.ssnLookup', lookup, outcome: 'answered' }, 'ssn look-up');
  return answer;
}

function ssnArg(ssn: string): string {
  const digits = normaliseSsn(ssn);
  if (!digits) throw badInput('Enter a 9-digit Social Security number.');
  return digits;
}

export const authQueries: Pick<
  QueryResolvers,
  'customerSystemSearch' | 'skipResumeApplication' | 'openApplication' | 'searchSsn'
> = {
  customerSystemSearch: (_root, _args, ctx) => customerSystemSearch(ctx.services.db, customerEmailFor(ctx)),

  // Resuming is skipped when there is nothing to resume: no unsubmitted application from the last 21 days.
  skipResumeApplication: async (_root, { email }, ctx) => {
    const own = customerEmailFor(ctx, email);
    const skip = !(await hasResumableApplication(ctx.services.db, own, ctx.services.clock()));
    // Resuming goes on without the multi-factor check: this sign-in needed none. A sign-in that already holds a pass
    // (read with the token check) gains nothing from that one, since a pass only widens: nothing to look up or record.
    if (!skip && !ctx.mfaScope) await passResumingSignIn(ctx.services.db, signInOf(ctx.caller), own, ctx.brandKey);
    return skip;
  },

  openApplication: async (_root, { email, loanNumber }, ctx) => {
    const row = await findResumableApplication(ctx.services.db, customerEmailFor(ctx, email), { loanNumber });
    return row ? toApplication(row) : null;
  },

  searchSsn: (_root, { ssn }, ctx) =>
    lookUp(ctx, 'searchSsn', ssn, (digits, viewer) => searchSsn(ctx.services.db, ctx.services.cipher, digits, viewer)),
};

export const authMutations: Pick<MutationResolvers, 'customerSsnSearch'> = {
  customerSsnSearch: (_root, { ssn }, ctx) =>
    lookUp(ctx, 'customerSsnSearch', ssn, (digits, viewer) =>
      customerSsnSearch(ctx.services.db, ctx.services.cipher, digits, viewer),
    ),
};
