// Sign-ups racing for one loan-system record: only one links it. Driven over the Cognito wire protocol (SignUp) and
// through the pool's triggers directly, for the moment between the PreSignUp check and PostConfirmation's link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, enrollments, users } from '../../../server/db/schema';
import { triggerEnvelope } from '../../../server/identity/triggers';
import { CURRENT, MARIA, type EnrollmentView, enrollmentServer } from './helpers';

const t = enrollmentServer();

const signUp = (enrollmentId: string, email: string) =>
  t.h.cognito('SignUp', {
    ClientId: t.h.clientId,
    Username: email,
    Password: 'N3w-Passw0rd!',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: 'Maria' },
      { Name: 'family_name', Value: 'Lopez' },
    ],
    ClientMetadata: { enrollmentId },
  });

describe('racing sign-ups', () => {
  it('PostConfirmation refuses to link a record that got an account after the check (customerConfirmationError)', async () => {
    const session = await t.client.session();
    const { enrollmentId } = await t.client.approve(session, { email: 'maria.race@example.com' });
    const db = t.h.server.services.db;
    // The PreSignUp check passed (the claim is set), then someone else's account took the record.
    await db.update(enrollments).set({ claimedAt: new Date() }).where(eq(enrollments.id, enrollmentId));
    const [other] = await db.select().from(users).where(eq(users.username, 'new.customer@example.com'));
    await db
      .update(customers)
      .set({ userId: other?.id ?? null })
      .where(eq(customers.email, MARIA.email));
    const pool = { region: 'us-east-1', userPoolId: 'us-east-1_LocalPool', clientId: t.h.clientId };
    const triggers = t.h.server.services.identity.triggers;
    if (!triggers) throw new Error('the embedded pool has triggers');
    await expect(
      triggers.run('postConfirmation', {
        ...triggerEnvelope(pool, 'maria.race@example.com', 'PostConfirmation_ConfirmSignUp'),
        request: {
          userAttributes: { sub: '00000000-0000-4000-8000-000000000009', email: 'maria.race@example.com' },
          clientMetadata: { enrollmentId },
        },
        response: {},
      }),
    ).rejects.toMatchObject({
      type: 'UserLambdaValidationException',
      message: 'PostConfirmation failed with error {"customerConfirmationError":true}.',
    });
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({
      result: 'DENIED',
      event: 'USER_ALREADY_EXISTS',
    });
    expect((await t.client.mariaRecord()).userId).toBe(other?.id);
    await db.update(customers).set({ userId: null }).where(eq(customers.email, MARIA.email));
  });

  it('a confirmation naming someone else’s enrollment is refused and leaves that enrollment approved', async () => {
    const session = await t.client.session();
    const { enrollmentId } = await t.client.approve(session, { email: 'maria.victim@example.com' });
    const pool = { region: 'us-east-1', userPoolId: 'us-east-1_LocalPool', clientId: t.h.clientId };
    const triggers = t.h.server.services.identity.triggers;
    if (!triggers) throw new Error('the embedded pool has triggers');
    // Another visitor's own sign-up, confirmed with the victim's enrollment id in its client metadata.
    await expect(
      triggers.run('postConfirmation', {
        ...triggerEnvelope(pool, 'intruder@example.com', 'PostConfirmation_ConfirmSignUp'),
        request: {
          userAttributes: { sub: '00000000-0000-4000-8000-000000000010', email: 'intruder@example.com' },
          clientMetadata: { enrollmentId },
        },
        response: {},
      }),
    ).rejects.toMatchObject({ type: 'UserLambdaValidationException' });
    expect(await t.client.ok<EnrollmentView>(session, CURRENT)).toMatchObject({ result: 'APPROVED' });
    expect((await t.client.mariaRecord()).userId).toBeNull();
  });

  it('two approved enrollments of one record signing up at once: one account is linked, the other refused', async () => {
    await t.client.clearSessionThrottle();
    const a = await t.client.approve(await t.client.session(), { email: 'maria.a@example.com' });
    const b = await t.client.approve(await t.client.session());
    const answers = await Promise.all([
      signUp(a.enrollmentId, 'maria.a@example.com'),
      signUp(b.enrollmentId, MARIA.email),
    ]);
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body).toMatchObject({ UserConfirmed: true });
    // The loser is refused before the account is made (PreSignUp sees the record taken) or, when both pass that check
    // at once (real concurrency on PostgreSQL), when it links (PostConfirmation finds the record taken).
    expect(refused[0]?.body.__type).toBe('UserLambdaValidationException');
    expect([
      'PreSignUp failed with error {"customerExists":true}.',
      'PostConfirmation failed with error {"customerConfirmationError":true}.',
    ]).toContain(refused[0]?.body.message);
    expect((await t.client.mariaRecord()).userId).toBe(ok[0]?.body.UserSub);
  });
});
