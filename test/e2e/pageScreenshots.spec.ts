// `npm run screenshots`, part two: docs/screenshots.md's pictures of the pages a customer acts on (every account page,
// the convert and refinance screens, one agreement open, the application's steps) in two brands (Lumen Cash, Harbor
// Check & Loan) and both languages, on a desktop (1280×800) and a phone (390×844), saved as viewport JPEGs under
// docs/screenshots/pages/. Each picture is the first screen the customer sees, which is where the page's one primary
// action must be. Skipped in `npm test` (SCREENSHOTS unset).
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { wordsIn } from '../../server/documents/words';
import { conversionPaths } from '../../src/features/conversion/paths';
import { applicationPaths as p } from '../../src/features/application/paths';
import { openSignedIn } from './apiSession';
import { seedApplication, type SeedStep } from './applicationSeed';
import { expect, test } from './fixtures';
import { brandUrl, resetServer } from './support';

test.skip(!process.env.SCREENSHOTS, 'run with `npm run screenshots`');

export const SHOT_BRANDS = ['lumen', 'harbor'] as const;
export const SHOT_LANGS = ['en', 'es'] as const;
export const SHOT_DEVICES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Brand = (typeof SHOT_BRANDS)[number];
type Lang = (typeof SHOT_LANGS)[number];

/** The account pages, each as the demo customer who lands on it (docs/seed-data.md "Demo loans"). */
export const ACCOUNT_SHOTS: { name: string; email: string; path: string }[] = [
  { name: 'account-open-loan', email: 'open.payday@example.com', path: '/account' },
  { name: 'account-past-due', email: 'past.due@example.com', path: '/account' },
  { name: 'account-installment', email: 'installment.customer@example.com', path: '/account' },
  { name: 'account-no-loan', email: 'online.returning@example.com', path: '/account' },
  { name: 'account-conditional-approval', email: 'conditional.approval@example.com', path: '/account' },
  { name: 'account-pending-refinance', email: 'pending.refinance@example.com', path: '/account' },
  { name: 'account-pending-epp', email: 'pending.epp@example.com', path: '/account' },
  { name: 'account-refinance-pending', email: 'refinance.origination@example.com', path: '/account' },
  { name: 'account-origination-hold', email: 'origination.hold@example.com', path: '/account' },
  { name: 'account-rescission', email: 'rescission@example.com', path: '/account' },
  { name: 'account-payment', email: 'open.payday@example.com', path: '/account/payment' },
  { name: 'account-history', email: 'open.payday@example.com', path: '/account/history' },
  { name: 'account-documents', email: 'open.payday@example.com', path: '/account/documents' },
  { name: 'account-personal', email: 'open.payday@example.com', path: '/account/personal' },
  { name: 'conversion-choose', email: 'open.payday@example.com', path: conversionPaths.choose },
];

/** The application's steps, each from an application seeded through the API up to it. */
export const APPLICATION_SHOTS: { name: string; at: SeedStep; path: string }[] = [
  { name: 'application-bank', at: 'bank', path: p.bank },
  { name: 'application-agreements', at: 'agreements', path: p.agreements },
  { name: 'application-otp', at: 'otp', path: p.otp },
  { name: 'application-amount', at: 'amount', path: p.amount },
  { name: 'application-submit', at: 'submit', path: p.submit },
];

const PAULA = 'open.payday@example.com';

async function settle(page: Page) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Pages that fetch after their heading (figures, schedules) get a moment with the network quiet.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

const shotPath = (brand: Brand, lang: Lang, name: string, device: string) =>
  `docs/screenshots/pages/${brand}-${lang}-${name}-${device}.jpg`;

/** A fresh browser on `brand`'s site reading `lang` (the `lang` cookie is the portal's remembered choice). */
async function contextFor(browser: Browser, baseURL: string | undefined, brand: Brand, lang: Lang, device: string) {
  const origin = brandUrl(baseURL, brand, '');
  const context = await browser.newContext({
    viewport: SHOT_DEVICES[device as keyof typeof SHOT_DEVICES],
    baseURL: origin,
    locale: lang === 'es' ? 'es-US' : 'en-US',
  });
  await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
  return context;
}

