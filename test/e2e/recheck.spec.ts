// A change in place after the sign-in's proof went stale: a signed-in customer whose multi-factor code is more than
// 5 minutes old (made so through the dev route, not by waiting) changes the phone, is asked in place to confirm it is
// them with a code e-mailed to the account, types it (read from the outbox as it would arrive), and the change goes on
// with what they typed: the code to the new number, then the change. Closing the re-check leaves the change unmade
// and the number typed. axe on the dialog, and no sideways scrolling at 320 px. A customer with the authenticator app
// on is asked for its code instead (nothing is e-mailed), a wrong one is said in place, and the app's next code lets
// the change go on. A customer with a passkey (added in the security settings, Chromium's virtual authenticator
// answering the browser's prompt) confirms with "Use a passkey", again with nothing e-mailed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountPaths } from '../../src/features/account/paths';
import { expectNoAxeViolations } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { codeOf, STEP_MS, turnOnAuthenticator } from './authenticatorSupport';
import { latestCode, outbox, resetServer } from './support';
import { virtualAuthenticator } from './virtualAuthenticator';

const PAULA = 'open.payday@example.com';
const NEW_PHONE = '(614) 555-0142';
/** Whose sign-in through the API passes the check with a code (a fresh proof), as turning the app on needs. */
const OLIVER = 'online.returning@example.com';

test.beforeEach(async ({ request }) => resetServer(request));
// A test here may turn the authenticator app on for a demo customer: later specs' sign-ins must not meet it.
test.afterEach(async ({ request }) => resetServer(request));

/** Starts changing the phone on the personal page (which needs a fresh proof); the phone field. */
async function askForPhoneChange(page: Page) {
  await page.getByRole('radio', { name: 'Phone' }).check();
  const phone = page.getByLabel('New phone number');
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  return phone;
}

/**
 * On a 320 px phone the dialog fits without sideways scrolling (WCAG 1.4.10), its buttons wrapping, and no line of
 * text runs past the box it is in (a masked e-mail is one long word).
 */
async function expectFitsPhone(page: Page, dialog: Locator) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(
    await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 320),
  ).toBe(true);
  const spilling = await dialog.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const out: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      if (box && node.textContent?.trim() && range.getBoundingClientRect().right > box.right + 0.5)
        out.push(node.textContent.trim().slice(0, 40));
    }
    return out;
  });
  expect(spilling).toEqual([]);
  if (size) await page.setViewportSize(size);
}

/** As if more than 5 minutes had passed since the customer last proved it is them. */
async function makeProofStale(request: APIRequestContext, email = PAULA) {
  expect((await request.post('/dev/recent-proofs/age', { data: { email } })).ok()).toBe(true);
}

test('a stale sign-in is asked for a code in place, and the phone change then goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, request, PAULA);
  await makeProofStale(request);
  await page.goto(accountPaths.personal);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();

  // Closing the re-check: nothing changes, and the number typed is still there.
  const phone = await askForPhoneChange(page);
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText("Your change was not made. To make it, confirm it's you.");
  await expect(phone).toHaveValue(NEW_PHONE);

  // Asked again, proved with the e-mailed code.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('We sent a 6-digit code to');
  const code = dialog.getByLabel('Code');
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page, dialog);
  await code.fill(await latestCode(request, PAULA, /verification code/i));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // The change went on with what was typed: the code to the new number, then the change.
  await expect(page.getByText(/^We sent a code to .+0142\. It expires in 10 minutes\.$/)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, '6145550142', /contact details/i));
  await page.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your contact details were changed.')).toBeVisible();
  await expect(page.locator('dt:text-is("Phone") + dd')).toHaveText('Ending in 0142');
});

test('a customer with the authenticator app on confirms the change with an app code, nothing e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Turned on first: that sign-in's code is its fresh proof and remembers the test's device, so the page's own
  // sign-in next passes the check as a remembered device would, without an app code.
  const secret = await turnOnAuthenticator(request, OLIVER);
  await openSignedIn(page, request, OLIVER);
  await makeProofStale(request, OLIVER);
  const codesBefore = (await outbox(request, OLIVER)).filter((m) => m.code).length;
  await page.goto(accountPaths.personal);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await askForPhoneChange(page);

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog.getByRole('status')).toHaveText('Enter the 6-digit code your authenticator app shows now.');
  const code = dialog.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Use a code sent to my e-mail instead' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page, dialog);
  expect((await outbox(request, OLIVER)).filter((m) => m.code)).toHaveLength(codesBefore);

  // A wrong code is said in place, and the field is ready for the next try.
  const wrong = codeOf(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That code is not right or was already used. Wait for the next code in your app and try again.',
  );
  await expect(code).toBeFocused();
  // The step the set-up used is spent; the app's next code (one step of drift is accepted) proves it.
  await code.fill(codeOf(secret, Date.now() + STEP_MS));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^We sent a code to .+0142\. It expires in 10 minutes\.$/)).toBeVisible();
});

test('a customer with a passkey confirms the change with it, nothing e-mailed', async ({ page, request }) => {
  test.setTimeout(90_000);
  await virtualAuthenticator(page);
  await openSignedIn(page, request, PAULA, '/account/security');
  // Adding the passkey needs a fresh proof too: with no passkey yet, the e-mailed code.
  await makeProofStale(request);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog.getByRole('status')).toContainText('We sent a 6-digit code to');
  await dialog.getByLabel('Code').fill(await latestCode(request, PAULA, /verification code/i));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('Your passkey was added.')).toBeVisible();

  await makeProofStale(request);
  const codesBefore = (await outbox(request, PAULA)).filter((m) => m.code).length;
  await page.goto(accountPaths.personal);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await askForPhoneChange(page);
  await expect(dialog.getByRole('status')).toHaveText('Use your passkey to confirm it is you.');
  const usePasskey = dialog.getByRole('button', { name: 'Use a passkey' });
  await expect(usePasskey).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Use a code sent to my e-mail instead' })).toBeVisible();
  await expectNoAxeViolations(page);
  await usePasskey.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^We sent a code to .+0142\. It expires in 10 minutes\.$/)).toBeVisible();
  expect((await outbox(request, PAULA)).filter((m) => m.code)).toHaveLength(codesBefore);
});
