// One error shape for the REST routes: `{ error: { code, message } }`. Unexpected failures are logged with the
// correlation id and answered with a generic message, never a stack trace; validation failures never become 500s.
import type { FastifyError, FastifyInstance } from 'fastify';
import { refusalIn } from '../content/refusalWords';
import { errorSummary } from '../logging/errorSummary';
import { langOfHeaders } from '../../src/lib/i18n/lang';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    // The message in the caller's language (server/content/refusalWords.ts).
    const inLang = (message: string) =>
      refusalIn(langOfHeaders(req.headers.cookie, req.headers['accept-language']), message);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: inLang(error.message) } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry a safe message.
      return reply.status(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    req.log.error({ error: errorSummary(error) }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: inLang(`Something went wrong. Reference: ${String(req.id)}`) } });
  });
}
