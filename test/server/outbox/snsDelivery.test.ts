// Texts for real: with SMS_PROVIDER=sns the server's delivery loop sends each queued text through the AWS SDK's SNS
// client (signed, Query protocol), here to a local stand-in speaking SNS's Publish, in E.164 and marked
// Transactional; the code reaches the phone and the sealed copy is forgotten. E-mail, not configured, stays in the
// outbox. Without SMS_PROVIDER nothing is sent anywhere.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { outbox } from '../../../server/db/schema';
import { e164 } from '../../../server/outbox/sns';
import { startHarness, type Harness } from '../harness';

interface Published {
  params: URLSearchParams;
  authorization: string | undefined;
}

const published: Published[] = [];
const standIn = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const params = new URLSearchParams(body);
    if (params.get('Action') !== 'Publish') {
      res.writeHead(400, { 'content-type': 'text/xml' }).end('<ErrorResponse/>');
      return;
    }
    published.push({ params, authorization: req.headers.authorization });
    res
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(
        `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>m-${published.length}</MessageId></PublishResult><ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></PublishResponse>`,
      );
  });
});

let h: Harness;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  // The SDK's standard chain reads these from the environment, as it would in a deployment.
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLESTANDIN01';
  process.env.AWS_SECRET_ACCESS_KEY = 'stand-in-secret-key-not-a-real-one-000000';
  h = await startHarness({
    SMS_PROVIDER: 'sns',
    AWS_REGION: 'us-east-1',
    SNS_ENDPOINT: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await h.close();
  standIn.close();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

it('publishes a queued text through SNS, signed, to the E.164 number, and forgets the sealed copy', async () => {
  await h.server.services.outbox.send({
    to: '6145551101',
    channel: 'sms',
    subject: 'Verification code',
    text: 'Your verification code is 482913. It expires in 10 minutes.',
    code: '482913',
  });
  await expect.poll(() => published.length, { timeout: 10_000 }).toBe(1);
  const [sent] = published;
  expect(sent?.params.get('PhoneNumber')).toBe('+16145551101');
  expect(sent?.params.get('Message')).toContain('482913');
  expect(sent?.params.get('MessageAttributes.entry.1.Name')).toBe('AWS.SNS.SMS.SMSType');
  expect(sent?.params.get('MessageAttributes.entry.1.Value.StringValue')).toBe('Transactional');
  expect(sent?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLESTANDIN01\/\d{8}\/us-east-1\/sns\//);
  await expect
    .poll(
      async () => (await h.server.services.db.select().from(outbox).where(eq(outbox.to, '6145551101')))[0]?.sentAt,
      {
        timeout: 5_000,
      },
    )
    .toBeInstanceOf(Date);
  const [row] = await h.server.services.db.select().from(outbox).where(eq(outbox.to, '6145551101'));
  expect(row?.sealedText).toBeNull();
});

it('leaves e-mail in the outbox when only texts are configured', async () => {
  await h.server.services.outbox.send({
    to: 'maria.lopez@example.com',
    channel: 'email',
    subject: 'Hi',
    text: 'Hello',
  });
  const [row] = await h.server.services.db.select().from(outbox).where(eq(outbox.to, 'maria.lopez@example.com'));
  expect(row?.sealedText).toBeNull();
  expect(row?.sentAt).toBeNull();
});

it('reads the provider from the configuration, and refuses one it does not know', () => {
  expect(loadConfig({}).sms.provider).toBe('outbox');
  expect(loadConfig({ SMS_PROVIDER: 'sns', AWS_REGION: 'us-west-2' }).sms).toEqual({
    provider: 'sns',
    region: 'us-west-2',
    endpoint: undefined,
  });
  expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER must be one of outbox, sns/);
});

it('writes US numbers in E.164', () => {
  expect(e164('6145551101')).toBe('+16145551101');
  expect(e164('+16145551101')).toBe('+16145551101');
  expect(e164('(614) 555-1101')).toBe('+16145551101');
});
