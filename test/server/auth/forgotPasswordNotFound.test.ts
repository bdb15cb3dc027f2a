// The portal runs its identity service with prevent-user-existence-errors off, so a reset for an unknown e-mail
// answers UserNotFoundException and the client can show its "account not found" message.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function forgot(username: string) {
  const res = await fetch(`${h.baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
    },
    body: JSON.stringify({ ClientId: h.server.services.config.cognito.clientId, Username: username }),
  });
  return { status: res.status, body: (await res.json()) as { __type?: string; CodeDeliveryDetails?: unknown } };
}

it('tells the caller an unknown account was not found, and sends nothing', async () => {
  const answer = await forgot('nobody.here@example.com');
  expect(answer).toMatchObject({ status: 400, body: { __type: 'UserNotFoundException' } });
  expect(await h.server.services.outbox.list('nobody.here@example.com')).toEqual([]);
});

it('sends the reset link for a real account', async () => {
  const answer = await forgot('online.returning@example.com');
  expect(answer.status).toBe(200);
  const [message] = await h.server.services.outbox.list('online.returning@example.com');
  expect(message?.text).toMatch(/\/authentication\/change-password\/\d{6}\/online\.returning%40example\.com/);
});
