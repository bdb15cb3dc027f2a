// The conversion pages' lists of figures: label on the left, amount on the right, one row each, so a column of money
// reads down like a statement. The label keeps room for a few words on a phone (a long amount wraps under itself
// instead), so "Cash to you" never breaks one word a line.
import styled from 'styled-components';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(min(9rem, 50%), 1fr) auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  max-width: 36rem;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  > div {
    display: contents;
  }
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    min-width: 0;
    text-align: right;
    overflow-wrap: break-word;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
