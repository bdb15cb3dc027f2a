// What the outbox keeps: everything in development (dev tools read codes from it), nothing usable in production.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../testDatabase';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { makeCipher } from '../../../server/db/cipher';
import { outbox as outboxTable } from '../../../server/db/schema';
import { makeOutbox } from '../../../server/outbox/outbox';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const message = {
  to: 'Someone@Example.com',
  channel: 'email' as const,
  subject: 'Reset your password',
  text: 'Use this link: http://localhost:8080/authentication/change-password/482913/someone%40example.com or the code 482913.',
  code: '482913',
};

it('keeps the code for development tools', async () => {
  const outbox = makeOutbox(database.db, { keepCodes: true });
  await outbox.send(message);
  const [stored] = await outbox.list('someone@example.com');
  expect(stored).toMatchObject({ to: 'someone@example.com', code: '482913' });
  expect(stored?.text).toContain('482913');
});

it('keeps no usable code in production, and queues the full message sealed for delivery', async () => {
  const cipher = makeCipher(randomBytes(32));
  let queued = 0;
  const outbox = makeOutbox(database.db, {
    keepCodes: false,
    delivery: { channels: new Set(['email']), seal: (text) => cipher.encrypt(text), queued: () => void (queued += 1) },
  });
  await outbox.send({ ...message, to: 'prod@example.com' });
  const [stored] = await outbox.list('prod@example.com');
  expect(stored?.code).toBeNull();
  expect(stored?.text).not.toContain('482913');
  const [row] = await database.db.select().from(outboxTable).where(eq(outboxTable.to, 'prod@example.com'));
  expect(row?.sealedText).not.toContain('482913');
  expect(cipher.decrypt(row?.sealedText ?? '')).toContain('482913');
  expect(queued).toBe(1);
});

it('queues nothing for a channel without delivery', async () => {
  const outbox = makeOutbox(database.db, {
    keepCodes: false,
    delivery: { channels: new Set(['email']), seal: (text) => text, queued: () => undefined },
  });
  await outbox.send({ ...message, channel: 'sms', to: '6145550100' });
  const [row] = await database.db.select().from(outboxTable).where(eq(outboxTable.to, '6145550100'));
  expect(row?.sealedText).toBeNull();
});
