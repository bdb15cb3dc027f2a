// The footer names each link in the customer's language: the server sends every title in each language
// (server/content/footerLinks.ts); a link with no title in that language keeps its English one. A file of its own:
// the footer links are fetched once per brand per page load, so another test's answer would be the one shown.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PageShell } from '../../../src/components/PageShell';
import { loadLang } from '../../../src/lib/i18n/translate';
import { renderWithProviders } from './renderWithProviders';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("names each footer link in the customer's language when the server sends that title, else in English", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json([
        { idTag: 'terms', title: 'Terms of Use', titles: { en: 'Terms of Use', es: 'Términos de uso' }, url: '/t' },
        { idTag: 'old', title: 'Help Center', url: '/h' },
      ]),
    ),
  );
  await loadLang('es');
  renderWithProviders(<PageShell>{null}</PageShell>, { lang: 'es', route: '/login' });
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Términos de uso' })).toHaveAttribute('href', '/t');
  expect(within(footer).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/h');
});
