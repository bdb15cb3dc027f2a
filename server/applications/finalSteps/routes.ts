// The demo phone-check service's page (./phoneCheck.ts): GET /demo/boku/ev/<check id> completes the check and tells
// the person so. A plain page with no script, answered with no-store so a back button never replays it from cache.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { completePhoneCheck, PHONE_CHECK_PATH } from './phoneCheck';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

export function registerPhoneCheckRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>(`${PHONE_CHECK_PATH}/:id`, async (req, reply) => {
    const done = await completePhoneCheck(services.db, req.params.id);
    req.log.info({ event: 'identity.phoneCheck', outcome: done ? 'approved' : 'refused' }, 'phone check opened');
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .code(done ? 200 : 404);
    return done
      ? page('Phone verified', 'Your phone number is verified. You can close this page and return to your application.')
      : page(
          'Link not valid',
          'This verification link has expired or was already used. Ask for a new one in your application.',
        );
  });
}
