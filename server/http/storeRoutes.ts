// POST /locations/search, the store locator. Public: "Find a Store" works signed out. So it is
// throttled per client address like the other public routes (server/auth/throttle.ts): enough for anyone looking
// for a store, too few to copy the store list by sweeping every ZIP code.
import type { FastifyInstance } from 'fastify';
import { restPaths } from '../../src/lib/restPaths';
import { clientDigest } from '../auth/digests';
import { takeThrottle, tooManyRequests, type ThrottleRule } from '../auth/throttle';
import type { Services } from '../services';
import { readStoreSearch } from '../stores/request';
import { searchStores } from '../stores/search';

/** Per client address: 60 searches per 5 minutes (a search is one per ZIP typed; "load more" asks nothing). */
export const STORE_SEARCH_THROTTLE: ThrottleRule = { bucket: 'store-search-ip', limit: 60, windowMs: 5 * 60_000 };

export function registerStoreRoutes(app: FastifyInstance, services: Services): void {
  app.post(restPaths.storeSearch, async (req, reply) => {
    const search = readStoreSearch(req.body);
    const throttle = await takeThrottle(services.db, STORE_SEARCH_THROTTLE, clientDigest(services.cipher, req.ip));
    if (!throttle.allowed) {
      req.log.warn({ event: 'stores.search', outcome: 'throttled' }, 'store search');
      throw tooManyRequests(
        reply,
        throttle.retryAfterSeconds,
        'Too many store searches. Please wait a few minutes and try again.',
      );
    }
    const answer = await searchStores(services.db, search);
    // Outcome and size only: a ZIP code says where someone is.
    req.log.info({ event: 'stores.search', outcome: 'ok', found: answer.stores.length }, 'store search');
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
