// Small public REST routes: health, the browser's runtime configuration, footer links and feature flags.
import type { FastifyInstance } from 'fastify';
import { BRANDS, isBrandKey } from '../../brands/catalog';
import { footerLinksFor } from '../content/footerLinks';
import type { Services } from '../services';
import { HttpError } from './errors';

export function registerPublicRoutes(app: FastifyInstance, services: Services): void {
  app.get('/healthz', async () => ({ ok: true }));

  // Runtime configuration the client reads before configuring Amplify, so one build serves every environment.
  app.get('/config.json', async (req, reply) => {
    const origin = `${req.protocol}://${req.headers.host ?? `localhost:${services.config.port}`}`;
    return reply.header('cache-control', 'no-store').send({
      cognito: services.identity.publicConfig(origin),
      map: services.config.map,
      version: process.env.npm_package_version ?? '2.78.27',
    });
  });

  app.get<{ Params: { brandKey: string } }>('/footer-links/:brandKey', async (req) => {
    const { brandKey } = req.params;
    if (!isBrandKey(brandKey)) {
      throw new HttpError(
        404,
        'UNKNOWN_BRAND',
        `No brand "${brandKey}". Known brands: ${Object.keys(BRANDS).join(', ')}.`,
      );
    }
    return footerLinksFor(brandKey);
  });

  app.get('/flags', async (_req, reply) => reply.header('cache-control', 'no-store').send(await services.flags.all()));
}
