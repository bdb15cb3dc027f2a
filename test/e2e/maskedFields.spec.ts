// Masked fields on a phone keypad: a date of birth typed as digits gets its slashes and passes, and
// an SSN pasted with spaces is shown with dashes.
import { expect, test } from './fixtures';

test('a date of birth typed as 04121985 becomes 04/12/1985 with no error', async ({ page }) => {
  await page.goto('/enrollment');
  const date = page.getByLabel('Date of birth (MM/DD/YYYY)');
  await expect(date).toHaveAttribute('inputmode', 'numeric');
  await date.click();
  await page.keyboard.type('04121985');
  await expect(date).toHaveValue('04/12/1985');
  await page.keyboard.press('Tab');
  await expect(date).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Enter your date of birth as MM/DD/YYYY')).toHaveCount(0);

  // Deleting in the middle keeps the caret where it was: backspace after the first slash takes the 4.
  await date.click();
  await date.press('End');
  for (let i = 0; i < 7; i += 1) await date.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(date).toHaveValue('05/12/1985');
});

test('an SSN pasted with spaces is shown with dashes, a ZIP+4 keeps five digits', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/enrollment');
  const paste = async (label: string, text: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.getByLabel(label).click();
    await page.keyboard.press('ControlOrMeta+V');
  };
  await paste('Social Security number', '123 45 6789');
  await expect(page.getByLabel('Social Security number')).toHaveValue('123-45-6789');
  await paste('ZIP code', '43215-1234');
  await expect(page.getByLabel('ZIP code')).toHaveValue('43215');
  await paste('Date of birth (MM/DD/YYYY)', '1985-04-12');
  await expect(page.getByLabel('Date of birth (MM/DD/YYYY)')).toHaveValue('04/12/1985');
});

test('a date typed with a two-digit year gets its century on leaving the field', async ({ page }) => {
  await page.goto('/enrollment');
  const date = page.getByLabel('Date of birth (MM/DD/YYYY)');
  await date.click();
  await page.keyboard.type('4/12/85');
  await expect(date).toHaveValue('04/12/85');
  await page.keyboard.press('Tab');
  await expect(date).toHaveValue('04/12/1985');
  await expect(date).toHaveAttribute('aria-invalid', 'false');
});
