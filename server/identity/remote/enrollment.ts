// Enrollment visitor identities in a real Cognito pool, made through its admin operations with the server's AWS
// credentials, as the embedded service makes them in its own tables (../serviceSession.ts says why each visitor gets
// an identity of their own). For each visitor:
//   AdminGetUser (the template user: its profile attributes are copied, as the embedded service does),
//   AdminCreateUser (`<uuid>@enrollment.invalid`, e-mail verified, MessageAction SUPPRESS: nothing is sent),
//   AdminAddUserToGroup (`enrollment`), AdminSetUserPassword (a random permanent password nobody is told),
//   AdminInitiateAuth with ADMIN_USER_PASSWORD_AUTH (the tokens; the app client must allow that flow).
// The identity's sub, username, client digest and expiry are kept in remote_enrollment_identities; once it expires it
// is deleted from the pool (AdminDeleteUser) and from that table whenever a later visitor starts. If a step after
// AdminCreateUser fails, the new user is deleted at once, and would be swept later if that fails too.
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AdminGetUserCommandOutput,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { remoteEnrollmentIdentities } from '../../db/schema';
import { CUSTOM_ATTRIBUTES, PROFILE_ATTRIBUTES } from '../attributes';
import { ENROLLMENT_GROUP } from '../groups';
import {
  ENROLLMENT_IDENTITY_DOMAIN,
  ServiceSessionError,
  type EnrollmentSessionRequest,
  type ServiceSession,
} from '../serviceSession';
import { adminClient, awsErrorText } from './pool';

/** Expired identities deleted per new visitor: each is one call to the pool, and the visitor waits for them. */
const SWEEP_BATCH = 5;

/** The template's attributes a visitor identity carries: the profile and custom ones tokens show. */
const COPIED = new Set<string>([...PROFILE_ATTRIBUTES, ...CUSTOM_ATTRIBUTES]);

/** Meets any Cognito password policy (upper and lower case, digit, symbol), and is never shown to anyone. */
const randomPassword = () => `Aa1!${randomBytes(24).toString('base64url')}`;

export interface RemoteEnrollmentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  clock: () => Date;
}

export function makeRemoteEnrollment(deps: RemoteEnrollmentDeps) {
  const { db, config, log } = deps;
  const { userPoolId: UserPoolId, clientId: ClientId } = config.cognito;
  let client: Promise<CognitoIdentityProviderClient> | undefined;
  const sdk = () => (client ??= adminClient(config));

  async function deleteIdentity(sub: string, username: string): Promise<void> {
    try {
      await (await sdk()).send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
    } catch (error) {
      // Already gone (another process swept it) is what was wanted.
      if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
    }
    await db.delete(remoteEnrollmentIdentities).where(eq(remoteEnrollmentIdentities.sub, sub));
  }

  async function sweep(): Promise<number> {
    const expired = await db
      .select({ sub: remoteEnrollmentIdentities.sub, username: remoteEnrollmentIdentities.username })
      .from(remoteEnrollmentIdentities)
      .where(lte(remoteEnrollmentIdentities.expiresAt, deps.clock()))
      .limit(SWEEP_BATCH);
    let deleted = 0;
    for (const row of expired) {
      try {
        await deleteIdentity(row.sub, row.username);
        deleted += 1;
      } catch (error) {
        // The pool refused or is unreachable: the rest wait for a later visitor; this one still gets a session.
        log.warn({ event: 'identity.enrollmentSweep', reason: awsErrorText(error) }, 'enrollment identity not deleted');
        break;
      }
    }
    return deleted;
  }

  async function templateAttributes(template: string) {
    let user: AdminGetUserCommandOutput;
    try {
      user = await (await sdk()).send(new AdminGetUserCommand({ UserPoolId, Username: template }));
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') {
        throw new ServiceSessionError('the enrollment service user does not exist');
      }
      throw error;
    }
    if (!user.Enabled || user.UserStatus !== 'CONFIRMED') {
      throw new ServiceSessionError('the enrollment service user is disabled or not confirmed');
    }
    return (user.UserAttributes ?? []).filter(
      (a): a is { Name: string; Value: string } => COPIED.has(a.Name ?? '') && typeof a.Value === 'string',
    );
  }

  async function issue(request: EnrollmentSessionRequest): Promise<ServiceSession> {
    try {
      const copied = await templateAttributes(request.template);
      await sweep();
      const username = `${randomUUID()}@${ENROLLMENT_IDENTITY_DOMAIN}`;
      const created = await (
        await sdk()
      ).send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            ...copied,
            { Name: 'email', Value: username },
            // Only a verified e-mail makes an ID token the GraphQL API accepts (server/graphql/context.ts).
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) throw new ServiceSessionError('the pool answered AdminCreateUser without a sub');
      await db
        .insert(remoteEnrollmentIdentities)
        .values({ sub, username, clientDigest: request.clientDigest, expiresAt: request.expiresAt });
      try {
        return await signIn(username);
      } catch (error) {
        await deleteIdentity(sub, username).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      if (error instanceof ServiceSessionError) throw error;
      throw new ServiceSessionError(`the Cognito pool refused: ${awsErrorText(error)}`);
    }
  }

  async function signIn(username: string): Promise<ServiceSession> {
    const password = randomPassword();
    const cognito = await sdk();
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: ENROLLMENT_GROUP }));
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: password, Permanent: true }),
    );
    const auth = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId,
        ClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
      throw new ServiceSessionError(
        `the pool answered AdminInitiateAuth with ${auth.ChallengeName ?? 'no tokens'} (turn off MFA for the enrollment group's sign-in)`,
      );
    }
    return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
  }

  async function find(sub: string) {
    const [row] = await db
      .select({
        clientDigest: remoteEnrollmentIdentities.clientDigest,
        expiresAt: remoteEnrollmentIdentities.expiresAt,
      })
      .from(remoteEnrollmentIdentities)
      .where(eq(remoteEnrollmentIdentities.sub, sub))
      .limit(1);
    return row ?? null;
  }

  return { issue, find, sweep };
}
