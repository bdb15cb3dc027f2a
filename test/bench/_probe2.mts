import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [412, 1280]) {
const page = await browser.newPage({ viewport: { width: w, height: 823 } });
await page.addInitScript(() => {
  (window as any).lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).lcp.push(`${Math.round(e.startTime)} ${e.size} ${e.element?.closest('#first-paint') ? 'frame' : 'app'} ${e.element?.tagName}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).lcp.push(`paint ${e.name} ${Math.round(e.startTime)}`); }).observe({ type: 'paint', buffered: true });
});
await page.goto('http://localhost:8811/login');
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => (window as any).lcp));
await page.close();
}
await browser.close();
