// The one box for every message about the page as a whole: an error (role="alert", focused when it appears so
// keyboard and screen-reader users land on it), or a status or success (role="status", announced politely).
// Colours come from the theme (a tone colour and its fill); test/unit/brands/themes.test.ts checks the pairs.
import { useEffect, useRef, type ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

/** Each tone's colour (border, icon) and the fill of its box; the words are the text colour on that fill. */
export const toneColors = (theme: DefaultTheme, tone: AlertTone): { color: string; fill: string } => {
  const c = theme.colors;
  if (tone === 'error') return { color: c.error, fill: c.errorSurface };
  if (tone === 'success') return { color: c.success, fill: c.successSurface };
  return { color: c.info, fill: c.infoSurface };
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).color};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).fill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $tone }) => ($tone === 'error' ? 600 : 'normal')};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin-top: 0.1em;
    color: ${({ theme, $tone }) => toneColors(theme, $tone).color};
  }
  a {
    color: inherit;
  }
`;

const Text = styled.div`
  min-width: 0;
  /* A masked e-mail or a long address is one unbroken word: it wraps inside the box on a phone (WCAG 1.4.10). */
  overflow-wrap: anywhere;
  > p {
    margin: 0;
  }
`;

/** A circle with "!" (error), a tick (success) or "i" (info); decorative: the role and words carry the meaning. */
function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-tone={tone}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {tone === 'error' && (
        <path d="M12 6.5v7M12 16.5v1" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
      {tone === 'success' && (
        <path
          d="M7.5 12.5l3 3 6-6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'info' && (
        <path d="M12 10.5v7M12 6.5v1" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

interface Props {
  /** `error` (the default) is a role="alert" that takes focus; `success` and `info` are polite role="status". */
  tone?: AlertTone;
  children: ReactNode;
  /**
   * Focus moves to an error when it appears and again whenever this value changes (the same words shown again after
   * another failed try should be read again: pass a counter). Defaults to the text when the children are text.
   */
  focusKey?: unknown;
  /** Take focus on appearing; true for errors unless turned off (e.g. an error that is the whole page). */
  autoFocus?: boolean;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

export function Alert({ tone = 'error', children, focusKey, autoFocus, id, className, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const takesFocus = autoFocus ?? tone === 'error';
  const key = focusKey ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus, key]);
  const isError = tone === 'error';
  return (
    <Box
      ref={ref}
      id={id}
      className={className}
      data-testid={rest['data-testid']}
      $tone={tone}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? undefined : 'polite'}
      tabIndex={takesFocus ? -1 : undefined}
    >
      <ToneIcon tone={tone} />
      <Text>{children}</Text>
    </Box>
  );
}
