// The conversion pages' lists of figures: label on the left, amount on the right, one row each, so a column of money
// reads down like a statement.
import styled from 'styled-components';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
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
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
