// Development-only routes (never registered when NODE_ENV=production): the outbox a tester reads codes from,
// the audit log of admins acting as customers, flag overrides, stale re-check proofs and a reset to the seeded state.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../db/schema';
import { validateFlagPatch } from '../flags/flags';
import { ageProofs, RECENT_PROOF_MS } from '../identity/recentProof';
import { findUser } from '../identity/users';
import type { Services } from '../services';
import { HttpError } from './errors';
import { cspNonce } from './cspNonce';
import { escapeHtml } from './html';

export interface DevRouteOptions {
  /** Restores the seeded state (wipes and re-seeds the database). */
  reset(): Promise<void>;
}

/** A query parameter given once; repeated (`?to=a&to=b`) or absent reads as not given. */
const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function registerDevRoutes(app: FastifyInstance, services: Services, opts: DevRouteOptions): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (req, reply) => {
    return reply.header('cache-control', 'no-store').send(await services.outbox.list(single(req.query.to)));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/outbox.html', async (req, reply) => {
    const to = single(req.query.to);
    const rows = await services.outbox.list(to);
    const body = rows
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>` +
          `<td><code>${escapeHtml(m.code ?? '')}</code></td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style nonce="${cspNonce(req)}">body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Outbox</h1><form><label>To <input name="to" value="${escapeHtml(to ?? '')}" type="email"></label> <button>Filter</button></form>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Code</th><th>Text</th></tr></thead><tbody>${body || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`,
    );
  });

  // Who did what on whose behalf, newest first; `subject` narrows it to one customer.
  app.get<{ Querystring: { subject?: string } }>('/dev/audit', async (req, reply) => {
    const subject = single(req.query.subject)?.trim().toLowerCase();
    const rows = await services.db
      .select({
        actorEmail: auditLog.actorEmail,
        subjectEmail: auditLog.subjectEmail,
        operation: auditLog.operation,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(subject ? eq(auditLog.subjectEmail, subject) : undefined)
      .orderBy(desc(auditLog.at))
      .limit(500);
    return reply.header('cache-control', 'no-store').send(rows);
  });

  // Makes a customer's fresh proofs stale (older than a re-check allows), so a tester reaches the re-check without
  // waiting out the minutes.
  app.post<{ Body: { email?: unknown } }>('/dev/recent-proofs/age', async (req) => {
    const email = typeof req.body?.email === 'string' ? req.body.email : '';
    const user = await findUser(services.db, email);
    if (!user) throw new HttpError(404, 'NOT_FOUND', 'No such account.');
    await ageProofs(services.db, user.id, RECENT_PROOF_MS + 60_000);
    return { ok: true };
  });

  app.get('/dev/flags', async () => services.flags.all());

  app.post('/dev/flags', async (req) => {
    const result = validateFlagPatch(req.body, await services.flags.all());
    if (!result.ok) throw new HttpError(400, 'BAD_FLAGS', result.message);
    services.flags.setDevOverrides(result.value);
    return services.flags.all();
  });

  app.post('/dev/reset', async () => {
    await opts.reset();
    services.flags.resetDevOverrides();
    return { ok: true };
  });
}
