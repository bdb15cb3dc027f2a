// What the admin operations share: the pool they name, the user they address and Cognito's UserType view of it.
import type { IdentityContext } from '../context';
import { CognitoError, userNotFound } from '../errors';
import { findUser, findUserById, linkedIdentities, userAttributeList, type UserRow } from '../users';
import { requireString, type JsonObject } from '../validate';

/** Every admin call names the pool; another pool id is Cognito's ResourceNotFoundException. */
export function assertPool(ctx: IdentityContext, input: JsonObject): void {
  const poolId = requireString(input, 'UserPoolId');
  if (poolId !== ctx.pool.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  }
}

const SUB = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user `Username` names: its username (the e-mail here) or, as Cognito also accepts, its `sub`. */
export async function requireUser(ctx: IdentityContext, input: JsonObject): Promise<UserRow> {
  const name = requireString(input, 'Username');
  const user = SUB.test(name) ? await findUserById(ctx.db, name.toLowerCase()) : await findUser(ctx.db, name);
  if (!user) throw userNotFound();
  return user;
}

/** AWS JSON timestamps are seconds since the epoch. */
export const epochSeconds = (date: Date) => date.getTime() / 1000;

/** Cognito's UserType, with the attribute list under `listName` (AdminGetUser says UserAttributes, others Attributes). */
export async function userType(
  ctx: IdentityContext,
  user: UserRow,
  listName: 'Attributes' | 'UserAttributes',
): Promise<JsonObject> {
  return {
    Username: user.username,
    [listName]: userAttributeList(user, await linkedIdentities(ctx.db, user.id)),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}
