// The panel a page's form sits on: the card colour, a soft edge and shadow, the brand's larger radius. Padding
// shrinks on a phone so a 375px screen keeps its width for the fields.
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.spacing.xl};
  @media (max-width: 480px) {
    padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
