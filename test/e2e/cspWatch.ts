// What the browser tests need to hold a page to its Content-Security-Policy: the violations it reports, and the
// page's style nonce as its policy and its csp-nonce meta tag give it.
import type { Page, Response } from '@playwright/test';

/** Collects CSP violations two ways: the page's securitypolicyviolation events and Chromium's console errors. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return async () => {
    const fromEvents = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...fromConsole, ...fromEvents];
  };
}

/** A page response's style-src sources. */
export function styleSources(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy.split(';').find((d) => d.trim().startsWith('style-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

/** The nonce of the page's csp-nonce meta tag (its property: the browser hides the attribute from the page). */
export const metaNonce = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');

/** The nonce of every <style> element in the page's head, in order. */
export const styleElementNonces = (page: Page) =>
  page.evaluate(() => [...document.head.querySelectorAll('style')].map((s) => s.nonce));
