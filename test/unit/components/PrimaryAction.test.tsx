// The page's next step drawn as the primary button: a router link keeps the link role and leads on, a button does
// its thing here; both say `data-action="primary"` like the primary Button, and look like it. A secondary action is
// outlined and says `secondary`.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { themeFor } from '../../../brands/themes';
import { Button } from '../../../src/components/Button';
import { PrimaryAction, SecondaryAction } from '../../../src/components/PrimaryAction';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('PrimaryAction', () => {
  it('is a link that looks like the primary button and leads where it says', async () => {
    const { user, container } = renderWithProviders(
      <>
        <PrimaryAction to="/account/payment">Make a payment</PrimaryAction>
        <Button type="button">Pay</Button>
      </>,
      { route: '/account', brand: 'lumen' },
    );
    const link = screen.getByRole('link', { name: 'Make a payment' });
    expect(link).toHaveAttribute('href', '/account/payment');
    expect(link).toHaveAttribute('data-action', 'primary');
    const primary = themeFor('lumen').colors.primary;
    expect(getComputedStyle(link).backgroundColor).toBe(hexToRgb(primary));
    expect(getComputedStyle(link).backgroundColor).toBe(
      getComputedStyle(screen.getByRole('button', { name: 'Pay' })).backgroundColor,
    );
    expect(getComputedStyle(link).textDecoration).toContain('none');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(link);
    expect(screen.getByTestId('navigated-to')).toHaveTextContent('/account/payment');
  });

  it('is a button when it acts on the page', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<PrimaryAction onClick={onClick}>Try again</PrimaryAction>);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('data-action', 'primary');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a secondary action is outlined and says so, as the secondary Button does', () => {
    renderWithProviders(
      <>
        <SecondaryAction to="/loan/conversion">See your options</SecondaryAction>
        <Button type="button" $variant="secondary">
          Go Back
        </Button>
      </>,
      { brand: 'lumen' },
    );
    const link = screen.getByRole('link', { name: 'See your options' });
    const button = screen.getByRole('button', { name: 'Go Back' });
    expect(link).toHaveAttribute('data-action', 'secondary');
    expect(button).toHaveAttribute('data-action', 'secondary');
    expect(getComputedStyle(link).color).toBe(hexToRgb(themeFor('lumen').colors.primary));
    expect(getComputedStyle(link).backgroundColor).toBe(getComputedStyle(button).backgroundColor);
  });

  it('the primary Button says it is the primary action by default', () => {
    renderWithProviders(<Button type="submit">Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-action', 'primary');
  });
});
