// POST /auth/enrollment-session: the tokens a visitor's browser enrolls with. Every
// call creates an enrollment identity of the visitor's own (server/identity/serviceSession.ts: a new user in the
// enrollment group, modelled on config.enrollmentUsername; in a real Cognito pool through its admin operations,
// server/identity/remote/enrollment.ts) and signs it in, so each visitor has an identity and a
// session (origin_jti) of their own, enrollments bound to it cannot be reached from anyone else's, and nothing done
// with one visitor's tokens touches another's. The identity lives ENROLLMENT_SESSION_TTL_MS and remembers the client
// address (as a keyed digest) its enrollment's look-ups are counted against. Public, so throttled per client
// address; the log says only how it ended.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { clientDigest } from './digests';
import { takeThrottle, tooManyRequests, type ThrottleRule } from './throttle';
import { ENROLLMENT_SESSION_TTL_MS } from '../enrollment/rules';
import { restPaths } from '../../src/lib/restPaths';

/** Per client address: 20 enrollment sessions per 10 minutes. */
export const ENROLLMENT_SESSION_THROTTLE: ThrottleRule = {
  bucket: 'enrollment-session',
  limit: 20,
  windowMs: 10 * 60_000,
};

const UNAVAILABLE = 'Enrolling online is not available right now. Please try again later or call us for help.';

export function registerEnrollmentSessionRoute(app: FastifyInstance, services: Services): void {
  app.post(restPaths.enrollmentSession, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const issue = services.identity.issueEnrollmentSession?.bind(services.identity);
    if (!issue) {
      req.log.warn({ event: 'auth.enrollmentSession', outcome: 'unavailable' }, 'enrollment session');
      throw new HttpError(503, 'NOT_AVAILABLE', UNAVAILABLE);
    }
    const client = clientDigest(services.cipher, req.ip);
    const throttle = await takeThrottle(services.db, ENROLLMENT_SESSION_THROTTLE, client);
    if (!throttle.allowed) {
      req.log.warn({ event: 'auth.enrollmentSession', outcome: 'throttled' }, 'enrollment session');
      throw tooManyRequests(
        reply,
        throttle.retryAfterSeconds,
        'Too many attempts to start enrolling from this device. Please wait 10 minutes and try again, or call us for help.',
      );
    }
    try {
      const session = await issue({
        template: services.config.enrollmentUsername,
        clientDigest: client,
        expiresAt: new Date(Date.now() + ENROLLMENT_SESSION_TTL_MS),
      });
      req.log.info({ event: 'auth.enrollmentSession', outcome: 'issued' }, 'enrollment session');
      return session;
    } catch (error) {
      // A configuration fault (no such user, not in the enrollment group): the operator reads why, the visitor not.
      req.log.error(
        {
          event: 'auth.enrollmentSession',
          outcome: 'refused',
          reason: error instanceof Error ? error.message : 'unknown',
        },
        'enrollment session',
      );
      throw new HttpError(503, 'NOT_AVAILABLE', UNAVAILABLE);
    }
  });
}
