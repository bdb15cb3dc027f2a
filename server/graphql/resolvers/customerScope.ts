// The one rule for "whose data is this": a customer sees only their own records; a CSR sees only the customer
// they are acting as. An e-mail argument naming anyone else is refused rather than silently ignored.
import type { GraphQLContext } from '../context';
import { forbidden } from '../errors';

export function customerEmailFor(ctx: GraphQLContext, requested?: string | null): string {
  const own = ctx.customerEmail;
  if (!own) throw forbidden('Choose a customer to act as first.');
  if (requested != null && requested.trim().toLowerCase() !== own) {
    throw forbidden('You can only see your own information.');
  }
  return own;
}
