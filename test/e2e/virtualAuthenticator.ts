// A built-in authenticator for Chromium through the DevTools protocol's WebAuthn domain: it holds discoverable passkeys
// and verifies its user (as a fingerprint would), answering the browser's passkey prompts without a person.
import type { CDPSession, Page } from '@playwright/test';

export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
