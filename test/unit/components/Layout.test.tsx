// The page layout: every screen's PageShell shows the brand's wordmark (named by the brand), the
// help line, the language switch, the page on a card in the main landmark, and the brand's footer links. The Logo and
// Card on their own too, each with an axe check, in every brand.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { WORDMARKS } from '../../../brands/wordmarks';
import { Card } from '../../../src/components/Card';
import { Logo } from '../../../src/components/Logo';
import { PageShell } from '../../../src/components/PageShell';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const KEYS = Object.keys(BRANDS) as BrandKey[];

beforeEach(() => {
  // The footer links the server serves per brand (server/content/footerLinks.ts).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json([{ idTag: 'terms', title: 'Terms of Use', url: `/pages/terms?brand=${url.split('/').pop()}` }]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(KEYS)('the layout on %s', (brand) => {
  it('draws the wordmark as one image named by the brand, in the theme colours', async () => {
    const { container } = renderWithProviders(<Logo brand={brand} />, { brand });
    const logo = screen.getByRole('img', { name: BRANDS[brand].name });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveTextContent(`${WORDMARKS[brand].name}${WORDMARKS[brand].tagline}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the page on a card inside the main landmark, between the header and the footer', async () => {
    const { container } = renderWithProviders(
      <PageShell>
        <h1>Log in</h1>
      </PageShell>,
      { brand, route: '/login', preloadedState: { brand: { key: brand, campaignId: '' } } },
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('img', { name: BRANDS[brand].name })).toBeVisible();
    expect(within(header).getByRole('link', { name: `Help: ${BRANDS[brand].phoneNumber}` })).toHaveAttribute(
      'href',
      `tel:${BRANDS[brand].phoneNumber}`,
    );
    expect(within(header).getByRole('group', { name: 'Language' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Log in' }).parentElement?.tagName).toBe('SECTION');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      `/pages/terms?brand=${brand}`,
    );
    expect(footer).toHaveTextContent(BRANDS[brand].legalName);
    // "Harbor Check & Loan, Inc." ends the sentence with its own full stop, not a second one.
    expect(footer).not.toHaveTextContent('..');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the card', () => {
  it('holds its content as a section, with no accessibility findings', async () => {
    const { container } = renderWithProviders(
      <Card aria-labelledby="t">
        <h2 id="t">Your account</h2>
        <p>Balance</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent('Balance');
    expect(await axeViolations(container)).toEqual([]);
  });
});
