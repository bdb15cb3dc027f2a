// What the outbox keeps: everything in development (dev tools read codes from it), nothing usable in production.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { makeOutbox } from '../../../server/outbox/outbox';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
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

it('keeps no usable code in production, and hands the full message to delivery', async () => {
  const delivered: string[] = [];
  const outbox = makeOutbox(database.db, { keepCodes: false, deliver: async (m) => void delivered.push(m.text) });
  await outbox.send({ ...message, to: 'prod@example.com' });
  const [stored] = await outbox.list('prod@example.com');
  expect(stored?.code).toBeNull();
  expect(stored?.text).not.toContain('482913');
  expect(delivered[0]).toContain('482913');
});
