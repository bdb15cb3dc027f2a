// A group of actions (buttons, and links styled as buttons): in a row that wraps on a phone, with the same gap between
// its own buttons, and the same space from whatever comes before and after, another group of actions included, so two
// stacked buttons never touch ("Load more stores" above "Save and continue").
import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  /* Vertical margins collapse between two groups: the space between them is this one gap, never twice it. */
  margin: ${({ theme }) => theme.spacing.lg} 0;
`;
