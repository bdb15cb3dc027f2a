// The SSN and the state ID number an applicant types are never written to a log line, refused or saved, at debug level.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from '../auth/helpers';
import { logStrings } from '../harness';
import { callersFor, CREATE, goodPersonal, SAVE_PERSONAL } from './helpers';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 60_000);
afterAll(() => h.close());

it('logs no SSN or licence number from a saved or refused personal step', async () => {
  const as = await callersFor(h, 'new.customer@example.com', 'online.returning@example.com');
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: 'new.customer@example.com' } } });
  const id = (created.data?.createApplication as { id: string }).id;
  const good = goodPersonal();
  const p = { ...good.p, documentNumber: '765-43-2198', driverLicenseNumber: 'B7654321' };
  expect((await as.call('owner', SAVE_PERSONAL, { id, p, c: good.c })).errors).toBeUndefined();
  // Refused (a PO box) with the numbers in the same request.
  const refused = await as.call('owner', SAVE_PERSONAL, {
    id,
    p: { ...p, documentNumber: '765432198' },
    c: { ...good.c, address: { ...good.c.address, addressLine1: 'PO Box 9' } },
  });
  expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(h.logLines.length).toBeGreaterThan(0);
  const text = logStrings(h.logLines).join('\n');
  for (const secret of ['765432198', '765-43-2198', 'B7654321']) expect(text).not.toContain(secret);
});
