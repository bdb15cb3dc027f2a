// The language choice in the page header: each language named in itself, the current one pressed. The choice is
// remembered on this device (a cookie, see src/lib/i18n/lang.ts) and sets the page's `lang`.
import { useState } from 'react';
import styled from 'styled-components';
import { LANGS, useT, type Lang } from '../lib/i18n';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Choice = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: default;
  }
`;

export function LanguageSwitch() {
  const { t, lang, setLang } = useT();
  const [switching, setSwitching] = useState(false);
  const choose = (next: Lang) => {
    if (next === lang || switching) return;
    setSwitching(true);
    // A catalogue that cannot be fetched leaves the page in its language; the customer can try again.
    setLang(next)
      .catch((error: unknown) => console.warn('language not loaded', error))
      .finally(() => setSwitching(false));
  };
  return (
    <Group role="group" aria-label={t('shell.language')}>
      {LANGS.map((option) => (
        <Choice
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === lang}
          aria-busy={switching}
          onClick={() => choose(option)}
        >
          {t(`shell.languageName.${option}`)}
        </Choice>
      ))}
    </Group>
  );
}
