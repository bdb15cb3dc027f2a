// The admin operations of the embedded identity service, called as a server calls real Cognito's: through the AWS
// SDK, signed with IAM-style credentials. Who may call: the configured key pair only (unsigned, another key id, a
// wrong secret and a service with no admin key are each refused in AWS's words), while the browser's operations
// stay unsigned. What each answers: Cognito's shapes and errors.
import * as sdk from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_ATTRIBUTES } from '../../../server/identity/attributes';
import { PORTAL_GROUPS } from '../../../server/identity/groups';
import { CLIENT_ID, cognito, startIdentityServer, USER_POOL_ID, type Harness } from './harness';

const ADMIN = { accessKeyId: 'AKIDPORTALADMIN00001', secretAccessKey: 'portal-admin-secret-for-tests-0000000000' };
const UserPoolId = USER_POOL_ID;

let h: Harness;
let bare: Harness;

beforeAll(async () => {
  h = await startIdentityServer({ adminCredentials: ADMIN });
  bare = await startIdentityServer();
});
afterAll(async () => {
  await h.close();
  await bare.close();
});

const client = (endpoint: string, credentials = ADMIN, region = 'us-east-1') =>
  new sdk.CognitoIdentityProviderClient({ endpoint, region, credentials, maxAttempts: 1 });

