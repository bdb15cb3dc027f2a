// The one boundary the store locator (src/components/storeLocator/, built elsewhere) replaces at merge: the same props
// ({ selectedStoreNumber?, onSelect?(store), initialZip?, initialStoreNumber? }). Until then a labelled store-number
// field stands in, so the store-select step works end to end without the map.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldWrapper } from '../../components/fieldParts';
import { useT } from '../../lib/i18n';

export interface PickedStore {
  storeNumber: string;
}

export interface StorePickerProps {
  selectedStoreNumber?: string;
  onSelect?: (store: PickedStore) => void;
  initialZip?: string;
  initialStoreNumber?: string;
}

const Input = styled.input`
  ${controlStyle}
`;

export function StorePicker({ selectedStoreNumber, onSelect, initialStoreNumber }: StorePickerProps) {
  const { t } = useT();
  const id = useId();
  const [typed, setTyped] = useState(selectedStoreNumber ?? initialStoreNumber ?? '');
  return (
    <FieldWrapper>
      <p>{t('application.store.placeholderNote')}</p>
      <label htmlFor={id}>{t('application.store.number')}</label>
      <Input
        id={id}
        name="storeNumber"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
          setTyped(digits);
          onSelect?.({ storeNumber: digits });
        }}
      />
    </FieldWrapper>
  );
}
