// The pool-level admin operations: AdminInitiateAuth (a server signing a user in with the user's password, no SRP),
// and the pool's description (DescribeUserPool, ListGroups) that `npm run check:services` reads. The schema and
// groups described are the ones this service implements (attributes.ts, groups.ts).
import { CUSTOM_ATTRIBUTES, PROFILE_ATTRIBUTES } from '../attributes';
import { invalidParameter } from '../errors';
import { PORTAL_GROUPS } from '../groups';
import type { JsonObject } from '../validate';
import { assertPool } from './adminCommon';
import { refreshFlow } from './authFlows';
import { authRequest, type Operation } from './common';
import { userPasswordAuth } from './passwordSignIn';

/**
 * ADMIN_USER_PASSWORD_AUTH (and its older name ADMIN_NO_SRP_AUTH) proves the password server-side. Only callers with
 * the admin key get here, so the service identities that may never sign in with a password from a browser (the
 * enrollment visitors, made and signed in by the portal's server) may sign in this way.
 */
export const AdminInitiateAuth: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const { flow, params, clientMetadata } = authRequest(ctx, input);
  switch (flow) {
    case 'ADMIN_USER_PASSWORD_AUTH':
    case 'ADMIN_NO_SRP_AUTH':
      return userPasswordAuth(ctx, params, clientMetadata, { serviceIdentities: true });
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshFlow(ctx, params, clientMetadata);
    default:
      throw invalidParameter(
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [ADMIN_USER_PASSWORD_AUTH, ADMIN_NO_SRP_AUTH, REFRESH_TOKEN_AUTH]`,
      );
  }
};

const STANDARD_ATTRIBUTES = ['sub', 'email', 'email_verified', ...PROFILE_ATTRIBUTES];

/** A string attribute of the schema as DescribeUserPool lists it (custom ones keep their `custom:` prefix). */
const schemaAttribute = (name: string) => ({
  Name: name,
  AttributeDataType: name === 'email_verified' ? 'Boolean' : 'String',
  DeveloperOnlyAttribute: false,
  Mutable: name !== 'sub',
  Required: name === 'sub' || name === 'email',
  ...(name === 'email_verified' ? {} : { StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' } }),
});

/** The pool's creation time is not kept; its description gives the epoch, as for a pool of unknown age. */
const NO_DATE = 0;

export const DescribeUserPool: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const { userPoolId, region, poolName } = ctx.pool;
  const pool: JsonObject = {
    Id: userPoolId,
    Name: poolName,
    Arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${userPoolId}`,
    SchemaAttributes: [...STANDARD_ATTRIBUTES, ...CUSTOM_ATTRIBUTES].map(schemaAttribute),
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
    CreationDate: NO_DATE,
    LastModifiedDate: NO_DATE,
  };
  return { UserPool: pool };
};

export const ListGroups: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  return {
    Groups: PORTAL_GROUPS.map((GroupName) => ({
      GroupName,
      UserPoolId: ctx.pool.userPoolId,
      CreationDate: NO_DATE,
      LastModifiedDate: NO_DATE,
    })),
  };
};
