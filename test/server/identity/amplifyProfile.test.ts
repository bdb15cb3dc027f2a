// Amplify contract, the profile: fetchUserAttributes and updateUserAttributes, the loan-system links excepted.
import { describe, expect, it } from 'vitest';
import { auth, newUser, PASSWORD, useAmplify } from './amplifyClient';

useAmplify();

describe('profile', () => {
  it('fetchUserAttributes returns custom attributes and linked identities', async () => {
    await auth.signIn({ username: 'csr.admin@example.com', password: PASSWORD });
    const attributes = await auth.fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: 'csr.admin@example.com',
      email_verified: 'true',
      name: 'Casey',
      family_name: 'Admin',
      'custom:brand': 'lumen',
    });
    expect(JSON.parse(attributes.identities ?? '[]')).toEqual([
      expect.objectContaining({ providerName: 'CorpDirectory', userId: 'casey@corp.example' }),
    ]);
  });

  it('updateUserAttributes changes profile attributes but not the loan-system links', async () => {
    const email = await newUser('updater@example.com', { name: 'Old' });
    await auth.signIn({ username: email, password: PASSWORD });
    const result = await auth.updateUserAttributes({ userAttributes: { name: 'New', 'custom:source': 'harbor' } });
    expect(result.name?.isUpdated).toBe(true);
    expect(await auth.fetchUserAttributes()).toMatchObject({ name: 'New', 'custom:source': 'harbor' });
    await expect(
      auth.updateUserAttributes({ userAttributes: { 'custom:loanProCustomerId': 'LP-1' } }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
