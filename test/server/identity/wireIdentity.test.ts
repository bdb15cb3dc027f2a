// The Identity interface the rest of the server uses: public configuration, admin user operations and the
// PreTokenGeneration trigger.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createIdentity } from '../../../server/identity';
import { makeOutbox } from '../../../server/outbox/outbox';
import { CLIENT_ID, passwordSignIn, USER_POOL_ID } from './harness';
import { h, PASSWORD, useWireServer } from './wireServer';

useWireServer();

describe('Identity interface', () => {
  it('publicConfig points Amplify at the embedded endpoint for the request origin', () => {
    expect(h.identity.publicConfig('http://lumen.localhost:8080')).toEqual({
      userPoolId: USER_POOL_ID,
      userPoolClientId: CLIENT_ID,
      userPoolEndpoint: 'http://lumen.localhost:8080/cognito',
    });
  });

  it('publicConfig leaves the endpoint to Amplify when a real pool is configured', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const external = await createIdentity({
      db: h.database.db,
      cipher: h.cipher,
      config: {
        ...base,
        cognito: {
          ...base.cognito,
          userPoolId: 'eu-west-1_RealPool',
          externalEndpoint: 'https://cognito-idp.eu-west-1.amazonaws.com/',
        },
      },
      outbox: makeOutbox(h.database.db),
      log: h.app.log,
    });
    expect(external.publicConfig('http://localhost:8080').userPoolEndpoint).toBeUndefined();
    expect(external.issuer).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_RealPool');
  });

  it('adminCreateUser refuses a duplicate and a weak password', async () => {
    await expect(
      h.identity.adminCreateUser({ email: 'WIRE.user@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({ type: 'UsernameExistsException' });
    await expect(
      h.identity.adminCreateUser({ email: 'weak.admin@example.com', password: 'short1' }),
    ).rejects.toMatchObject({ type: 'InvalidPasswordException' });
  });

  it('adminUpdateUserAttributes sets the links users cannot set themselves, and they reach the ID token', async () => {
    await h.identity.adminUpdateUserAttributes?.('wire.user@example.com', {
      'custom:loanProCustomerId': 'LP-77',
      'custom:boCode': 'BO-7',
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    expect((await h.identity.verifyIdToken(IdToken)).attributes).toMatchObject({
      'custom:loanProCustomerId': 'LP-77',
      'custom:boCode': 'BO-7',
    });
  });

  it('runs PreTokenGeneration handlers on the ID token', async () => {
    h.identity.triggers?.add('preTokenGeneration', (event) => {
      if (event.userName !== 'wire.user@example.com') return;
      event.response.claimsOverrideDetails = {
        claimsToAddOrOverride: { 'custom:source': 'pretoken', iss: 'evil' },
        claimsToSuppress: ['name'],
      };
    });
    const { IdToken } = await passwordSignIn(h, 'wire.user@example.com', PASSWORD);
    const claims = decodeJwt(IdToken);
    expect(claims['custom:source']).toBe('pretoken');
    expect(claims.name).toBeUndefined();
    expect(claims.iss).toBe(h.identity.issuer); // reserved claims cannot be overridden
  });
});
