// Sign-in and enrollment look-ups (spec 000 section 7). Thin: scope the caller, validate, call the domain.
import { findResumableApplication } from '../../applications/openApplications';
import { toApplication } from '../../applications/toGraphQL';
import { customerSsnSearch, customerSystemSearch, searchSsn, type SsnViewer } from '../../customers/search';
import { normaliseSsn } from '../../customers/ssn';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { customerEmailFor } from './customerScope';

const viewerOf = (ctx: GraphQLContext): SsnViewer => ({ email: ctx.customerEmail, role: ctx.caller?.role ?? 'USER' });

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
  skipResumeApplication: async (_root, { email }, ctx) =>
    (await findResumableApplication(ctx.services.db, customerEmailFor(ctx, email))) === null,

  openApplication: async (_root, { email, loanNumber }, ctx) => {
    const row = await findResumableApplication(ctx.services.db, customerEmailFor(ctx, email), { loanNumber });
    return row ? toApplication(row) : null;
  },

  searchSsn: (_root, { ssn }, ctx) => searchSsn(ctx.services.db, ctx.services.cipher, ssnArg(ssn), viewerOf(ctx)),
};

export const authMutations: Pick<MutationResolvers, 'customerSsnSearch'> = {
  customerSsnSearch: (_root, { ssn }, ctx) =>
    customerSsnSearch(ctx.services.db, ctx.services.cipher, ssnArg(ssn), viewerOf(ctx)),
};
