// A reload at any step resumes there, for the steps after the bank (the bank's own routes are
// bank.spec.ts's; part 1's are application.spec.ts's): an application seeded to each step through the API, a new
// visit offers it and continuing opens that step, and a reload on the step stays on it with its page shown.
import { expect, test } from './fixtures';
import { applicationPaths as p } from '../../src/features/application/paths';
import { seedApplication, type SeedOptions } from './applicationSeed';
import { openSignedIn } from './apiSession';
import { resetServer } from './support';

const at = (path: string) => new RegExp(`${path}$`);

test.beforeEach(async ({ request }) => resetServer(request));

const CASES: { seed: SeedOptions; path: string; heading: string }[] = [
  { seed: { at: 'agreements' }, path: p.agreements, heading: 'Review and agree' },
  { seed: { at: 'otp' }, path: p.otp, heading: 'Verify your phone' },
  { seed: { at: 'products' }, path: p.products, heading: 'Choose your loan' },
  { seed: { at: 'amount' }, path: p.amount, heading: 'Choose your amount' },
  { seed: { at: 'uploadDocs', incomeType: 'SELF_EMPLOYED' }, path: p.uploadDocs, heading: 'Upload your documents' },
  { seed: { at: 'identity' }, path: p.identity, heading: 'Verify your identity' },
  { seed: { at: 'submit' }, path: p.submit, heading: 'Review your application' },
];

for (const { seed, path, heading } of CASES) {
  test(`an application left on ${path} resumes there, and a reload stays there`, async ({ page, request }) => {
    await seedApplication(request, seed);
    await openSignedIn(page, request, 'new.customer@example.com');
    await page.goto(p.home);
    await expect(page).toHaveURL(at(p.resume));
    await page.getByRole('button', { name: 'Continue my application' }).click();
    await expect(page).toHaveURL(at(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.reload();
    await expect(page).toHaveURL(at(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
