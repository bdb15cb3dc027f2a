// Stacked actions keep one gap: each group of buttons is spaced from what comes before and after it, so "Load more
// stores" (the locator's own group) never touches the step's "Save and continue" below it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Actions } from '../../../src/components/Actions';
import { Button } from '../../../src/components/Button';
import { themeFor } from '../../../brands/themes';
import { renderWithProviders } from './renderWithProviders';

const { spacing } = themeFor('lumen');

describe('a group of actions', () => {
  it('keeps the same gap between its buttons and around the group', () => {
    renderWithProviders(
      <>
        <Actions>
          <Button type="button">Load more stores</Button>
        </Actions>
        <Actions>
          <Button type="submit">Save and continue</Button>
          <Button type="button">Not now</Button>
        </Actions>
      </>,
    );
    const group = screen.getByRole('button', { name: 'Save and continue' }).parentElement!;
    const style = getComputedStyle(group);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.gap).toBe(spacing.md);
    // Margins above and below, which collapse between two groups into one gap (never none, never twice).
    expect(style.marginTop).toBe(spacing.lg);
    expect(style.marginBottom).toBe(spacing.lg);
    const first = getComputedStyle(screen.getByRole('button', { name: 'Load more stores' }).parentElement!);
    expect(first.marginBottom).toBe(spacing.lg);
  });
});
