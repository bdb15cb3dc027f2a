// The portal's names for a customer's passkeys (Cognito keeps only the authenticator's own name and cannot rename
// one). A name is stored per customer and credential id, so it only ever shows in that customer's own list, whoever
// made the id up; a customer keeps at most MAX_NAMES of them.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeyNames } from '../db/schema';
import { passkeysOf } from '../identity/passkeys';

export const MAX_NAME_LENGTH = 40;
export const MAX_NAMES = 50;
/** Cognito's credential ids are base64url; anything else is not one. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1024}={0,2}$/;

export type NameRefusal = 'bad-name' | 'bad-id' | 'too-many';

/** The name as kept: trimmed, inner runs of space made one; null when it is not 1 to 40 printable characters. */
export function cleanName(name: string): string | null {
  const clean = name.replace(/\s+/g, ' ').trim();
  // Control characters have no place in a name shown on a page.
  // eslint-disable-next-line no-control-regex -- the pattern names the control characters it refuses
  if (clean.length === 0 || [...clean].length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(clean)) return null;
  return clean;
}

export const isCredentialId = (id: string) => CREDENTIAL_ID.test(id);

export async function namesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: passkeyNames.credentialId, name: passkeyNames.name })
    .from(passkeyNames)
    .where(eq(passkeyNames.userId, userId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function namePasskey(
  db: Db,
  userId: string,
  credentialId: string,
  name: string,
  now: Date,
): Promise<{ name: string } | { refused: NameRefusal }> {
  if (!isCredentialId(credentialId)) return { refused: 'bad-id' };
  const clean = cleanName(name);
  if (clean === null) return { refused: 'bad-name' };
  const existing = await namesOf(db, userId);
  if (!existing.has(credentialId)) {
    const [kept] = await db.select({ n: count() }).from(passkeyNames).where(eq(passkeyNames.userId, userId));
    if ((kept?.n ?? 0) >= MAX_NAMES) return { refused: 'too-many' };
  }
  await db
    .insert(passkeyNames)
    .values({ userId, credentialId, name: clean, updatedAt: now })
    .onConflictDoUpdate({
      target: [passkeyNames.userId, passkeyNames.credentialId],
      set: { name: clean, updatedAt: now },
    });
  return { name: clean };
}

export async function forgetName(db: Db, userId: string, credentialId: string): Promise<boolean> {
  const gone = await db
    .delete(passkeyNames)
    .where(and(eq(passkeyNames.userId, userId), eq(passkeyNames.credentialId, credentialId)))
    .returning({ id: passkeyNames.credentialId });
  return gone.length > 0;
}

/**
 * When each of the customer's passkeys last signed in, by credential id, as the local identity service keeps it with
 * the passkey. A real Cognito pool does not say (its passkeys are not in this table): the page then reads "Not used
 * yet".
 */
export async function lastUseOf(db: Db, userId: string): Promise<Map<string, Date>> {
  const rows = await passkeysOf(db, userId);
  return new Map(rows.flatMap((r) => (r.lastUsedAt ? [[r.credentialId, r.lastUsedAt] as const] : [])));
}
