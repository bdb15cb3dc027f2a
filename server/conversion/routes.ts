// GET /conversion-agreements/:id downloads a signed conversion or refinance agreement, only for the customer whose
// conversion it is or a CSR acting as them (audited by ownConversion on refusal), as an attachment no cache keeps.
// Callers authenticate as with GraphQL (server/documents/routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { ownConversion } from './access';
import { CONVERSION_AGREEMENTS_PATH } from './flow';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function registerConversionRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>(`${CONVERSION_AGREEMENTS_PATH}/:id`, async (req, reply) => {
    const ctx = await buildContext(services, req.log, {
      authorization: header(req, 'authorization'),
      actingAs: header(req, 'x-admin-auth-as'),
      requestId: String(req.id),
      brandKey: header(req, 'x-brand-key'),
      sessionId: header(req, 'x-session-id'),
      campaignId: header(req, 'x-campaign-id'),
      cookie: header(req, 'cookie'),
    });
    if (!ctx.caller) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
    if (ctx.caller.role === 'ENROLLMENT') throw new HttpError(403, 'FORBIDDEN', 'You are not allowed to do that.');
    const row = await ownConversion(ctx, req.params.id, 'GET /conversion-agreements').catch(() => {
      throw new HttpError(403, 'FORBIDDEN', 'This document is not yours.');
    });
    if (!row.agreementPdf) throw new HttpError(404, 'NOT_FOUND', 'This agreement is not signed yet.');
    const fileName = `loan-agreement-${row.newLoanNumber ?? row.id}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store, private')
      .header('pragma', 'no-cache')
      .send(row.agreementPdf);
  });
}
