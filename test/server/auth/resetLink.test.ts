// The password-reset link follows the brand origin the browser asked from (Amplify's resetPassword clientMetadata
// origin) when it is one of our brand hosts on our protocol and port, and publicUrl otherwise.
import type * as AmplifyAuthModule from '@aws-amplify/auth';
import type * as AmplifyCoreModule from '@aws-amplify/core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { allowedResetOrigin } from '../../../server/identity/resetLink';
import { installBrowserStorage, removeBrowserStorage } from '../identity/memoryStorage';
import { newCustomer, startAuthHarness, type AuthHarness } from './helpers';

const PUBLIC_URL = 'http://localhost:8080';

describe('allowedResetOrigin', () => {
  const request = 'http://pinecrest.localhost:8090';
  it.each([
    ['a brand origin on the configured port', 'http://pinecrest.localhost:8080', 'http://pinecrest.localhost:8080'],
    ['the second meridian site', 'http://apply.meridian.localhost:8080', 'http://apply.meridian.localhost:8080'],
    ['a brand origin on the request port', 'http://keel.localhost:8090', 'http://keel.localhost:8090'],
    ['the configured publicUrl itself', 'http://localhost:8080', 'http://localhost:8080'],
    ['a trailing slash and upper case', 'http://PINECREST.localhost:8080/', 'http://pinecrest.localhost:8080'],
  ])('allows %s', (_label, requested, expected) => {
    expect(allowedResetOrigin(requested, PUBLIC_URL, request)).toBe(expected);
  });

  it.each([
    ['a foreign site', 'https://evil.example'],
    ['a foreign site on our port', 'http://evil.example:8080'],
    ['a brand host on another port', 'http://pinecrest.localhost:9999'],
    ['a brand host over another protocol', 'https://pinecrest.localhost:8080'],
    ['a look-alike host', 'http://pinecrest.localhost.evil.example:8080'],
    ['credentials', 'http://pinecrest.localhost:8080@evil.example'],
    ['a path', 'http://pinecrest.localhost:8080/steal'],
    ['a query', 'http://pinecrest.localhost:8080?x=1'],
    ['a fragment trick', 'http://evil.example#@pinecrest.localhost:8080'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['an empty value', ''],
    ['nothing', undefined],
  ])('refuses %s', (_label, requested) => {
    expect(allowedResetOrigin(requested, PUBLIC_URL, request)).toBeUndefined();
  });

  it('never takes the host from the request, whose Host header the caller controls', () => {
    expect(allowedResetOrigin('http://evil.example:8090', PUBLIC_URL, 'http://evil.example:8090')).toBeUndefined();
  });
});

describe('ForgotPassword reset link', () => {
  let h: AuthHarness;
  let port: string;
  beforeAll(async () => {
    h = await startAuthHarness();
    port = new URL(h.baseUrl).port;
  });
  afterAll(() => h.close());

  async function linkFor(email: string, origin?: string): Promise<string> {
    const res = await h.cognito('ForgotPassword', {
      ClientId: h.clientId,
      Username: email,
      ...(origin === undefined ? {} : { ClientMetadata: { origin } }),
    });
    expect(res.status).toBe(200);
    const [message] = await h.server.services.outbox.list(email);
    const link = /http\S+\/authentication\/change-password\/\S+/.exec(message?.text ?? '')?.[0] ?? '';
    expect(link).toContain(`/authentication/change-password/${message?.code}/${encodeURIComponent(email)}`);
    return link;
  }

  it('uses an allowed brand origin', async () => {
    const email = await newCustomer(h, 'reset.pinecrest@example.com', { 'custom:brand': 'pinecrest' });
    expect(await linkFor(email, 'http://pinecrest.localhost:8080')).toMatch(
      /^http:\/\/pinecrest\.localhost:8080\/authentication\/change-password\/\d{6}\//,
    );
  });

  it('uses a brand origin on the port the request came in on', async () => {
    const email = await newCustomer(h, 'reset.meridian@example.com', { 'custom:brand': 'meridian' });
    expect(await linkFor(email, `http://meridian.localhost:${port}`)).toMatch(
      new RegExp(`^http://meridian\\.localhost:${port}/authentication/change-password/`),
    );
  });

  it('ignores a foreign origin and falls back to publicUrl', async () => {
    const email = await newCustomer(h, 'reset.foreign@example.com');
    const link = await linkFor(email, 'https://evil.example');
    expect(link.startsWith(`${PUBLIC_URL}/authentication/change-password/`)).toBe(true);
    expect(link).not.toContain('evil');
  });

  it('ignores a foreign Host header too', async () => {
    const email = await newCustomer(h, 'reset.host@example.com');
    await h.cognito(
      'ForgotPassword',
      { ClientId: h.clientId, Username: email, ClientMetadata: { origin: 'http://evil.example:8080' } },
      { 'x-forwarded-host': 'evil.example:8080' },
    );
    const [message] = await h.server.services.outbox.list(email);
    expect(message?.text).toContain(`${PUBLIC_URL}/authentication/change-password/`);
    expect(message?.text).not.toContain('evil');
  });

  it('uses publicUrl when no origin is given', async () => {
    const email = await newCustomer(h, 'reset.default@example.com');
    expect((await linkFor(email)).startsWith(`${PUBLIC_URL}/authentication/change-password/`)).toBe(true);
  });

  it('follows the origin the real Amplify resetPassword sends as clientMetadata', async () => {
    installBrowserStorage();
    onTestFinished(removeBrowserStorage);
    // Amplify picks its storage when the module loads, so it is imported only now.
    const core: typeof AmplifyCoreModule = await import('@aws-amplify/core');
    const auth: typeof AmplifyAuthModule = await import('@aws-amplify/auth');
    const { userPoolId, clientId } = h.server.services.config.cognito;
    core.Amplify.configure({
      Auth: { Cognito: { userPoolId, userPoolClientId: clientId, userPoolEndpoint: `${h.baseUrl}/cognito` } },
    });
    const email = await newCustomer(h, 'reset.amplify@example.com', { 'custom:brand': 'keel' });
    await auth.resetPassword({
      username: email,
      options: { clientMetadata: { origin: 'http://keel.localhost:8080' } },
    });
    const [message] = await h.server.services.outbox.list(email);
    expect(message?.text).toContain(`http://keel.localhost:8080/authentication/change-password/${message?.code}/`);
  });
});
