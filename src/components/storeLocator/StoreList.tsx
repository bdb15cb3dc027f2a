// The search's stores as a list, nearest first: the accessible way to choose a store (the map's markers are extras).
// Each store names itself in a heading and offers one "Choose this store" toggle; after "load more", focus moves to
// the first store that appeared so a keyboard or screen-reader user carries on from there.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import type { StoreResult } from '../../lib/stores';
import { Button } from '../Button';
import { milesOf } from './format';

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Item = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: ${({ $chosen }) => ($chosen ? 2 : 1)}px solid
    ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`;

/** The number of the store's marker on the map; the list's own order already says it to a screen reader. */
const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Details = styled.div`
  min-width: 0;
  flex: 1 1 14rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const headingIdOf = (storeNumber: string) => `store-${storeNumber}-name`;

interface Props {
  stores: StoreResult[];
  chosen: string | null;
  onChoose: (store: StoreResult) => void;
  /** Index of the first store "load more" revealed; it takes focus. */
  focusFrom: number | null;
}

export function StoreList({ stores, chosen, onChoose, focusFrom }: Props) {
  const { t, lang } = useT();
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);

  useEffect(() => {
    if (focusFrom !== null) headings.current[focusFrom]?.focus();
  }, [focusFrom]);

  return (
    <List aria-label={t('stores.listLabel')}>
      {stores.map((store, i) => {
        const headingId = headingIdOf(store.storeNumber);
        const isChosen = store.storeNumber === chosen;
        return (
          <Item key={store.storeNumber} $chosen={isChosen} data-testid="store-result">
            <Badge aria-hidden="true">{i + 1}</Badge>
            <Details>
              <h3
                id={headingId}
                tabIndex={-1}
                ref={(el) => {
                  headings.current[i] = el;
                }}
              >
                {store.storeName}
              </h3>
              <p>
                {store.addressLine1}
                {store.addressLine2 ? `, ${store.addressLine2}` : ''}
              </p>
              <p>{`${store.city}, ${store.state} ${store.postalCode}`}</p>
              <Muted>
                {t('stores.storeNumber', { number: store.storeNumber })}
                {store.distance !== null && ` · ${t('stores.distance', { miles: milesOf(store.distance, lang) })}`}
              </Muted>
            </Details>
            <Button
              type="button"
              $variant={isChosen ? 'primary' : 'secondary'}
              aria-pressed={isChosen}
              aria-describedby={headingId}
              onClick={() => onChoose(store)}
            >
              {isChosen ? t('stores.chosen') : t('stores.choose')}
            </Button>
          </Item>
        );
      })}
    </List>
  );
}
