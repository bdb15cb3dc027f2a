// The security page: the customer's live sessions, remembered devices and recent security events, and ending or
// forgetting them. Thin: scope to the customer (a CSR to the one they act as; the @auth guard audits the read and
// keeps the changes to the customer alone), then server/security. Ids outside the customer's own are NOT_FOUND,
// whether they exist or not, so ids cannot be probed.
import { customerEmailFor } from '../../access/customerScope';
import { findUser } from '../../identity/users';
import { recentSecurityEvents, recordSecurityEvent } from '../../security/events';
import { endSession, forgetDevices, listRememberedDevices, listSessions } from '../../security/sessions';
import { isUuid } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { badInput, gqlError } from '../errors';
import type { MutationResolvers, QueryResolvers, SecurityOverview } from '../generated/resolvers';

async function ownerOf(ctx: GraphQLContext) {
  const user = await findUser(ctx.services.db, customerEmailFor(ctx));
  if (!user) throw gqlError('NOT_FOUND', 'No customer account.');
  return user;
}

/** The caller's own sign-in: only a customer's call has one here (a CSR's sign-in is the CSR's). */
const ownSignIn = (ctx: GraphQLContext) => (ctx.caller?.role === 'USER' ? (ctx.caller.claims.originJti ?? null) : null);

const notFound = (what: 'session' | 'device') =>
  gqlError(
    'NOT_FOUND',
    what === 'session' ? 'That session has already ended.' : 'That device is no longer remembered.',
  );

const iso = (at: Date) => at.toISOString();

export const securityQueries: Pick<QueryResolvers, 'securityOverview'> = {
  securityOverview: async (_root, _args, ctx) => {
    const user = await ownerOf(ctx);
    const now = ctx.services.clock();
    const { db } = ctx.services;
    const [sessions, devices, events] = await Promise.all([
      listSessions(db, user.id, ownSignIn(ctx), now),
      listRememberedDevices(db, user.id, now),
      recentSecurityEvents(db, user.email),
    ]);
    const overview: SecurityOverview = {
      sessions: sessions.map((s) => ({
        ...s,
        signInMethod: s.signInMethod === 'PASSKEY' ? 'PASSKEY' : 'PASSWORD',
        startedAt: iso(s.startedAt),
        lastActiveAt: iso(s.lastActiveAt),
      })),
      rememberedDevices: devices.map((d) => ({
        ...d,
        rememberedAt: iso(d.rememberedAt),
        lastUsedAt: iso(d.lastUsedAt),
      })),
      events: events.map((e) => ({
        ...e,
        at: iso(e.at),
        signInMethod: e.signInMethod === 'PASSKEY' ? 'PASSKEY' : e.signInMethod === 'PASSWORD' ? 'PASSWORD' : null,
      })),
    };
    return overview;
  },
};

export const securityMutations: Pick<MutationResolvers, 'endSession' | 'forgetDevice' | 'forgetAllDevices'> = {
  endSession: async (_root, { id }, ctx) => {
    const user = await ownerOf(ctx);
    if (!isUuid(id)) throw notFound('session');
    const outcome = await endSession(ctx.services.db, user.id, id, ownSignIn(ctx), ctx.services.clock());
    if (outcome === 'not-found') throw notFound('session');
    if (outcome === 'current') throw badInput('To end this session, log out.');
    await recordSecurityEvent(ctx.services.db, { userId: user.id, email: user.email }, 'SESSION_ENDED');
    return true;
  },
  forgetDevice: async (_root, { id }, ctx) => {
    const user = await ownerOf(ctx);
    if (!isUuid(id)) throw notFound('device');
    if ((await forgetDevices(ctx.services.db, user.id, ctx.services.clock(), id)) === 0) throw notFound('device');
    await recordSecurityEvent(ctx.services.db, { userId: user.id, email: user.email }, 'DEVICE_FORGOTTEN');
    return true;
  },
  forgetAllDevices: async (_root, _args, ctx) => {
    const user = await ownerOf(ctx);
    if ((await forgetDevices(ctx.services.db, user.id, ctx.services.clock())) > 0)
      await recordSecurityEvent(ctx.services.db, { userId: user.id, email: user.email }, 'DEVICE_FORGOTTEN');
    return true;
  },
};
