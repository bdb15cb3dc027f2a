// The look: the self-hosted font, the wordmark in the header, forms on a card, the help line on
// one line on a phone, branded legal pages with structure, and no components page in a production build.
import { expect, test } from './fixtures';
import { brandUrl } from './support';

const BRANDS = {
  lumen: 'Lumen Cash',
  harbor: 'Harbor Check & Loan',
  pinecrest: 'Pinecrest Cash Advance',
  meridian: 'Meridian Installment Loans',
  keel: 'Keel Card',
} as const;

for (const [brand, name] of Object.entries(BRANDS)) {
  test(`${brand}: logo, card, font and a one-line help number on a 375px phone`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(brandUrl(baseURL, brand, '/login'));
    await expect(page.getByRole('banner').getByRole('img', { name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => document.fonts.load('16px "Inter Variable"').then((f) => f.length))).toBe(1);
    // The font comes from the portal's own origin, as the build's one latin file.
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(new RegExp(`^http://${brand}\\.localhost:\\d+/assets/inter-latin-`));
    const help = page.getByRole('link', { name: /^Help: / });
    const box = await help.boundingBox();
    const lineHeight = await help.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box?.height).toBeLessThan(lineHeight * 1.5);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
}

test('legal pages carry the brand: wordmark, contents, numbered sections, how to reach us', async ({
  page,
  baseURL,
}) => {
  await page.goto(brandUrl(baseURL, 'meridian', '/pages/privacy'));
  await expect(page).toHaveTitle('Privacy Policy | Meridian Installment Loans');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Meridian Installment Loans' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(5);
  await contents.getByRole('link', { name: 'Who we share it with' }).click();
  await expect(page).toHaveURL(/#share$/);
  await expect(page.getByRole('heading', { level: 2, name: '3. Who we share it with' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Ridgeway State Bank');

  // In the brand's own font, and in Spanish one link away (the section links work the same there).
  const interLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      // check() is also true when no face matches at all; a face of ours that loaded is the proof.
      return [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded');
    });
  expect(await interLoaded()).toBe(true);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Política de privacidad | Meridian Installment Loans');
  await page
    .getByRole('navigation', { name: 'Contenido' })
    .getByRole('link', { name: 'Con quién la compartimos' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: '3. Con quién la compartimos' })).toBeVisible();
  expect(await interLoaded()).toBe(true);
});

test('the components page is not part of a production build', async ({ page }) => {
  const res = await page.goto('/devtools/components');
  // The client has no such route, so it leaves for the brand's 404 page.
  await expect(page).toHaveURL(/\/pages\/not-found/);
  expect(res?.status()).toBeLessThan(500);
});
