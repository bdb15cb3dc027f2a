// Admin "auth as": a CSR chooses the customer to act as. The choice is validated and audited here; the client then
// names that customer on every call (x-admin-auth-as), and every such call is audited again by the @auth guard.
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';

export const adminMutations: Pick<MutationResolvers, 'adminAuthAs'> = {
  adminAuthAs: async (_root, { email }, ctx) => {
    const target = email.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(target)) throw badInput('Enter the customer’s e-mail address.');
    const [user] = await ctx.services.db.select().from(users).where(eq(users.username, target)).limit(1);
    // Staff accounts cannot be impersonated: acting as another admin would widen, not narrow, what one can see.
    if (!user || user.groups.length > 0) throw gqlError('NOT_FOUND', `No customer account for ${target}.`);
    await ctx.services.db.insert(auditLog).values({
      actorUserId: ctx.caller?.claims.sub,
      actorEmail: ctx.caller?.claims.email,
      subjectEmail: target,
      operation: 'Mutation.adminAuthAs',
      details: { requestId: ctx.requestId },
    });
    return target;
  },
};
