// The portal's part of the customer's passkeys: their own names for them (Cognito cannot rename one) and when each
// was last used. The passkeys themselves are the identity provider's (Amplify lists, adds and removes them).
import { findUser } from '../../identity/users';
import { forgetName, lastUseOf, namePasskey, namesOf } from '../../security/passkeyNames';
import { declineOffer, offerDeclined } from '../../security/passkeyOffer';
import { customerEmailFor } from '../../access/customerScope';
import type { GraphQLContext } from '../context';
import { gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

/** The customer whose passkeys these are: the caller, or the customer a CSR acts as (reading only). */
async function customerOf(ctx: GraphQLContext) {
  const user = await findUser(ctx.services.db, customerEmailFor(ctx));
  if (!user) throw gqlError('NOT_FOUND', 'No customer account.');
  return user;
}

const REFUSALS = {
  'bad-name': 'A passkey name is 1 to 40 characters.',
  'bad-id': 'That is not a passkey credential id.',
  'too-many': 'Too many passkey names are kept already.',
} as const;

export const passkeyQueries: Pick<QueryResolvers, 'passkeyLabels' | 'passkeyOfferDeclined'> = {
  passkeyLabels: async (_root, _args, ctx) => {
    const user = await customerOf(ctx);
    const [names, used] = await Promise.all([namesOf(ctx.services.db, user.id), lastUseOf(ctx.services.db, user.id)]);
    const ids = new Set([...names.keys(), ...used.keys()]);
    return [...ids].map((credentialId) => ({
      credentialId,
      name: names.get(credentialId) ?? null,
      lastUsedAt: used.get(credentialId)?.toISOString() ?? null,
    }));
  },
  passkeyOfferDeclined: async (_root, _args, ctx) => offerDeclined(ctx.services.db, (await customerOf(ctx)).id),
};

export const passkeyMutations: Pick<MutationResolvers, 'renamePasskey' | 'forgetPasskeyName' | 'declinePasskeyOffer'> =
  {
    renamePasskey: async (_root, { credentialId, name }, ctx) => {
      const user = await customerOf(ctx);
      const outcome = await namePasskey(ctx.services.db, user.id, credentialId, name, ctx.services.clock());
      if ('refused' in outcome)
        throw gqlError('BAD_USER_INPUT', REFUSALS[outcome.refused], { reason: outcome.refused });
      const used = (await lastUseOf(ctx.services.db, user.id)).get(credentialId);
      return { credentialId, name: outcome.name, lastUsedAt: used?.toISOString() ?? null };
    },
    forgetPasskeyName: async (_root, { credentialId }, ctx) =>
      forgetName(ctx.services.db, (await customerOf(ctx)).id, credentialId),
    declinePasskeyOffer: async (_root, _args, ctx) => {
      await declineOffer(ctx.services.db, (await customerOf(ctx)).id, ctx.services.clock());
      return true;
    },
  };
