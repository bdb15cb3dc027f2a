// GET /metrics, for Prometheus. With METRICS_TOKEN set it answers only `Authorization: Bearer <token>` (compared in
// constant time) and 401 otherwise; without it the route exists only outside production, so a deployment never
// publishes its figures by forgetting the token. Node's own figures and this server's are one text.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { processMetrics, type PortalMetrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function registerMetricsRoute(app: FastifyInstance, metrics: PortalMetrics, config: Config): void {
  const token = config.observability.metricsToken;
  if (!token && config.production) return;
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (expected) {
      const sent = req.headers.authorization;
      if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'Unauthorized' });
      }
    }
    const [node, portal] = await Promise.all([processMetrics().metrics(), metrics.registry.metrics()]);
    return reply.header('content-type', metrics.registry.contentType).send(`${node}\n${portal}`);
  });
}
