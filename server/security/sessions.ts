// A customer's sign-ins and remembered devices as the security page shows them, and ending or forgetting them. A
// session is one sign-in (one refresh-token row, one origin_jti); only live ones are listed (not revoked, not
// expired). Every operation is scoped to one user id, so another customer's id is simply not found.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devices, refreshTokens } from '../db/schema';
import { REMEMBERED_DEVICE_MS } from '../http/deviceCookie';
import { revokeAllForUser, revokeSignIn } from '../identity/refreshTokens';
import { describeUserAgent, type DeviceDescription } from './userAgent';

export interface SessionOut {
  id: string;
  device: DeviceDescription;
  signInMethod: string;
  startedAt: Date;
  lastActiveAt: Date;
  current: boolean;
}

const live = (userId: string, now: Date) =>
  and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));

/** The user's live sign-ins, the most recently active first; `currentOriginJti` is the caller's own. */
export async function listSessions(
  db: Db,
  userId: string,
  currentOriginJti: string | null,
  now: Date,
): Promise<SessionOut[]> {
  const rows = await db.select().from(refreshTokens).where(live(userId, now)).orderBy(desc(refreshTokens.authTime));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      signInMethod: row.signInMethod,
      startedAt: row.authTime,
      lastActiveAt: row.lastActiveAt ?? row.authTime,
      current: row.originJti === currentOriginJti,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime());
}

/** The origin of the user's live session `id`, or null when the user has no such session. */
async function originOf(db: Db, userId: string, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ originJti: refreshTokens.originJti })
    .from(refreshTokens)
    .where(and(live(userId, now), eq(refreshTokens.id, id)))
    .limit(1);
  return row?.originJti ?? null;
}

export type EndOutcome = 'ended' | 'not-found' | 'current';

/**
 * Ends one of the user's sessions. The caller's own is refused ('current'): leaving this device is the "Log Out"
 * button's job, which also clears the browser; here it would leave the page signed in on a dead session.
 */
export async function endSession(
  db: Db,
  userId: string,
  id: string,
  currentOriginJti: string | null,
  now: Date,
): Promise<EndOutcome> {
  const origin = await originOf(db, userId, id, now);
  if (!origin) return 'not-found';
  if (origin === currentOriginJti) return 'current';
  return (await revokeSignIn(db, userId, id)) ? 'ended' : 'not-found';
}

/** Ends every session of the user but the caller's own (GlobalSignOut's work, keeping one). */
export async function endOtherSessions(db: Db, userId: string, currentOriginJti: string): Promise<void> {
  await revokeAllForUser({ db }, userId, currentOriginJti);
}

/** The User-Agent a sign-in started with (for naming a device remembered from it). */
export async function userAgentOfSignIn(db: Pick<Db, 'select'>, originJti: string | null): Promise<string | null> {
  if (!originJti) return null;
  const [row] = await db
    .select({ userAgent: refreshTokens.userAgent })
    .from(refreshTokens)
    .where(eq(refreshTokens.originJti, originJti))
    .limit(1);
  return row?.userAgent ?? null;
}

export interface RememberedDeviceOut {
  id: string;
  device: DeviceDescription;
  rememberedAt: Date;
  lastUsedAt: Date;
}

/** Remembered devices still within their lifetime: a lapsed one asks for a code anyway, so it is not listed. */
const stillRemembered = (userId: string, now: Date) =>
  and(
    eq(devices.userId, userId),
    eq(devices.remembered, true),
    gt(devices.rememberedAt, new Date(now.getTime() - REMEMBERED_DEVICE_MS)),
  );

export async function listRememberedDevices(db: Db, userId: string, now: Date): Promise<RememberedDeviceOut[]> {
  const rows = await db.select().from(devices).where(stillRemembered(userId, now)).orderBy(desc(devices.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    rememberedAt: row.rememberedAt ?? row.createdAt,
    lastUsedAt: row.lastSeenAt,
  }));
}

/**
 * Forgets remembered devices of the user (one by id, or all): the next sign-in from them is asked for a code again
 * (server/mfa/decide.ts reads `remembered`). Returns how many were forgotten.
 */
export async function forgetDevices(db: Db, userId: string, now: Date, id?: string): Promise<number> {
  const forgotten = await db
    .update(devices)
    .set({ remembered: false, rememberedAt: null })
    .where(id ? and(stillRemembered(userId, now), eq(devices.id, id)) : stillRemembered(userId, now))
    .returning({ id: devices.id });
  return forgotten.length;
}
