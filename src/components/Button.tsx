// The one button: primary (filled) or secondary (outlined), at least 44px tall for a thumb, disabled styling that
// still reads clearly. Colours come from the theme (test/unit/brands/themes.test.ts checks the pairs). Every button
// says which it is in `data-action`, so a test can count a page's primary actions (one per page: docs/design-system.md).
import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';

export type ActionVariant = 'primary' | 'secondary';

/** The look of a button, shared with the links drawn as buttons (PrimaryAction.tsx). */
export const buttonLook = css<{ $variant?: ActionVariant }>`
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? 'transparent' : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.primaryText)};
  transition:
    filter 120ms ease,
    box-shadow 120ms ease;
  &:hover:not(:disabled) {
    filter: brightness(0.92);
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18);
  }
  &:active:not(:disabled) {
    filter: brightness(0.85);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A press on a submit button leaves focus where it was. Otherwise the field being left validates on blur, its error
 * message appears or goes, the button moves between mouse-down and mouse-up, and the click is lost (the customer
 * corrects a field, clicks Save, and nothing happens). Submitting validates every field anyway.
 */
const keepFocusOnPress =
  (own?: (event: MouseEvent<HTMLButtonElement>) => void) => (event: MouseEvent<HTMLButtonElement>) => {
    own?.(event);
    if (event.button === 0) event.preventDefault();
  };

export const Button = styled.button.attrs<{ $variant?: ActionVariant }>((props) => ({
  'data-action': props.$variant ?? 'primary',
  ...(props.type === 'submit' ? { onMouseDown: keepFocusOnPress(props.onMouseDown) } : {}),
}))<{ $variant?: ActionVariant }>`
  ${buttonLook}
`;
