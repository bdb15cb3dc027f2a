// Page-view and event analytics from the client (login success, render failures). Written to the structured log
// with the correlation id; a real deployment forwards the log stream to its analytics store.
import type { FastifyInstance } from 'fastify';
import { scrub } from '../logging/scrub';
import { HttpError } from './errors';

const EVENT = /^[a-z][a-z0-9-]{0,63}$/;

export function registerAnalytics(app: FastifyInstance): void {
  app.post('/analytics', async (req, reply) => {
    const body = req.body as { event?: unknown; details?: unknown } | undefined;
    if (!body || typeof body.event !== 'string' || !EVENT.test(body.event)) {
      throw new HttpError(400, 'BAD_EVENT', 'Send {"event": "<kebab-case name>", "details": {...}}.');
    }
    // Names and values are both client text: both are scrubbed, and no name can reach Object.prototype.
    const details = Object.create(null) as Record<string, string>;
    if (body.details && typeof body.details === 'object') {
      for (const [key, value] of Object.entries(body.details).slice(0, 20)) {
        if (typeof value === 'string') details[scrub(key, 64)] = scrub(value, 200);
      }
    }
    req.log.info({ analytics: body.event, details }, 'analytics event');
    return reply.status(204).send();
  });
}
