// Public auth routes: the risk check (POST /auth), the password-changed notice
// (POST /password-changed), forgot email (POST /auth/forgot-email) and the enrollment session
// (POST /auth/enrollment-session, ./enrollmentSession.ts) and the reset-link check (POST /auth/reset-link,
// ./resetLinkCheck.ts). None needs a token. Logs carry outcomes and
// masked e-mails only: never a full e-mail, a fingerprint, a code or any submitted identity data.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { langOfHeaders } from '../../src/lib/i18n/lang';
import { maskEmail } from '../../src/lib/mask';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { registerEnrollmentSessionRoute } from './enrollmentSession';
import { findPortalEmail, throttleForgotEmail } from './forgotEmail';
import { notifyPasswordChanged } from './passwordChanged';
import { deviceKey } from '../http/deviceCookie';
import { checkForgotPassword, recordFailedLogin } from './risk';
import { tooManyRequests } from './throttle';
import { resetLinkIsValid, throttleResetLinkCheck } from './resetLinkCheck';
import { readEmail, readForgotEmail, readResetLinkCheck, readRiskCheck, requireObject } from './validate';
import { restPaths } from '../../src/lib/restPaths';

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const deps = { db: services.db, cipher: services.cipher };

  app.post(restPaths.riskCheck, async (req, reply) => {
    const sent = readRiskCheck(req.body);
    // The device is the cookie with the blackBox; without the cookie, a device never seen before or again.
    const body = { ...sent, blackBox: deviceKey(req.deviceId, sent.blackBox) ?? `unrecognised:${randomUUID()}` };
    reply.header('cache-control', 'no-store');
    if (body.type === 'forgotPassword') {
      const results = await checkForgotPassword(deps, body);
      req.log.info({ event: 'auth.risk', type: body.type, results, email: maskEmail(body.email) }, 'risk check');
      return { results };
    }
    const answer = await recordFailedLogin(deps, body);
    req.log.info(
      { event: 'auth.risk', type: body.type, results: answer.results, email: maskEmail(body.email) },
      'risk check',
    );
    return answer;
  });

  app.post(restPaths.passwordChanged, async (req, reply) => {
    const email = readEmail(requireObject(req.body));
    const language = langOfHeaders(req.headers.cookie, req.headers['accept-language']);
    const outcome = await notifyPasswordChanged(services, email, services.clock(), language);
    // Logged, not answered: the caller gets 204 either way, so the route reveals neither accounts nor throttling.
    req.log.info({ event: 'auth.passwordChanged', outcome, email: maskEmail(email) }, 'password-changed notice');
    return reply.code(204).send();
  });

  app.post(restPaths.forgotEmail, async (req, reply) => {
    const flags = await services.flags.all();
    if (flags.forgotEmail === false) {
      throw new HttpError(404, 'NOT_AVAILABLE', 'Finding your email online is not available. Please call us for help.');
    }
    const body = readForgotEmail(req.body);
    reply.header('cache-control', 'no-store');
    const throttle = await throttleForgotEmail(services.db, services.cipher, req.ip, body);
    if (!throttle.allowed) {
      req.log.warn({ event: 'auth.forgotEmail', outcome: 'throttled' }, 'forgot-email look-up');
      throw tooManyRequests(
        reply,
        throttle.retryAfterSeconds,
        'Too many attempts to find an email. For your security, please wait 15 minutes and try again, or call us for help.',
      );
    }
    const answer = await findPortalEmail(services.db, body);
    req.log.info({ event: 'auth.forgotEmail', outcome: answer.found ? 'found' : 'not-found' }, 'forgot-email look-up');
    return answer;
  });

  app.post(restPaths.resetLinkCheck, async (req, reply) => {
    const body = readResetLinkCheck(req.body);
    reply.header('cache-control', 'no-store');
    const throttle = await throttleResetLinkCheck(services.db, services.cipher, req.ip);
    if (!throttle.allowed) {
      req.log.warn({ event: 'auth.resetLink', outcome: 'throttled' }, 'reset link check');
      throw tooManyRequests(
        reply,
        throttle.retryAfterSeconds,
        'Too many link checks. For your security, please wait a few minutes and try again.',
      );
    }
    const valid = await resetLinkIsValid(services.db, services.cipher, body);
    req.log.info({ event: 'auth.resetLink', outcome: valid ? 'valid' : 'invalid' }, 'reset link check');
    return { valid };
  });

  registerEnrollmentSessionRoute(app, services);
}
