// The store locator: a ZIP search, the nearest stores 3 at a time
// ("load more" by 3, up to the search's 9), a map with a marker per store shown, and "Your store" once one is chosen.
// It starts from a store number when given one (2997 means none), else from a ZIP. Reusable: the public Find a Store
// page and the application's store-select step embed it, the latter choosing through `onSelect`.
import { skipToken } from '@reduxjs/toolkit/query';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchStoresQuery, type StoreSearchArgs } from '../../../api/stores/endpoints';
import type { ApiError } from '../../../api/errors';
import { useAppSelector } from '../../../store/hooks';
import { useT, type MessageKey } from '../../lib/i18n';
import { NO_STORE, STORES_PER_PAGE, type Store, type StoreResult } from '../../lib/stores';
import { Actions } from '../Actions';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { StoreList } from './StoreList';
import { YourStore } from './YourStore';
import { ZipSearchField } from './ZipSearchField';

// Leaflet is big; it loads when there is something to show on the map, never with the app shell or the login page.
const StoreMap = lazy(() => import('./StoreMap'));

export interface StoreLocatorProps {
  /**
   * The chosen store, when the embedding screen keeps it (the application's storeInformation.storeNumber). Its
   * details show once a search finds it; pass it as `initialStoreNumber` too to have it looked up at once.
   */
  selectedStoreNumber?: string;
  onSelect?: (store: Store) => void;
  /** Search near this ZIP at once (e.g. the applicant's own). */
  initialZip?: string;
  /** Start from this store (shown and chosen); "2997" means no store. */
  initialStoreNumber?: string;
}

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  min-height: 1.5em;
`;

/** Without the map (its code failed to load), the list still does everything. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function errorKey(error: ApiError): MessageKey {
  if (error.code === 'UNKNOWN_POSTAL_CODE') return 'stores.error.unknownZip';
  if (error.code === 'TOO_MANY_REQUESTS' || error.code === '429') return 'stores.error.tooMany';
  return 'stores.error.failed';
}

const validZip = (zip: string | undefined) => (zip && /^\d{5}$/.test(zip) ? zip : undefined);

export function StoreLocator({ selectedStoreNumber, onSelect, initialZip, initialStoreNumber }: StoreLocatorProps) {
  const { t } = useT();
  const brand = useAppSelector((s) => s.brand.key);
  const startNumber = initialStoreNumber && initialStoreNumber !== NO_STORE ? initialStoreNumber : undefined;
  const startZip = validZip(initialZip);
  const [args, setArgs] = useState<StoreSearchArgs | null>(() =>
    startNumber || startZip ? { brand, postalCode: startZip, storeNumber: startNumber } : null,
  );
  const [shown, setShown] = useState(STORES_PER_PAGE);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const [chosenStore, setChosenStore] = useState<Store | null>(null);
  const { data: lastAnswer, currentData, error, isFetching } = useSearchStoresQuery(args ?? skipToken);
  // The results shown are the current search's. While a new search runs, the last one's stay (nothing jumps) unless
  // it failed: a failed search shows its error alone, never over an older search's stores.
  const lastSearchFailed = useAppSelector((s) => s.stores.searchError !== null);
  const data = currentData ?? (isFetching && !lastSearchFailed ? lastAnswer : undefined);

  const search = useCallback(
    (zip: string) => {
      setArgs({ brand, postalCode: zip });
      setShown(STORES_PER_PAGE);
      setFocusFrom(null);
    },
    [brand],
  );

  const results = args && data ? data.stores : [];
  const visible = results.slice(0, shown);
  // The embedding screen's choice wins; otherwise the store the visitor chose here, or the one started from.
  const chosenNumber = selectedStoreNumber ?? chosenStore?.storeNumber ?? startNumber ?? null;
  const chosen =
    results.find((s) => s.storeNumber === chosenNumber) ??
    (chosenStore?.storeNumber === chosenNumber ? chosenStore : null);

  const choose = (store: StoreResult) => {
    setChosenStore(store);
    onSelect?.(store);
  };

  const apiError = error as ApiError | undefined;
  let status = '';
  if (isFetching) status = t('stores.searching');
  else if (args && data) {
    status = args.postalCode
      ? t('stores.results', { total: results.length, shown: visible.length, zip: args.postalCode })
      : t(results.length > 0 ? 'stores.foundByNumber' : 'stores.notFoundByNumber', { number: args.storeNumber ?? '' });
  }

  return (
    <div>
      <ZipSearchField initialZip={startZip} onSearch={search} />
      {apiError && !isFetching && (
        <Alert focusKey={args}>{t(errorKey(apiError), { zip: args?.postalCode ?? '' })}</Alert>
      )}
      {/* One live region that is always there, so each new count is read out. */}
      <Status role="status" aria-live="polite">
        {status}
      </Status>
      {visible.length > 0 && (
        <>
          <MapBoundary>
            <Suspense fallback={null}>
              <StoreMap stores={visible} origin={data?.origin ?? null} chosen={chosenNumber} onChoose={choose} />
            </Suspense>
          </MapBoundary>
          <StoreList stores={visible} chosen={chosenNumber} onChoose={choose} focusFrom={focusFrom} />
          {shown < results.length && (
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setFocusFrom(shown);
                  setShown(shown + STORES_PER_PAGE);
                }}
              >
                {t('stores.loadMore')}
              </Button>
            </Actions>
          )}
        </>
      )}
      {chosen && <YourStore store={chosen} focusOnShow={chosenStore !== null} />}
    </div>
  );
}
