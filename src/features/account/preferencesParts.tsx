// What the preferences page's sections share: a section with its heading, the state of a save (busy, then its
// outcome announced in place), and words kept as paragraphs (the E-SIGN disclosure is several).
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { useT, type MessageKey } from '../../lib/i18n';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  overflow-wrap: anywhere;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    min-width: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.spacing.xs};
  }
`;

export function PreferencesSection(props: { heading: MessageKey; children: ReactNode; 'data-testid': string }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} data-testid={props['data-testid']}>
      <h2 id={headingId}>{t(props.heading)}</h2>
      {props.children}
    </Box>
  );
}

/** Boxes or radios side by side where they fit, one under the other on a narrow phone. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.spacing.lg}`};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
`;

/** Words that may hold paragraphs (a blank line between each), shown as they were written. */
export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text.split('\n\n').map((paragraph, i) => (
      <p key={i}>{paragraph}</p>
    ))}
  </>
);

type Saved = { tone: 'success' | 'error'; key: MessageKey; values?: Record<string, string> } | null;

/**
 * A section's save: `busy` while it runs, then what came of it, shown where the section is (an error takes focus).
 * A failure keeps what the customer entered: the section's own state is never reset by it.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);
  const [tries, setTries] = useState(0);
  const save = async (change: () => Promise<unknown>, ok: MessageKey, values?: Record<string, string>) => {
    setBusy(true);
    setSaved(null);
    try {
      await change();
      setSaved({ tone: 'success', key: ok, ...(values ? { values } : {}) });
    } catch {
      setSaved({ tone: 'error', key: 'account.preferences.failed' });
      setTries((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, tries, save };
}

/** `focus`: a success takes focus too (where the button that made the change is gone once it is made). */
export function SaveOutcome({ state, focus = false }: { state: ReturnType<typeof useSave>; focus?: boolean }) {
  const { t } = useT();
  const { saved, tries } = state;
  if (!saved) return null;
  return (
    <Alert tone={saved.tone} focusKey={tries} {...(focus ? { autoFocus: true } : {})}>
      {t(saved.key, saved.values)}
    </Alert>
  );
}
