// What the security page's sections share: how a browser is named, the list each section shows its items in, the
// facts of an item, and the outcome line a change leaves (announced, in the catalogue's words).
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DeviceDescription } from '../../../api/security/endpoints';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { formatEasternInstant } from '../../lib/format/dates';
import { useT, type Lang, type MessageKey, type MessageValues } from '../../lib/i18n';

type T = (key: MessageKey, values?: MessageValues) => string;

/** "Firefox on Android"; a browser with no known system is its name alone; none known, "Unknown browser". */
export function deviceLabel(t: T, device: DeviceDescription): string {
  if (device.browser && device.os) return t('security.device.named', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('security.device.unknown');
}

export const when = (iso: string, lang: Lang) => formatEasternInstant(iso, lang);

/** Sections stand apart, so a section's last button is not read as the next heading's. */
/** A section of the security page, spaced from the next. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  > li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    padding: ${({ theme }) => theme.spacing.md} 0;
    overflow-wrap: anywhere;
  }
`;

export const ItemName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.spacing.xs};
    }
  }
`;

/** An item's facts as term and value pairs. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Dl>
  );
}

/**
 * One section of the page: its heading and why it is there, the outcome of its last change, then its items (or the
 * words for none) and what it offers beneath them (`after`).
 */
export function SecuritySection(props: {
  /** The section's words: `<words>.heading`, `.intro` and `.none` in the catalogue. */
  words: 'security.sessions' | 'security.devices' | 'security.events';
  outcome?: ReactNode;
  after?: ReactNode;
  children: ReactNode[];
  'data-testid': string;
}) {
  const { t } = useT();
  const headingId = useId();
  const { words } = props;
  return (
    <Section aria-labelledby={headingId} data-testid={props['data-testid']}>
      <h2 id={headingId}>{t(`${words}.heading`)}</h2>
      <p>{t(`${words}.intro`)}</p>
      {props.outcome}
      {props.children.length === 0 ? <p>{t(`${words}.none`)}</p> : <ItemList>{props.children}</ItemList>}
      {props.after}
    </Section>
  );
}

/** One item of a section's list: its name (with a badge beside it), its facts and what may be done with it. */
export function Item(props: {
  name: string;
  badge?: ReactNode;
  facts: [string, ReactNode][];
  action?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <li data-testid={props['data-testid']}>
      <ItemName>
        {props.name}
        {props.badge}
      </ItemName>
      <Facts rows={props.facts} />
      {props.action}
    </li>
  );
}

export interface Outcome {
  tone: 'success' | 'error';
  key: MessageKey;
}

/** The outcome of the section's last change, and a way to run one: `ok` on success, `failed` otherwise. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (change: () => Promise<unknown>, ok: MessageKey, failed: MessageKey) => {
    setOutcome(null);
    try {
      await change();
      setOutcome({ tone: 'success', key: ok });
    } catch {
      setOutcome({ tone: 'error', key: failed });
    }
  };
  return { outcome, run };
}

export function OutcomeLine({ outcome, t }: { outcome: Outcome | null; t: T }) {
  return outcome ? <Alert tone={outcome.tone}>{t(outcome.key)}</Alert> : null;
}

interface ChangeProps {
  /** The button's words. */
  children: string;
  /** Its accessible name where the words alone would not say which item (it starts with the words, WCAG 2.5.3). */
  name?: string;
  busy: boolean;
  change: () => Promise<unknown>;
  ok: MessageKey;
  failed: MessageKey;
  run: ReturnType<typeof useOutcome>['run'];
}

/** A change the section offers: a secondary button (the page's primary action is not these). */
export function ChangeButton({ children, name, busy, change, ok, failed, run }: ChangeProps) {
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={busy}
      aria-label={name}
      onClick={() => void run(change, ok, failed)}
    >
      {children}
    </Button>
  );
}
