// "Your store": the chosen store's details, its hours Monday to Sunday and the list of
// what to bring. Its heading takes focus when a store is chosen, so a screen reader reads on from the choice.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT, type MessageKey } from '../../lib/i18n';
import type { Store } from '../../lib/stores';
import { phoneOf, timeOf } from './format';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
  }
  h2:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.xs};
  }
  p,
  address {
    margin: 0;
    font-style: normal;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 2px ${({ theme }) => theme.spacing.md} 2px 0;
    font-weight: normal;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const BRING: MessageKey[] = ['stores.bring.id', 'stores.bring.income', 'stores.bring.checking', 'stores.bring.address'];

export function YourStore({ store, focusOnShow = true }: { store: Store; focusOnShow?: boolean }) {
  const { t, lang } = useT();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [store.storeNumber, focusOnShow]);

  return (
    <Panel aria-labelledby="your-store-heading" data-testid="your-store">
      <h2 id="your-store-heading" ref={heading} tabIndex={-1}>
        {t('stores.yourStore.heading')}
      </h2>
      <Columns>
        <div>
          <p>
            <strong>{store.storeName}</strong>
          </p>
          <address>
            {store.addressLine1}
            {store.addressLine2 && (
              <>
                <br />
                {store.addressLine2}
              </>
            )}
            <br />
            {`${store.city}, ${store.state} ${store.postalCode}`}
          </address>
          <p>
            <a href={`tel:${store.phone}`} aria-label={t('stores.yourStore.call', { phone: phoneOf(store.phone) })}>
              {phoneOf(store.phone)}
            </a>
          </p>
          <h3 id="your-store-bring">{t('stores.bring.heading')}</h3>
          <ul aria-labelledby="your-store-bring">
            {BRING.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="your-store-hours">{t('stores.hours.heading')}</h3>
          <Hours aria-labelledby="your-store-hours">
            <tbody>
              {store.hours.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{t(`stores.day.${day.day}`)}</th>
                  <td>
                    {day.closed || !day.openTime || !day.closeTime
                      ? t('stores.hours.closed')
                      : t('stores.hours.range', {
                          open: timeOf(day.openTime, lang),
                          close: timeOf(day.closeTime, lang),
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </Hours>
        </div>
      </Columns>
    </Panel>
  );
}
