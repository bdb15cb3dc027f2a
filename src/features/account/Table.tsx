// The account pages' tables: full width, figures right-aligned, the first column (a date or a number) left.
import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  th,
  td {
    text-align: right;
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;
