// The admin user operations a server calls with IAM credentials (routes.ts checks the signature first):
// AdminCreateUser, AdminGetUser, AdminAddUserToGroup, AdminSetUserPassword and AdminDeleteUser, with Cognito's
// request members, answers and errors. This pool's usernames are e-mail addresses (Cognito's "email as username"),
// so a new user's e-mail is its username. It sends no invitations: AdminCreateUser takes MessageAction SUPPRESS only.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { adminCreateUser } from '../admin';
import { CognitoError, invalidParameter } from '../errors';
import { PORTAL_GROUPS } from '../groups';
import { assertPasswordPolicy } from '../passwords';
import { findUserById, normaliseUsername } from '../users';
import { attributeList, optionalString, requireString, type JsonObject } from '../validate';
import { userNotFound } from '../errors';
import { assertPool, requireUser, userType } from './adminCommon';
import type { Operation } from './common';
import { setPassword } from './passwordSignIn';
import { mfaSettingsOf } from './softwareToken';

/** A temporary password nobody is told (Cognito makes one up too when none is given). */
const madeUpPassword = () => `Aa1!${randomBytes(24).toString('base64url')}`;

function booleanMember(input: JsonObject, field: string): boolean {
  const value = input[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalidParameter(`Value at '${field}' must be a boolean`);
  return value;
}

export const AdminCreateUser: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const username = normaliseUsername(requireString(input, 'Username'));
  if (optionalString(input, 'MessageAction') !== 'SUPPRESS') {
    throw invalidParameter('This user pool sends no invitations: create users with MessageAction SUPPRESS.');
  }
  const { email, email_verified: verified, ...attributes } = attributeList(input, 'UserAttributes') ?? {};
  if (email !== undefined && normaliseUsername(email) !== username) {
    throw invalidParameter('The email attribute must be the username in this user pool.');
  }
  if (verified !== undefined && verified !== 'true' && verified !== 'false') {
    throw invalidParameter('email_verified must be true or false.');
  }
  const password = optionalString(input, 'TemporaryPassword') ?? madeUpPassword();
  assertPasswordPolicy(password, 'temporaryPassword');
  let sub: string;
  try {
    sub = await adminCreateUser(ctx, {
      email: username,
      password,
      attributes,
      emailVerified: verified === 'true',
      forceChangePassword: true,
    });
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'UsernameExistsException') {
      throw new CognitoError('UsernameExistsException', 'User account already exists');
    }
    throw error;
  }
  const user = await findUserById(ctx.db, sub);
  if (!user) throw userNotFound();
  return { User: await userType(ctx, user, 'Attributes') };
};

export const AdminGetUser: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const user = await requireUser(ctx, input);
  return { ...(await userType(ctx, user, 'UserAttributes')), ...(await mfaSettingsOf(ctx, user.id)) };
};

export const AdminAddUserToGroup: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const group = requireString(input, 'GroupName');
  // The pool's groups are the ones the portal gives a meaning to; any other is not there.
  if (!(PORTAL_GROUPS as readonly string[]).includes(group)) {
    throw new CognitoError('ResourceNotFoundException', 'Group not found.');
  }
  const user = await requireUser(ctx, input);
  if (!user.groups.includes(group)) {
    await ctx.db
      .update(users)
      .set({ groups: [...user.groups, group], updatedAt: new Date() })
      .where(eq(users.id, user.id));
  }
  return {};
};

export const AdminSetUserPassword: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const password = requireString(input, 'Password');
  assertPasswordPolicy(password);
  const user = await requireUser(ctx, input);
  await setPassword(ctx, user, password, {
    status: booleanMember(input, 'Permanent') ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
  });
  return {};
};

export const AdminDeleteUser: Operation = async (ctx, input) => {
  assertPool(ctx, input);
  const user = await requireUser(ctx, input);
  // Its sessions, codes and linked identities go with it (the tables cascade).
  await ctx.db.delete(users).where(eq(users.id, user.id));
  return {};
};
