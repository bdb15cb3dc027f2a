// timeoutExpireAction: recorded against the caller (and the customer an admin acts as); refused without a token.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const EXPIRE = `mutation ($e: Boolean, $m: Boolean) { timeoutExpireAction(isEnrollment: $e, isManualTrigger: $m) { success } }`;

const latest = async () => {
  const [row] = await h.server.services.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.operation, 'session.timeoutExpired'))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row;
};

describe('timeoutExpireAction', () => {
  it("a customer's inactivity logout is recorded with how it ended", async () => {
    const token = await h.idToken('online.returning@example.com');
    const { body } = await h.graphql(EXPIRE, { token, variables: { e: false, m: true } });
    expect(body.data).toEqual({ timeoutExpireAction: { success: true } });
    const row = await latest();
    expect(row).toMatchObject({
      actorEmail: 'online.returning@example.com',
      subjectEmail: 'online.returning@example.com',
      details: expect.objectContaining({ isEnrollment: false, isManualTrigger: true }),
    });
  });

  it('an admin acting as a customer is recorded against that customer', async () => {
    const token = await h.idToken('csr.admin@example.com');
    await h.graphql(EXPIRE, { token, headers: { 'x-admin-auth-as': 'omni.returning@example.com' } });
    expect(await latest()).toMatchObject({
      actorEmail: 'csr.admin@example.com',
      subjectEmail: 'omni.returning@example.com',
      details: expect.objectContaining({ isManualTrigger: false }),
    });
  });

  it('without a token it is refused', async () => {
    const { body } = await h.graphql(EXPIRE);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });
});
