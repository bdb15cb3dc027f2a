// A figure on a summary: a label and its amount (or date, or rate), as a term and its description in a `<dl>`
// (SummaryFigures). Most figures are plain and small; the one the customer came to see (what is due) is emphasised,
// larger, and an amount overdue takes the alert tone, the brand's error colours, always with words that say so (the
// label, and a note such as "6 days past due") so the colour is never the only sign (WCAG 1.4.1). The pairs drawn
// here (text and error on errorSurface, text on surface, primary on card) are checked in test/unit/brands/themes.test.ts.
import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type FigureTone = 'plain' | 'emphasised' | 'alert';

/** The figures of one summary: a grid that puts as many side by side as fit (one column at 320 px). */
export const SummaryFigures = styled.dl<{ $lead?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $lead }) => ($lead ? '13rem' : '9rem')}, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

const toneLook = (theme: DefaultTheme, tone: FigureTone) => {
  const c = theme.colors;
  if (tone === 'alert')
    return css`
      border: 1px solid ${c.error};
      border-left: 6px solid ${c.error};
      background: ${c.errorSurface};
      dd:first-of-type {
        color: ${c.error};
      }
    `;
  if (tone === 'emphasised')
    return css`
      border: 1px solid ${c.divider};
      border-left: 6px solid ${c.primary};
      background: ${c.surface};
    `;
  return css`
    border: 1px solid ${c.divider};
  `;
};

const Box = styled.div<{ $tone: FigureTone }>`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme, $tone }) => ($tone === 'plain' ? theme.spacing.sm : `${theme.spacing.sm} ${theme.spacing.md}`)};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, $tone }) => toneLook(theme, $tone)}
  dt {
    font-size: ${({ theme, $tone }) => ($tone === 'plain' ? theme.fontSizes.sm : theme.fontSizes.md)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd:first-of-type {
    font-size: ${({ theme, $tone }) => ($tone === 'plain' ? theme.fontSizes.md : theme.fontSizes.xxl)};
    font-weight: ${({ theme, $tone }) => ($tone === 'plain' ? theme.fontWeights.regular : theme.fontWeights.bold)};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  dd + dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

interface Props {
  label: string;
  /** The figure as the customer reads it: an amount from formatCents, a date, a rate. */
  value: ReactNode;
  tone?: FigureTone;
  /** Words under the figure, e.g. when it is due or how long overdue. */
  note?: ReactNode;
}

/** One figure of a SummaryFigures list. */
export function SummaryFigure({ label, value, tone = 'plain', note }: Props) {
  return (
    <Box $tone={tone} data-figure={tone}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note != null && <dd>{note}</dd>}
    </Box>
  );
}
