// In the browser: under the Content-Security-Policy the whole sign-in with MFA and the
// CSR login still work with no violation reported, and another site cannot frame the login pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watchViolations } from './cspWatch';
import { expect, test } from './fixtures';
import { answerRememberDevice, fillLogin, latestCode, resetServer, signIn } from './support';

test.beforeEach(async ({ request }) => resetServer(request));

test('sign-in with an e-mailed code runs with no CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const email = 'online.returning@example.com';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfa\/otp-email$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await answerRememberDevice(page, true);
  await expect(page).toHaveURL(/\/account$/);
  const response = await page.request.get('/login');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await violations()).toEqual([]);
});

test('an inline script is refused, and the watcher sees it (so an empty list above means something)', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
});

test('the CSR login runs with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin/login');
  await fillLogin(page, 'csr.admin@example.com');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Signed in as csr.admin@example.com.')).toBeVisible();
  expect(await violations()).toEqual([]);
});

for (const path of ['/login', '/admin/login']) {
  test(`another site cannot frame ${path}`, async ({ page, baseURL }, testInfo) => {
    const target = new URL(path, baseURL).toString();
    // Another site's page that frames the portal and notes when the frame has loaded. A file, not a routed URL: a
    // page Playwright fulfils counts as public, and Chromium would refuse it a loopback frame for that reason alone.
    const attacker = testInfo.outputPath('framing.html');
    mkdirSync(dirname(attacker), { recursive: true });
    writeFileSync(attacker, `<iframe id="f" src="${target}" onload="window.framed = true"></iframe>`);
    await page.goto(pathToFileURL(attacker).toString());
    await page.waitForFunction(() => (window as unknown as { framed?: boolean }).framed === true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Blocked: Chromium shows its own error page in the frame, and the portal's page never runs there.
    expect(frame?.url()).not.toBe(target);
    await page.waitForTimeout(1_000);
    expect(await frame?.locator('input').count()).toBe(0);
  });
}
