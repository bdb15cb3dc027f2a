// Development only (not registered in production): POST /dev/conversion-offers { email, conversionTypes } sets the
// offers on the customer's open payday loans, so a browser test can withdraw an offer (the denial modal) the way the
// loan system would.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, loans } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Services } from '../services';

const TYPES = new Set(['CONVERSION', 'REFINANCE']);

export function registerConversionDevRoutes(app: FastifyInstance, services: Services): void {
  app.post('/dev/conversion-offers', async (req) => {
    const body = (req.body ?? {}) as { email?: unknown; conversionTypes?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const types = Array.isArray(body.conversionTypes) ? body.conversionTypes : null;
    if (!email || !types || !types.every((t) => typeof t === 'string' && TYPES.has(t)))
      throw new HttpError(400, 'BAD_REQUEST', 'Give an email and conversionTypes (CONVERSION, REFINANCE).');
    const owners = await services.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    if (owners.length === 0) throw new HttpError(404, 'NOT_FOUND', 'No such customer.');
    const updated = await services.db
      .update(loans)
      .set({ conversionTypes: types as string[] })
      .where(
        and(
          inArray(
            loans.customerId,
            owners.map((o) => o.id),
          ),
          eq(loans.status, 'OPEN'),
        ),
      )
      .returning({ loanNumber: loans.loanNumber });
    return { loans: updated.map((l) => l.loanNumber) };
  });
}
