// The login card while its form waits for its delay and its code: a turning ring and words in a polite status, laid
// over the room the form holds (it takes no room of its own, so nothing moves when the form replaces it). The server
// paints the same indicator into the page's frame before any script runs (server/http/loginFrame.ts).
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { FORM_LOADING } from '../lib/firstPaint';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md} 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Ring = styled.span`
  flex: none;
  width: ${FORM_LOADING.ring};
  height: ${FORM_LOADING.ring};
  border: ${FORM_LOADING.stroke} solid ${({ theme }) => theme.colors.divider};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${turn} ${FORM_LOADING.turn} linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function FormLoading({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" data-testid="form-loading">
      <Ring />
      <span>{children}</span>
    </Box>
  );
}
