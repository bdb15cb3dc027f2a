// The authenticator's codes as properties: for any secret and any moment, a code is accepted within one 30-second
// step either way and refused beyond, and a step once accepted is never accepted again (by any code of it or of an
// earlier step), whatever order the codes come in.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCipher } from '../../../server/db/cipher';
import type { Database } from '../../../server/db/client';
import { softwareTokens, users } from '../../../server/db/schema';
import { codeAt, matchingStep, newSecret, spendCode, stepAt } from '../../../server/identity/softwareTokens';
import { openTestDatabase } from '../testDatabase';

const STEP_MS = 30_000;
const secrets = fc.constant(null).map(() => newSecret());
// Any moment from 2001 to 2100, to the millisecond.
const moments = fc.integer({ min: 1_000_000_000_000, max: 4_100_000_000_000 }).map((ms) => new Date(ms));

describe('a code within one step of drift', () => {
  it('is accepted one step early, on time or one step late, for the step it was made in', () => {
    fc.assert(
      fc.property(secrets, moments, fc.integer({ min: -1, max: 1 }), (secret, now, drift) => {
        const madeAt = new Date(now.getTime() + drift * STEP_MS);
        expect(matchingStep(secret, codeAt(secret, madeAt), now)).toBe(stepAt(madeAt));
      }),
    );
  });

  it('is refused two or more steps away (unless by chance the same six digits)', () => {
    fc.assert(
      fc.property(secrets, moments, fc.integer({ min: 2, max: 40 }), fc.boolean(), (secret, now, away, late) => {
        const madeAt = new Date(now.getTime() + (late ? away : -away) * STEP_MS);
        const code = codeAt(secret, madeAt);
        const sameDigitsNearby = [-1, 0, 1].some((d) => codeAt(secret, new Date(now.getTime() + d * STEP_MS)) === code);
        fc.pre(!sameDigitsNearby);
        expect(matchingStep(secret, code, now)).toBeNull();
      }),
    );
  });
});

describe('never the same code twice', () => {
  let database: Database;
  const cipher = makeCipher(randomBytes(32));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('accepts each step at most once and no step older than the newest accepted', async () => {
    const start = new Date('2026-12-03T12:00:00Z');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 12 }), async (ticks) => {
        const db = database.db;
        const [user] = await db
          .insert(users)
          .values({
            username: `p${randomBytes(6).toString('hex')}@example.com`,
            email: 'p@example.com',
            srpSalt: '00',
            srpVerifier: '00',
          })
          .returning({ id: users.id });
        const secret = newSecret();
        const sealed = cipher.encrypt(secret);
        await db.insert(softwareTokens).values({ userId: user?.id ?? '', secretSealed: sealed, enabled: true });
        let newest = -Infinity;
        for (const tick of ticks) {
          // The customer types the code of the moment `tick` steps after the start, at that moment.
          const at = new Date(start.getTime() + tick * STEP_MS);
          const verdict = await spendCode(db, cipher, user?.id ?? '', sealed, codeAt(secret, at), at);
          expect(verdict).toBe(stepAt(at) > newest ? 'accepted' : 'reused');
          if (verdict === 'accepted') newest = stepAt(at);
        }
      }),
      { numRuns: 25 },
    );
  });
});