/** Opens the convert or refinance page of Paula's loan the way she would, in the page's language. */
async function openConversion(page: Page, lang: Lang, title: 'convert' | 'refinance') {
  const say = wordsIn(lang);
  await page.goto(conversionPaths.choose);
  const card = page.getByRole('region', { name: say(`conversion.choose.${title}.title`) });
  await card.getByRole('button', { name: say('conversion.choose.select') }).click();
  await page
    .getByRole('dialog', { name: say('conversion.authorize.title') })
    .getByRole('button', { name: say('conversion.authorize.agree') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${conversionPaths[title]}`));
}

for (const brand of SHOT_BRANDS) {
  for (const lang of SHOT_LANGS) {
    test(`${brand} in ${lang}: account and conversion pages`, async ({ browser, request, baseURL }) => {
      test.setTimeout(600_000);
      await resetServer(request);
      for (const device of Object.keys(SHOT_DEVICES)) {
        for (const shot of ACCOUNT_SHOTS) {
          const context = await contextFor(browser, baseURL, brand, lang, device);
          const page = await context.newPage();
          await openSignedIn(page, request, shot.email, shot.path);
          await settle(page);
          await page.screenshot({ path: shotPath(brand, lang, shot.name, device), type: 'jpeg', quality: 70 });
          await context.close();
        }
        for (const kind of ['convert', 'refinance'] as const) {
          const context = await contextFor(browser, baseURL, brand, lang, device);
          const page = await context.newPage();
          await openSignedIn(page, request, PAULA);
          await settle(page);
          await openConversion(page, lang, kind);
          await settle(page);
          await page.screenshot({
            path: shotPath(brand, lang, `conversion-${kind}`, device),
            type: 'jpeg',
            quality: 70,
          });
          await context.close();
        }
      }
    });

    test(`${brand} in ${lang}: application steps and an agreement`, async ({ browser, request, baseURL }) => {
      test.setTimeout(600_000);
      for (const device of Object.keys(SHOT_DEVICES)) {
        for (const shot of APPLICATION_SHOTS) {
          await resetServer(request);
          await seedApplication(request, { at: shot.at });
          const context = await contextFor(browser, baseURL, brand, lang, device);
          const page = await context.newPage();
          // Resumed the way the customer resumes it: a step is reached from the resume page, not typed in.
          await openSignedIn(page, request, 'new.customer@example.com', p.home);
          await expect(page).toHaveURL(new RegExp(`${p.resume}$`));
          await page.getByRole('button', { name: wordsIn(lang)('application.resume.continue') }).click();
          await expect(page).toHaveURL(new RegExp(`${shot.path}$`));
          await settle(page);
          await page.screenshot({ path: shotPath(brand, lang, shot.name, device), type: 'jpeg', quality: 70 });
          if (shot.at === 'agreements') {
            // The first agreement open in its viewer.
            await page
              .getByRole('button', {
                name: new RegExp(`^${wordsIn(lang)('application.agreements.open', { title: '' })}`),
              })
              .first()
              .click();
            const dialog = page.getByRole('dialog');
            await expect(dialog).toBeVisible();
            await page.waitForLoadState('networkidle');
            await page.screenshot({
              path: shotPath(brand, lang, 'application-agreement-open', device),
              type: 'jpeg',
              quality: 70,
            });
          }
          await context.close();
        }
      }
    });
  }
}

/** docs/screenshots.md: every picture this file takes, a section a page, derived from the lists above. */
function gallery(): string {
  const names = [
    ...ACCOUNT_SHOTS.map((s) => s.name),
    'conversion-convert',
    'conversion-refinance',
    ...APPLICATION_SHOTS.map((s) => s.name),
    'application-agreement-open',
  ];
  const combos = SHOT_BRANDS.flatMap((brand) => SHOT_LANGS.map((lang) => ({ brand, lang })));
  const cell = (name: string, device: string) =>
    combos
      .map(({ brand, lang }) => {
        const file = shotPath(brand, lang, name, device).replace('docs/', '');
        return `![${name}, ${brand}, ${lang}, ${device}](${file})`;
      })
      .join(' | ');
  const header = `| | ${combos.map(({ brand, lang }) => `${brand} · ${lang}`).join(' | ')} |`;
  const rule = `|---|${combos.map(() => '---').join('|')}|`;
  return [
    '# Screenshots of the pages',
    '',
    'Taken by `npm run screenshots` (`test/e2e/pageScreenshots.spec.ts`, which writes this page too): the first screen',
    'of every account page, the convert and refinance screens, the application steps and one agreement open, in Lumen',
    'Cash and Harbor Check & Loan, in English and Spanish, on a desktop (1280×800) and a phone (390×844). The sign-in',
    'and code screens of all five brands are in [design-system.md](design-system.md).',
    '',
    ...names.flatMap((name) => [
      `## ${name}`,
      '',
      header,
      rule,
      `| desktop | ${cell(name, 'desktop')} |`,
      `| phone | ${cell(name, 'phone')} |`,
      '',
    ]),
  ].join('\n');
}

test.afterAll(async () => {
  if (!process.env.SCREENSHOTS) return;
  // Written as the lint's formatter would write it, so the page passes `prettier --check` as it comes out.
  const options = await resolveConfig('docs/screenshots.md');
  await writeFile('docs/screenshots.md', await format(gallery(), { ...options, parser: 'markdown' }));
});
