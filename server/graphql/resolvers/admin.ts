// Admin "auth as": a CSR chooses the customer to act as. The choice is validated and audited here; the client then
// names that customer on every call (x-admin-auth-as), and every such call is audited again by the @auth guard.
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../access/audit';
import { users } from '../../db/schema';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';

export const adminMutations: Pick<MutationResolvers, 'adminAuthAs'> = {
  adminAuthAs: async (_root, { email }, ctx) => {
    const target = email.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(target)) throw badInput('Enter the customer’s e-mail address.');
    const [user] = await ctx.services.db.select().from(users).where(eq(users.username, target)).limit(1);
    // Staff accounts cannot be impersonated: acting as another admin would widen, not narrow, what one can see.
    if (!user || user.groups.length > 0) throw gqlError('NOT_FOUND', `No customer account for ${target}.`);
    await writeAudit(ctx, { operation: 'Mutation.adminAuthAs', subjectEmail: target });
    return target;
  },
};
