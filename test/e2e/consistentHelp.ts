// WCAG 3.2.6 (Consistent Help): the way to reach a person, the brand's help line (a tel: link), is in the same place
// on every page: in the page header, before the language choice. The portal's pages (PageShell) and the server's
// own pages (server/http/pages.ts) both put it there; the accessibility scan checks each page it reads.
import type { Page } from '@playwright/test';

/** What is wrong with where the help line is on the page, with its address; empty when it is in its place. */
export async function helpOutOfPlace(page: Page): Promise<string[]> {
  const problem = await page.evaluate(() => {
    const header = document.querySelector('header');
    const help = header?.querySelector('a[href^="tel:"]');
    if (!help) return 'no help line in the page header';
    const language = header?.querySelector('a[lang], button[lang]');
    // The language choice preceding the help line: the two swapped places.
    if (language && help.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_PRECEDING) {
      return 'the help line comes after the language choice';
    }
    return '';
  });
  return problem ? [`${problem} on ${page.url()}`] : [];
}
