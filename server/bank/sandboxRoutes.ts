// The embedded Link sandbox's HTTP side (only while PLAID_CLIENT_ID is unset): the browser script that provides
// window.Plaid, and the three calls its dialog makes, each checked against a live Link token. Errors answer like
// Plaid's ({ error_code, error_message }, HTTP 400); credentials are never logged.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services';
import {
  SANDBOX_SCRIPT_PATH,
  SandboxRefusal,
  sandboxAccounts,
  sandboxComplete,
  sandboxSession,
  type SandboxCredentials,
} from './sandboxProvider';

const SCRIPT = readFileSync(new URL('./sandbox/link-initialize.js', import.meta.url), 'utf8');

const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max ? value : '');

function credentials(body: unknown): SandboxCredentials {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    linkToken: text(b.link_token),
    institutionId: text(b.institution_id, 64),
    username: text(b.username, 64),
    password: text(b.password, 128),
  };
}

export function registerBankSandboxRoutes(app: FastifyInstance, services: Services): void {
  if (services.config.plaid.clientId) return;

  app.get(SANDBOX_SCRIPT_PATH, async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );

  const answer = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return reply.header('cache-control', 'no-store').send(await work());
    } catch (error) {
      if (error instanceof SandboxRefusal) {
        return reply.code(400).send({ error_code: error.code, error_message: error.code });
      }
      throw error;
    }
  };

  app.post('/bank-link/sandbox/session', async (req, reply) =>
    answer(reply, () => sandboxSession(services, credentials(req.body).linkToken)),
  );

  app.post('/bank-link/sandbox/accounts', async (req, reply) =>
    answer(reply, async () => {
      const { accounts } = await sandboxAccounts(services, credentials(req.body));
      return {
        accounts: accounts.map((a) => ({ id: a.suffix, name: a.name, mask: a.account.slice(-4), subtype: a.subtype })),
      };
    }),
  );

  app.post('/bank-link/sandbox/complete', async (req, reply) =>
    answer(reply, async () => {
      const ids = (req.body as { account_ids?: unknown } | null)?.account_ids;
      const chosen = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 10) : [];
      return sandboxComplete(services, credentials(req.body), chosen);
    }),
  );
}
