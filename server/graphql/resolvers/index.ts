// The implemented resolvers. Root fields absent here answer NOT_IMPLEMENTED (see ../authz.ts) until their issue.
import type { Resolvers } from '../generated/resolvers';
import { adminMutations } from './admin';
import { authMutations, authQueries } from './auth';
import { logMutations } from './log';
import { mfaMutations, mfaQueries } from './mfa';

export const resolvers: Resolvers = {
  Query: { ...authQueries, ...mfaQueries },
  Mutation: { ...authMutations, ...logMutations, ...adminMutations, ...mfaMutations },
};
