// POST /sms/inbound: where the SMS provider hands over a customer's reply to our texts, as a form (`From`, `Body`, the
// shape providers post) or as JSON `{ from, body }`. Only the provider may call it: it sends the shared secret
// (SMS_INBOUND_SECRET) in the `x-sms-secret` header, compared in constant time; without it the answer is 401 and
// nothing is read. A body that is not a reply is a 400 that says what is expected. The answer is quick and says only
// `{ received: true }`: the provider needs to know the reply was taken (our answer to the customer goes through the outbox).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { handleTextReply } from './textReplies';

export const INBOUND_TEXT_PATH = '/sms/inbound';
export const SECRET_HEADER = 'x-sms-secret';

/** A text is at most a few hundred characters even when split in parts; anything larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_TEXT_LENGTH = 1_600;

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A member of the body by either spelling (`from` in JSON, `From` in a provider's form). */
function field(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return record[name] ?? record[name.charAt(0).toUpperCase() + name.slice(1)];
}

/** The number and text of a reply, or a 400 that says what is wrong. */
export function inboundTextOf(body: unknown): { from: string; body: string } {
  const from = field(body, 'from');
  const text = field(body, 'body');
  if (typeof from !== 'string' || !/^\+?1?\d{10}$/.test(from.replace(/[\s().-]/g, ''))) {
    throw new HttpError(400, 'BAD_SENDER', 'Send "from" as the sender’s US phone number, such as +16145550101.');
  }
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) {
    throw new HttpError(400, 'BAD_TEXT', `Send "body" as the text received, up to ${MAX_TEXT_LENGTH} characters.`);
  }
  return { from, body: text };
}

export function registerTextReplyRoute(app: FastifyInstance, services: Services): void {
  const expected = services.config.smsInboundSecret;
  // Production without a secret: no provider is set up to call, so the route is not there at all.
  if (!expected) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_req, raw, done) => done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
    scope.addHook('onRequest', async (req) => {
      if (!sameSecret(req.headers[SECRET_HEADER], expected)) {
        throw new HttpError(401, 'NO_SECRET', `Send the shared secret in the ${SECRET_HEADER} header.`);
      }
    });
    scope.post(INBOUND_TEXT_PATH, { bodyLimit: MAX_BODY_BYTES }, async (req, reply) => {
      const text = inboundTextOf(req.body);
      const { db, outbox, clock } = services;
      await handleTextReply({ db, outbox, log: req.log }, { ...text, receivedAt: clock() });
      return reply.header('cache-control', 'no-store').send({ received: true });
    });
  });
}
