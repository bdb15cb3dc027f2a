// The signed-in user's own profile: GetUser (Amplify's fetchUserAttributes) and UpdateUserAttributes.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { assertSelfWritable, mergeAttributes } from '../attributes';
import { assertRecentProof } from '../recentProof';
import { verifyAccessToken } from '../tokens';
import { linkedIdentities, userAttributeList } from '../users';
import { attributeList, requireString } from '../validate';
import type { Operation } from './common';
import { mfaSettingsOf } from './softwareToken';

export const GetUser: Operation = async (ctx, input) => {
  const { user } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  const linked = await linkedIdentities(ctx.db, user.id);
  return {
    Username: user.username,
    UserAttributes: userAttributeList(user, linked),
    ...(await mfaSettingsOf(ctx, user.id)),
  };
};

/** Where codes and resets go: changing either needs a fresh proof of who is signed in. */
export const changesContact = (updates: Record<string, string>): boolean =>
  'email' in updates || 'phone_number' in updates;

export const UpdateUserAttributes: Operation = async (ctx, input) => {
  const { user, payload } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  const updates = attributeList(input, 'UserAttributes', true) ?? {};
  assertSelfWritable(updates);
  if (changesContact(updates)) await assertRecentProof(ctx, payload);
  await ctx.db
    .update(users)
    .set({ attributes: mergeAttributes(user.attributes, updates), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  // No attribute here needs verification (email is not self-service), so nothing is pending.
  return { CodeDeliveryDetailsList: [] };
};
