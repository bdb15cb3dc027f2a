// The one button: primary or secondary, disabled styling that still reads clearly.
import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? 'transparent' : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.primaryText)};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
