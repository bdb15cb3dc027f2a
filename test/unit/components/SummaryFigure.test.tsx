// A summary figure: a label and its amount as a term and its description, plain and small, emphasised (larger, the
// brand's accent edge) or in the alert tone (the brand's error colours), which always comes with words.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../../brands/themes';
import { SummaryFigure, SummaryFigures } from '../../../src/components/SummaryFigure';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

function Sample() {
  return (
    <SummaryFigures>
      <SummaryFigure
        label="Past due"
        value="$287.50"
        tone="alert"
        note={<span data-testid="when">6 days past due</span>}
      />
      <SummaryFigure label="Amount due" value="$345.00" tone="emphasised" note="Due in 10 days" />
      <SummaryFigure label="Finance charge" value="$45.00" />
    </SummaryFigures>
  );
}

/** The figure (its box) whose label is `label`. */
const figureOf = (label: string) => screen.getByText(label).parentElement!;

describe('SummaryFigure', () => {
  it('pairs each label with its amount, and the note under it', async () => {
    const { container } = renderWithProviders(<Sample />);
    expect(screen.getByText('Finance charge').tagName).toBe('DT');
    expect(screen.getByText('Finance charge').nextElementSibling?.textContent).toBe('$45.00');
    expect(screen.getByTestId('when')).toHaveTextContent('6 days past due');
    expect(figureOf('Past due')).toHaveTextContent('Past due$287.506 days past due');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('makes the emphasised and alert figures larger than the plain ones', () => {
    renderWithProviders(<Sample />);
    const sizeOf = (label: string) => getComputedStyle(figureOf(label).querySelector('dd')!).fontSize;
    expect(sizeOf('Amount due')).not.toBe(sizeOf('Finance charge'));
    expect(sizeOf('Past due')).toBe(sizeOf('Amount due'));
    expect(figureOf('Amount due')).toHaveAttribute('data-figure', 'emphasised');
    expect(figureOf('Finance charge')).toHaveAttribute('data-figure', 'plain');
  });

  it('draws an amount overdue in the brand’s alert colours, with its words', () => {
    renderWithProviders(<Sample />, { brand: 'harbor' });
    const { colors } = themeFor('harbor');
    const alert = figureOf('Past due');
    expect(alert).toHaveAttribute('data-figure', 'alert');
    expect(getComputedStyle(alert).backgroundColor).toBe(hexToRgb(colors.errorSurface));
    expect(getComputedStyle(alert.querySelector('dd')!).color).toBe(hexToRgb(colors.error));
    expect(getComputedStyle(figureOf('Amount due').querySelector('dd')!).color).not.toBe(hexToRgb(colors.error));
  });
});
