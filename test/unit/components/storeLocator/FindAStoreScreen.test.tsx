// "Find a Store" (/stores): a public page, open signed out, with its own title in both languages;
// a `zip` in the address searches at once; the Harbor footer's link points here.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureRoutes } from '../../../../src/app/routes';
import FindAStoreScreen from '../../../../src/features/stores/FindAStoreScreen';
import { storesPaths } from '../../../../src/features/stores/paths';
import { loadLang } from '../../../../src/lib/i18n/translate';
import { footerLinksFor } from '../../../../server/content/footerLinks';
import { renderWithProviders } from '../renderWithProviders';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/locations/search') {
        return Response.json({
          origin: { postalCode: '43215', latitude: 39.9671, longitude: -83.0044, city: 'Columbus', state: 'OH' },
          stores: [],
        });
      }
      return Response.json(footerLinksFor('harbor'));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut = { brand: { key: 'harbor' as const, campaignId: '' } };

describe('Find a Store', () => {
  it('is a public route with its own title', () => {
    const route = featureRoutes.find((r) => r.path === storesPaths.find);
    expect(route).toMatchObject({ title: 'stores.heading' });
    expect(route?.auth ?? false).toBe(false);
    expect(route?.adminOnly ?? false).toBe(false);
  });

  it('shows the locator to a signed-out visitor and searches a ZIP from the address at once', async () => {
    renderWithProviders(<FindAStoreScreen />, { route: '/stores?zip=43215', preloadedState: signedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('43215');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No stores found near 43215.'));
  });

  it('speaks Spanish too', async () => {
    await loadLang('es');
    renderWithProviders(<FindAStoreScreen />, { route: '/stores', preloadedState: signedOut, lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar una tienda' })).toBeVisible();
    expect(screen.getByLabelText('Código postal')).toBeVisible();
  });

  it("is where Harbor's footer link goes", () => {
    expect(footerLinksFor('harbor').find((l) => l.idTag === 'stores')).toEqual({
      idTag: 'stores',
      title: 'Find a Store',
      titles: { en: 'Find a Store', es: 'Buscar una tienda' },
      url: storesPaths.find,
    });
  });
});