/** The AWS error name and message a call fails with. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'succeeded';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

async function createUser(admin: sdk.CognitoIdentityProviderClient, Username: string) {
  return admin.send(
    new sdk.AdminCreateUserCommand({
      UserPoolId,
      Username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: Username },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Ada' },
        { Name: 'custom:brand', Value: 'lumen' },
      ],
    }),
  );
}

describe('who may call the admin operations', () => {
  it('accepts a call signed with the configured key', async () => {
    const out = await client(h.endpoint).send(new sdk.ListGroupsCommand({ UserPoolId }));
    expect(out.Groups?.map((g) => g.GroupName)).toEqual([...PORTAL_GROUPS]);
  });

  it('refuses an unsigned call, another key id and a wrong secret, in AWS’s words', async () => {
    const unsigned = await cognito(h, 'ListGroups', { UserPoolId });
    expect(unsigned.status).toBe(403);
    expect(unsigned.body).toEqual({
      __type: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token',
    });
    const otherKey = client(h.endpoint, { ...ADMIN, accessKeyId: 'AKIDSOMEONEELSE00001' });
    expect(await failure(otherKey.send(new sdk.ListGroupsCommand({ UserPoolId })))).toBe(
      'UnrecognizedClientException: The security token included in the request is invalid.',
    );
    const wrongSecret = client(h.endpoint, { ...ADMIN, secretAccessKey: 'not-the-secret-0000000000000000000000' });
    expect(
      await failure(wrongSecret.send(new sdk.AdminGetUserCommand({ UserPoolId, Username: 'a@example.com' }))),
    ).toMatch(/^InvalidSignatureException: The request signature we calculated does not match/);
    const otherRegion = client(h.endpoint, ADMIN, 'eu-west-1');
    expect(await failure(otherRegion.send(new sdk.ListGroupsCommand({ UserPoolId })))).toMatch(
      /^InvalidSignatureException: Credential should be scoped to a valid region/,
    );
  });

  it('refuses every admin call where no admin key is configured, while browser operations stay unsigned', async () => {
    expect(await failure(client(bare.endpoint).send(new sdk.ListGroupsCommand({ UserPoolId })))).toMatch(
      /^AccessDeniedException: .*no admin key is configured/,
    );
    const browser = await cognito(bare, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'Passw0rd!' },
    });
    expect(browser.body.__type).toBe('NotAuthorizedException');
  });
});

describe('what the admin operations answer', () => {
  const admin = () => client(h.endpoint);

  it('AdminCreateUser makes a FORCE_CHANGE_PASSWORD user with the attributes given, once', async () => {
    const { User } = await createUser(admin(), 'New.User@example.com');
    expect(User).toMatchObject({
      Username: 'new.user@example.com',
      Enabled: true,
      UserStatus: 'FORCE_CHANGE_PASSWORD',
    });
    expect(User?.UserCreateDate).toBeInstanceOf(Date);
    const attributes = Object.fromEntries((User?.Attributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email: 'new.user@example.com', email_verified: 'true', name: 'Ada' });
    expect(attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(await failure(createUser(admin(), 'new.user@example.com'))).toBe(
      'UsernameExistsException: User account already exists',
    );
  });

  it('refuses a control character in a signed call too, before any look-up', async () => {
    expect(
      await failure(admin().send(new sdk.AdminGetUserCommand({ UserPoolId, Username: 'a\u0000@example.com' }))),
    ).toMatch(/^InvalidParameterException/);
  });

  it('AdminCreateUser refuses unknown attributes, another pool and sending invitations', async () => {
    const make = (input: Partial<ConstructorParameters<typeof sdk.AdminCreateUserCommand>[0]>) =>
      failure(
        admin().send(
          new sdk.AdminCreateUserCommand({
            UserPoolId,
            Username: 'x@example.com',
            MessageAction: 'SUPPRESS',
            ...input,
          }),
        ),
      );
    expect(await make({ UserAttributes: [{ Name: 'custom:shoeSize', Value: '9' }] })).toMatch(
      /^InvalidParameterException: Attributes did not conform to the schema/,
    );
    expect(await make({ UserPoolId: 'us-east-1_Other' })).toBe(
      'ResourceNotFoundException: User pool us-east-1_Other does not exist.',
    );
    expect(await make({ MessageAction: undefined })).toMatch(/^InvalidParameterException: .*MessageAction SUPPRESS/);
  });

  it('AdminGetUser, AdminAddUserToGroup, AdminSetUserPassword and AdminInitiateAuth sign a service user in', async () => {
    await createUser(admin(), 'visitor@enrollment.invalid');
    await admin().send(
      new sdk.AdminAddUserToGroupCommand({
        UserPoolId,
        Username: 'visitor@enrollment.invalid',
        GroupName: 'enrollment',
      }),
    );
    expect(
      await failure(
        admin().send(
          new sdk.AdminAddUserToGroupCommand({ UserPoolId, Username: 'visitor@enrollment.invalid', GroupName: 'Nope' }),
        ),
      ),
    ).toBe('ResourceNotFoundException: Group not found.');
    expect(
      await failure(
        admin().send(
          new sdk.AdminSetUserPasswordCommand({
            UserPoolId,
            Username: 'visitor@enrollment.invalid',
            Password: 'short',
          }),
        ),
      ),
    ).toMatch(/^InvalidPasswordException/);
    await admin().send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId,
        Username: 'visitor@enrollment.invalid',
        Password: 'Long-enough-passw0rd',
        Permanent: true,
      }),
    );
    const got = await admin().send(new sdk.AdminGetUserCommand({ UserPoolId, Username: 'visitor@enrollment.invalid' }));
    expect(got).toMatchObject({ Username: 'visitor@enrollment.invalid', UserStatus: 'CONFIRMED', Enabled: true });
    expect(got.UserAttributes?.find((a) => a.Name === 'custom:brand')?.Value).toBe('lumen');

    const signIn = (PASSWORD: string) =>
      admin().send(
        new sdk.AdminInitiateAuthCommand({
          UserPoolId,
          ClientId: CLIENT_ID,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'visitor@enrollment.invalid', PASSWORD },
        }),
      );
    expect(await failure(signIn('Wrong-passw0rd!'))).toBe('NotAuthorizedException: Incorrect username or password.');
    const { AuthenticationResult } = await signIn('Long-enough-passw0rd');
    expect(decodeJwt(AuthenticationResult?.IdToken ?? '')).toMatchObject({
      'cognito:groups': ['enrollment'],
      email_verified: true,
      'custom:brand': 'lumen',
    });
    expect(AuthenticationResult?.RefreshToken).toBeTruthy();
    // The browser's password sign-in still refuses the enrollment group.
    const browser = await cognito(h, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'visitor@enrollment.invalid', PASSWORD: 'Long-enough-passw0rd' },
    });
    expect(browser.body.__type).toBe('NotAuthorizedException');
  });

  it('AdminInitiateAuth names its flows and client; AdminDeleteUser removes the user', async () => {
    const base = { UserPoolId, ClientId: CLIENT_ID, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' as const };
    const start = (input: Partial<typeof base> | { AuthFlow: 'USER_SRP_AUTH' }) =>
      failure(admin().send(new sdk.AdminInitiateAuthCommand({ ...base, ...input })));
    expect(await start({ AuthFlow: 'USER_SRP_AUTH' })).toMatch(
      /^InvalidParameterException: .*ADMIN_USER_PASSWORD_AUTH/,
    );
    expect(await start({ ClientId: 'someotherclient' })).toBe(
      'ResourceNotFoundException: User pool client someotherclient does not exist.',
    );
    await createUser(admin(), 'gone@example.com');
    await admin().send(new sdk.AdminDeleteUserCommand({ UserPoolId, Username: 'gone@example.com' }));
    expect(await failure(admin().send(new sdk.AdminGetUserCommand({ UserPoolId, Username: 'gone@example.com' })))).toBe(
      'UserNotFoundException: User does not exist.',
    );
    expect(
      await failure(admin().send(new sdk.AdminDeleteUserCommand({ UserPoolId, Username: 'gone@example.com' }))),
    ).toBe('UserNotFoundException: User does not exist.');
  });

  it('DescribeUserPool lists every custom attribute the portal uses, with its prefix', async () => {
    const { UserPool } = await admin().send(new sdk.DescribeUserPoolCommand({ UserPoolId }));
    expect(UserPool?.Id).toBe(UserPoolId);
    const names = (UserPool?.SchemaAttributes ?? []).map((a) => a.Name);
    for (const name of CUSTOM_ATTRIBUTES) expect(names).toContain(name);
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
  });
});
