// Development-only (never in production): puts the newest application of a demo customer into a decided state, so a
// person or a browser test can open the screens after the decision (hold-esign, thank-you, the adverse-action notice)
// without waiting for the decision engine. Merges `data` into the application's data; `stateCode` and `brand` too.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/catalog';
import { updateApplication } from '../applications/repository';
import { applications } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Services } from '../services';

const STATES = new Set([
  'DENIED',
  'PENDING_ESIGN',
  'ESIGNING',
  'PENDING_ORIGINATION',
  'ORIGINATED',
  'COMPLETED_PRODUCT_SELECTION',
]);

interface Body {
  email?: unknown;
  applicationState?: unknown;
  status?: unknown;
  applicationType?: unknown;
  stateCode?: unknown;
  brand?: unknown;
  data?: unknown;
}

export function registerAfterDecisionDevRoutes(app: FastifyInstance, services: Services): void {
  app.post('/dev/application-state', async (req) => {
    const body = (req.body ?? {}) as Body;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const state = typeof body.applicationState === 'string' ? body.applicationState : '';
    if (!email || !STATES.has(state))
      throw new HttpError(400, 'BAD_REQUEST', 'Give an email and a known applicationState.');
    const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
    const [row] = await services.db
      .select()
      .from(applications)
      .where(eq(applications.email, email))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'That customer has no application.');
    const status = typeof body.status === 'string' ? body.status : state === 'DENIED' ? 'DENIED' : 'APPROVED';
    const updated = await updateApplication(services.db, row.id, {
      status,
      applicationState: state,
      ...(typeof body.applicationType === 'string' ? { applicationType: body.applicationType } : {}),
      ...(typeof body.stateCode === 'string' ? { stateCode: body.stateCode.toUpperCase() } : {}),
      ...(isBrandKey(body.brand) ? { brand: body.brand } : {}),
      data: { ...row.data, ...data },
    });
    return { id: updated.id, status: updated.status, applicationState: updated.applicationState };
  });
}
