// The change of contact e-mail and phone on /account/personal in the browser against the real server:
// a signed-in customer asks for the change, reads the code from the demo outbox as it would arrive, is told
// plainly when the code is wrong (the code step and what was typed stay), then confirms with the right one and sees
// the new value, still there after a reload. axe on the page and on its code step.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountPaths } from '../../src/features/account/paths';
import { expectNoAxeViolations } from './applicationSupport';
import { openSignedIn } from './apiSession';
import { outbox, resetServer } from './support';

const PAULA = 'open.payday@example.com';

test.beforeEach(async ({ request }) => resetServer(request));

/** The code sent to the new address or number, as the customer would read it there. */
async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  const sent = (await outbox(request, to)).find((m) => m.code && /contact details/i.test(m.subject));
  if (!sent?.code) throw new Error(`no contact-change code for ${to}`);
  return sent.code;
}

/** Any six digits but the right ones. */
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

async function confirmWithWrongThenRightCode(page: Page, code: string) {
  const codeField = page.getByLabel('Verification code');
  await codeField.fill(wrongOf(code));
  await page.getByRole('button', { name: 'Confirm change' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'That code is not right. Check it and try again.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  // Nothing lost: still the code step for the same change, the field holding what was typed.
  await expect(codeField).toHaveValue(wrongOf(code));
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your contact details were changed.')).toBeVisible();
}

const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

test('a customer changes the contact e-mail, then the phone, each checked by the code sent to it', async ({
  page,
  request,
}) => {
  // Two changes, each with a code read from the outbox and a server round trip: more than the default 30 s on a busy
  // machine.
  test.setTimeout(60_000);
  await openSignedIn(page, request, PAULA);
  await page.goto(accountPaths.personal);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail.
  const newEmail = 'paula.new@example.com';
  await page.getByRole('radio', { name: 'Contact email' }).check();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/^We sent a code to .+\. It expires in 10 minutes\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmWithWrongThenRightCode(page, await codeSentTo(request, newEmail));
  await expect(detail(page, 'Contact email')).toHaveText(newEmail);
  await page.reload();
  await expect(detail(page, 'Contact email')).toHaveText(newEmail);
  // The sign-in e-mail is not the contact e-mail: it stays.
  await expect(detail(page, 'Email')).toHaveText(PAULA);

  // The phone.
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByLabel('New phone number').fill('(614) 555-0199');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/^We sent a code to .+\. It expires in 10 minutes\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmWithWrongThenRightCode(page, await codeSentTo(request, '6145550199'));
  await expect(detail(page, 'Phone')).toHaveText('Ending in 0199');
  await page.reload();
  await expect(detail(page, 'Phone')).toHaveText('Ending in 0199');
  await expect(detail(page, 'Contact email')).toHaveText(newEmail);
  await expectNoAxeViolations(page);
});
