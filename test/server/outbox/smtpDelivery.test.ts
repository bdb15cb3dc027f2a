// Mail for real: the outbox delivered through SMTP by nodemailer to a local SMTP server (smtp-server, the same
// project's), with the request never waiting, retries after the server was down, and one delivery per message when
// two processes' loops race for the same rows.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { makeCipher } from '../../../server/db/cipher';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../testDatabase';
import { outbox as outboxTable } from '../../../server/db/schema';
import { MAX_ATTEMPTS, retryDelayMs, startDelivery, type Delivery } from '../../../server/outbox/delivery';
import { makeOutbox } from '../../../server/outbox/outbox';
import { smtpTransport } from '../../../server/outbox/smtp';

interface Received {
  to: string[];
  body: string;
}

function mailServer(opts: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        }, opts.delayMs ?? 0);
      });
    },
  });
  const listening = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return { server, received, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const log = pino({ level: 'silent' });
const cipher = makeCipher(randomBytes(32));
let database: Database;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(deliveries.splice(0).map((d) => d.stop()));
  await database.db.delete(outboxTable);
});
afterAll(() => database.close());

function deliveryTo(port: number, pollMs = 60_000) {
  const delivery = startDelivery({
    db: database.db,
    open: (sealed) => cipher.decrypt(sealed),
    transports: { email: smtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@portal.localhost') },
    log,
    pollMs,
  });
  deliveries.push(delivery);
  return delivery;
}

function outboxWith(delivery: Delivery | undefined) {
  return makeOutbox(database.db, {
    keepCodes: false,
    delivery: {
      channels: new Set(['email']),
      seal: (text) => cipher.encrypt(text),
      queued: () => delivery?.nudge(),
    },
  });
}

const message = {
  to: 'maria.lopez@example.com',
  channel: 'email' as const,
  subject: 'Your verification code',
  text: 'Your code is 482913. It expires in 10 minutes.',
  code: '482913',
};

it('delivers the message with its code, then forgets the sealed copy', async () => {
  const mail = mailServer();
  const port = await mail.listening;
  const delivery = deliveryTo(port);
  await outboxWith(delivery).send(message);
  await expect.poll(() => mail.received.length, { timeout: 5_000 }).toBe(1);
  expect(mail.received[0]?.to).toEqual(['maria.lopez@example.com']);
  expect(mail.received[0]?.body).toContain('482913');
  expect(mail.received[0]?.body).toContain('Subject: Your verification code');
  await expect
    .poll(async () => (await database.db.select().from(outboxTable))[0]?.sentAt, { timeout: 5_000 })
    .toBeInstanceOf(Date);
  const [row] = await database.db.select().from(outboxTable);
  expect(row?.sealedText).toBeNull();
  expect(row?.text).not.toContain('482913');
  await mail.close();
});

it('never makes the sender wait for a slow mail server', async () => {
  const mail = mailServer({ delayMs: 1_500 });
  const port = await mail.listening;
  const delivery = deliveryTo(port);
  const started = performance.now();
  await outboxWith(delivery).send(message);
  expect(performance.now() - started).toBeLessThan(500);
  await expect.poll(() => mail.received.length, { timeout: 6_000 }).toBe(1);
  await mail.close();
});

it('retries a message the mail server refused while it was down, and delivers it once it is back', async () => {
  const down = mailServer();
  const port = await down.listening;
  await down.close();
  const delivery = deliveryTo(port);
  await outboxWith(undefined).send(message);
  expect(await delivery.runOnce()).toBe(0);
  const [failed] = await database.db.select().from(outboxTable);
  expect(failed).toMatchObject({ attempts: 1, sentAt: null });
  expect(failed?.lastError).toBeTruthy();
  expect(failed?.lastError).not.toContain('482913');
  expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);

  const up = mailServer();
  const upPort = await up.listening;
  await database.db.update(outboxTable).set({ nextAttemptAt: new Date() }).where(eq(outboxTable.id, failed!.id));
  const retry = deliveryTo(upPort);
  expect(await retry.runOnce()).toBe(1);
  expect(up.received).toHaveLength(1);
  await up.close();
});

it('gives up after the last attempt and keeps the reason, not the message', async () => {
  const down = mailServer();
  const port = await down.listening;
  await down.close();
  const delivery = deliveryTo(port);
  await outboxWith(undefined).send(message);
  await database.db.update(outboxTable).set({ attempts: MAX_ATTEMPTS - 1 });
  await delivery.runOnce();
  const [row] = await database.db.select().from(outboxTable);
  expect(row?.failedAt).toBeInstanceOf(Date);
  expect(row?.sealedText).toBeNull();
  expect(row?.nextAttemptAt).toBeNull();
});

it('sends each message once when two processes deliver from the same table', async () => {
  const mail = mailServer({ delayMs: 50 });
  const port = await mail.listening;
  const sender = outboxWith(undefined);
  for (let n = 0; n < 12; n += 1) await sender.send({ ...message, to: `customer${n}@example.com` });
  const [one, two] = [deliveryTo(port), deliveryTo(port)];
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  // Each pair races for the same rows; a loop's second call while its first runs shares that pass.
  const first = sum(await Promise.all([one.runOnce(), two.runOnce()]));
  const second = sum(await Promise.all([two.runOnce(), one.runOnce()]));
  expect(first + second).toBe(12);
  expect(new Set(mail.received.flatMap((r) => r.to)).size).toBe(12);
  expect(mail.received).toHaveLength(12);
  await mail.close();
});

it('is wired into the server by SMTP_URL: a password-reset code reaches the mailbox', async () => {
  const mail = mailServer();
  const port = await mail.listening;
  const { startHarness } = await import('../harness');
  const h = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  try {
    const answer = await h.identityCall('ForgotPassword', {
      ClientId: h.server.services.config.cognito.clientId,
      Username: 'new.customer@example.com',
    });
    expect(answer.message).toBeUndefined();
    await expect.poll(() => mail.received.length, { timeout: 30_000 }).toBe(1);
    expect(mail.received[0]?.to).toEqual(['new.customer@example.com']);
    const [sent] = await h.server.services.outbox.list('new.customer@example.com');
    expect(mail.received[0]?.body).toContain(sent?.code ?? 'no code');
  } finally {
    await h.close();
    await mail.close();
  }
}, 60_000);
