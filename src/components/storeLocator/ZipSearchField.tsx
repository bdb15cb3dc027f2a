// The locator's ZIP field: digits only, at most 5, and the search fires 400 ms after the fifth
// digit, so a person who is still correcting the ZIP does not search for every version of it.
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { formatZip } from '../../lib/inputFormats';
import { ZIP_SEARCH_DELAY_MS } from '../../lib/stores';
import { controlStyle, FieldWrapper } from '../fieldParts';

const Input = styled.input`
  ${controlStyle}
  max-width: 10rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  initialZip?: string;
  onSearch: (zip: string) => void;
}

export function ZipSearchField({ initialZip = '', onSearch }: Props) {
  const { t } = useT();
  const id = useId();
  const [zip, setZip] = useState(() => formatZip(initialZip));
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    // Only what the person typed waits; a ZIP handed in (initialZip) is searched by the locator straight away.
    if (!typed || zip.length !== 5) return undefined;
    const timer = setTimeout(() => onSearch(zip), ZIP_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [zip, typed, onSearch]);

  return (
    <FieldWrapper>
      <label htmlFor={`${id}-zip`}>{t('common.zipCode')}</label>
      <Input
        id={`${id}-zip`}
        name="zip"
        value={zip}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setTyped(true);
          setZip(formatZip(e.target.value));
        }}
        onKeyDown={(e) => {
          // Enter searches now; inside a form (the application's store step) it must not submit that form instead.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (zip.length === 5) onSearch(zip);
        }}
      />
      <Hint id={`${id}-hint`}>{t('stores.zipHint')}</Hint>
    </FieldWrapper>
  );
}
