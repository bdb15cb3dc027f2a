// POST /password-changed: one notice for an existing account, nothing for an unknown one, 204 either way, and at
// most one notice per e-mail per minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_SUBJECT } from '../../../server/auth/passwordChanged';
import { throttleEvents } from '../../../server/db/schema';
import { newCustomer, startAuthHarness, type AuthHarness } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const notices = async (to: string) =>
  (await h.server.services.outbox.list(to)).filter((m) => m.subject === PASSWORD_CHANGED_SUBJECT);

describe('POST /password-changed', () => {
  it('sends exactly one notice with the brand phone and what to do if it was not them', async () => {
    const res = await h.post('/password-changed', { email: 'Online.Returning@Example.com ' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const sent = await notices('online.returning@example.com');
    expect(sent).toHaveLength(1);
    const [notice] = sent;
    expect(notice).toMatchObject({ channel: 'email', code: null });
    expect(notice?.text).toContain('Hello Oliver,');
    expect(notice?.text).toContain('password for your Lumen Cash account was changed');
    expect(notice?.text).toContain('1-800-561-2274');
    expect(notice?.text).toMatch(
      /didn't change your password.*Reset your password right away at http:\/\/localhost:8080\/authentication\/forgot-password\?brand=lumen/s,
    );
  });

  it("uses the customer's own brand", async () => {
    const email = await newCustomer(h, 'meridian.customer@example.com', { 'custom:brand': 'meridian', name: 'Mia' });
    expect((await h.post('/password-changed', { email })).status).toBe(204);
    const [notice] = await notices(email);
    expect(notice?.text).toContain('Meridian Installment Loans');
    expect(notice?.text).toContain('1-800-316-4220');
    expect(notice?.text).not.toContain('1-800-561-2274');
  });

  it('falls back to a generic contact line when the brand is unknown', async () => {
    const email = await newCustomer(h, 'no.brand@example.com', { 'custom:brand': 'nonesuch' });
    await h.post('/password-changed', { email });
    const [notice] = await notices(email);
    expect(notice?.text).toContain('call customer service');
    expect(notice?.text).toContain('/authentication/forgot-password');
  });

  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const before = (await h.server.services.outbox.list()).length;
    const res = await h.post('/password-changed', { email: 'nobody.here@example.com' });
    expect(res.status).toBe(204);
    expect(await h.server.services.outbox.list('nobody.here@example.com')).toHaveLength(0);
    expect((await h.server.services.outbox.list()).length).toBe(before);
  });

  it('sends at most one notice per e-mail per minute', async () => {
    const email = 'new.customer@example.com';
    for (let i = 0; i < 3; i++) expect((await h.post('/password-changed', { email })).status).toBe(204);
    expect(await notices(email)).toHaveLength(1);
    // A minute later another notice may go out.
    await h.server.services.db
      .update(throttleEvents)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(throttleEvents.bucket, 'password-changed'));
    expect((await h.post('/password-changed', { email })).status).toBe(204);
    expect(await notices(email)).toHaveLength(2);
  });

  it.each([
    ['a missing e-mail', {}, 'EMAIL_REQUIRED'],
    ['a bad e-mail', { email: 'nope' }, 'INVALID_EMAIL'],
    ['a non-object body', 'just text', 'INVALID_BODY'],
  ])('refuses %s with a clear 400', async (_label, body, code) => {
    const res = await h.post('/password-changed', typeof body === 'string' ? JSON.stringify(body) : body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code, message: expect.any(String) } });
  });
});
