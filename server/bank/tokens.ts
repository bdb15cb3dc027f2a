// The sandbox's tokens as rows: a Link token lives 4 hours (Plaid's default), a public token 30 minutes and opens its
// item once. Only a keyed digest of each token is stored. Shaped like Plaid's: link-sandbox-<uuid>, public-sandbox-<uuid>.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Cipher } from '../db/cipher';
import type { Db } from '../db/client';
import { bankTokens } from '../db/schema';
import type { LinkOwner } from './owner';

export const LINK_TOKEN_MS = 4 * 60 * 60_000;
export const PUBLIC_TOKEN_MS = 30 * 60_000;

export type TokenKind = 'LINK' | 'PUBLIC';

export async function issueToken(
  db: Db,
  cipher: Cipher,
  kind: TokenKind,
  owner: LinkOwner,
  itemId: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${kind === 'LINK' ? 'link' : 'public'}-sandbox-${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + (kind === 'LINK' ? LINK_TOKEN_MS : PUBLIC_TOKEN_MS));
  await db.insert(bankTokens).values({ digest: cipher.digest(token), kind, ...owner, itemId, expiresAt });
  return { token, expiresAt };
}

/** A live Link token's row (Link tokens may be used again until they expire, as Plaid's). */
export async function findLinkToken(db: Db, cipher: Cipher, token: string, now = new Date()) {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(bankTokens)
    .where(and(eq(bankTokens.digest, cipher.digest(token)), eq(bankTokens.kind, 'LINK'), gt(bankTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Uses a public token: one UPDATE, so two processes racing for it cannot both win. Null when spent or expired. */
export async function consumePublicToken(db: Db, cipher: Cipher, token: string, now = new Date()) {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [row] = await db
    .update(bankTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(bankTokens.digest, cipher.digest(token)),
        eq(bankTokens.kind, 'PUBLIC'),
        isNull(bankTokens.usedAt),
        gt(bankTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
