// Small public REST routes: health and readiness, the browser's runtime configuration, footer links and feature flags.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BRANDS, isBrandKey } from '../../brands/catalog';
import { footerLinksFor } from '../content/footerLinks';
import type { Services } from '../services';
import { HttpError } from './errors';

const READY_TIMEOUT_MS = 1_000;

export function registerPublicRoutes(app: FastifyInstance, services: Services): void {
  app.get('/healthz', async () => ({ ok: true }));

  // Readiness for a load balancer: this process can reach the database within a second. /healthz only says the
  // process is up; a process whose database is gone should leave the pool without being restarted.
  app.get('/readyz', async (_req, reply) => {
    if (services.lifecycle.draining) {
      return reply.code(503).header('cache-control', 'no-store').send({ ok: false, draining: true });
    }
    const started = performance.now();
    const reachable = await Promise.race([
      services.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref()),
    ]);
    const database = { ok: reachable, ms: Math.round(performance.now() - started) };
    return reply
      .code(reachable ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok: reachable, database });
  });

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
