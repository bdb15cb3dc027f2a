// The living components page (dev builds only): one column per brand, each with the logo, the buttons, the actions
// drawn as buttons, the summary figures, a field on a card, the alerts, the stepper and a dialog that opens in that
// brand.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../../../brands/catalog';
import { themeFor } from '../../../brands/themes';
import ComponentsPage from '../../../src/components/devtools/ComponentsPage';
import { devtoolsRoutes } from '../../../src/features/devtools/routes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const KEYS = Object.keys(BRANDS) as BrandKey[];

describe('the components page', () => {
  it('shows every component in every brand, side by side', async () => {
    const { container } = renderWithProviders(<ComponentsPage />, { route: '/devtools/components' });
    expect(screen.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    for (const brand of KEYS) {
      const column = screen.getByRole('region', { name: BRANDS[brand].name });
      expect(within(column).getByRole('img', { name: BRANDS[brand].name })).toBeVisible();
      expect(within(column).getAllByRole('button', { name: 'Continue' })).toHaveLength(2);
      expect(within(column).getByRole('button', { name: 'Not available' })).toBeDisabled();
      expect(within(column).getByRole('link', { name: 'Make a payment' })).toHaveAttribute('data-action', 'primary');
      expect(
        within(column).getByRole('link', { name: 'See your options to convert or refinance this loan' }),
      ).toHaveAttribute('data-action', 'secondary');
      expect(within(column).getByText('Past due').parentElement).toHaveAttribute('data-figure', 'alert');
      expect(within(column).getByText('Amount due').parentElement).toHaveAttribute('data-figure', 'emphasised');
      expect(within(column).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(within(column).getByRole('alert')).toHaveTextContent("That code isn't right.");
      expect(within(column).getAllByRole('status')).toHaveLength(2);
    }
    expect(await axeViolations(container)).toEqual([]);
    // Five brands' worth of components in jsdom, role queries and axe over all of it: seconds alone, far longer on a
    // machine that runs the server suites beside it.
  }, 90_000);

  it('opens a dialog in the brand of its column', async () => {
    const { user } = renderWithProviders(<ComponentsPage />, { route: '/devtools/components' });
    const keel = screen.getByRole('region', { name: BRANDS.keel.name });
    await user.click(within(keel).getByRole('button', { name: 'Open the dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'A question for the customer' });
    expect(getComputedStyle(dialog).backgroundColor).toBe(hexToRgb(themeFor('keel').colors.card));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a route in development builds only', () => {
    // Vitest runs in development mode; `vite build` replaces import.meta.env.DEV with false and drops the route.
    expect(devtoolsRoutes.map((r) => r.path)).toEqual(import.meta.env.DEV ? ['/devtools/components'] : []);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
