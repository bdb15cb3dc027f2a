// Messages that carry a code or a reset link are written in the language of the page that asked (the lang cookie,
// else Accept-Language): a customer reading Spanish gets the code in Spanish; with no choice made, English.
import { expect, it } from 'vitest';
import { DEVICE, h, latestCode, OLIVER, startMfa, useMfaServer } from '../mfa/helpers';

useMfaServer();

async function forgot(username: string, headers: Record<string, string>) {
  const res = await fetch(`${h.baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      ...headers,
    },
    body: JSON.stringify({ ClientId: h.server.services.config.cognito.clientId, Username: username }),
  });
  expect(res.status).toBe(200);
  const [message] = await h.server.services.outbox.list(username);
  return message;
}

it('e-mails the sign-in code in Spanish to a customer reading Spanish', async () => {
  await startMfa(OLIVER, DEVICE, { cookie: 'lang=es' });
  const [message] = await h.server.services.outbox.list(OLIVER);
  const code = await latestCode(OLIVER);
  expect(message).toMatchObject({ channel: 'email', subject: 'Su código de verificación' });
  expect(message?.text).toContain(`Su código de verificación es ${code}. Vence en 10 minutos.`);
  expect(message?.text).toContain('Si usted no acaba de iniciar sesión');
  expect(message?.text).not.toMatch(/verification code|expires/);
});

it('follows Accept-Language when no language was chosen, and English otherwise', async () => {
  expect(await forgot('online.returning@example.com', { 'accept-language': 'es-MX,es;q=0.9' })).toMatchObject({
    subject: 'Restablezca su contraseña',
    text: expect.stringMatching(
      /^Use este enlace para elegir una nueva contraseña: http.*\nO ingrese el código \d{6}\./,
    ),
  });
  expect(await forgot('online.returning@example.com', {})).toMatchObject({
    subject: 'Reset your password',
    text: expect.stringMatching(/^Use this link to choose a new password: /),
  });
});
