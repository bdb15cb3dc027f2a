// Shared set-up of the wire-protocol tests (below Amplify): the identity service on a server of its own, with one
// CSR user to sign in as.
import { afterAll, beforeAll } from 'vitest';
import { startIdentityServer, type Harness } from './harness';

export const PASSWORD = 'Passw0rd!';

/** The running service; assigned by useWireServer's beforeAll (an ES live binding, so importers see it). */
export let h: Harness;

export function useWireServer(): void {
  beforeAll(async () => {
    h = await startIdentityServer();
    await h.identity.adminCreateUser({
      email: 'wire.user@example.com',
      password: PASSWORD,
      groups: ['CSR'],
      attributes: { 'custom:brand': 'keel', name: 'Wyn' },
    });
  }, 30_000);

  afterAll(async () => {
    await h?.close();
  });
}
