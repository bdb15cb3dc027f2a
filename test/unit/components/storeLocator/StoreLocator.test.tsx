// The store locator as a visitor meets it: the ZIP field takes digits
// only, at most 5, and searches 400 ms after the fifth; 3 stores nearest first, "load more" by 3 up to 9, a count
// that is announced; choosing a store shows "Your store" with its hours and what to bring; a failed search is an
// alert and is kept in the store; store 2997 starts from no store. The network is a stub of POST /locations/search.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Actions } from '../../../../src/components/Actions';
import { StoreLocator } from '../../../../src/components/storeLocator/StoreLocator';
import { WEEK, type StoreResult, type StoreSearchRequest } from '../../../../src/lib/stores';
import { axeViolations } from '../axe';
import { renderWithProviders } from '../renderWithProviders';

const HOURS = WEEK.map((day) =>
  day === 'SUNDAY'
    ? { day, openTime: null, closeTime: null, closed: true }
    : { day, openTime: '09:00', closeTime: day === 'SATURDAY' ? '16:00' : '18:00', closed: false },
);

/** Ten stores, nearest first, 1.6 km apart: the stub answers the first nine, as the server's limit does. */
const STORES: StoreResult[] = Array.from({ length: 10 }, (_, i) => ({
  storeNumber: `05${String(i + 1).padStart(2, '0')}`,
  storeName: `Harbor Check & Loan Store ${i + 1}`,
  addressLine1: `${100 + i} N High St`,
  addressLine2: null,
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
  latitude: 39.96 + i * 0.01,
  longitude: -83.0,
  phone: `61455505${String(i).padStart(2, '0')}`,
  brand: 'harbor',
  hours: HOURS,
  distance: 1609 * (i + 1),
}));

const ORIGIN = { postalCode: '43215', latitude: 39.9671, longitude: -83.0044, city: 'Columbus', state: 'OH' };

let searches: StoreSearchRequest[] = [];

beforeEach(() => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/locations/search')) return Response.json([]);
      const body = JSON.parse(String(init?.body)) as StoreSearchRequest;
      searches.push(body);
      if (body.postalCode === '00000') {
        return Response.json({ error: { code: 'UNKNOWN_POSTAL_CODE', message: 'no such ZIP' } }, { status: 404 });
      }
      if (body.postalCode === '42900') {
        return Response.json(
          { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many store searches.' } },
          { status: 429, headers: { 'retry-after': '120' } },
        );
      }
      if (body.postalCode === '99999') {
        return Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 });
      }
      const limit = body.params?.limit ?? 9;
      const stores = body.storeNumber ? STORES.filter((s) => s.storeNumber === body.storeNumber) : STORES;
      return Response.json({ origin: body.postalCode ? ORIGIN : null, stores: stores.slice(0, limit) });
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const harbor = { brand: { key: 'harbor' as const, campaignId: '' } };

function renderLocator(props: Parameters<typeof StoreLocator>[0] = {}) {
  return renderWithProviders(<StoreLocator {...props} />, { route: '/stores', preloadedState: harbor });
}

const results = () => screen.queryAllByTestId('store-result');
const names = () => results().map((r) => within(r).getByRole('heading').textContent);

describe('the ZIP search', () => {
  it('takes digits only, at most 5', async () => {
    const { user } = renderLocator();
    const zip = screen.getByLabelText('ZIP code');
    await user.type(zip, '4a3-2 1(5)9');
    expect(zip).toHaveValue('43215');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAttribute('autocomplete', 'postal-code');
  });

  it("searches at once on Enter, which never submits a form around it (the application's store step)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const submitted: string[] = [];
    renderWithProviders(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted.push('form');
        }}
      >
        <StoreLocator />
      </form>,
      { route: '/application/store-select', preloadedState: harbor },
    );
    const zip = screen.getByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '4321' } });
    fireEvent.keyDown(zip, { key: 'Enter' });
    expect(searches).toEqual([]);
    fireEvent.change(zip, { target: { value: '43215' } });
    act(() => {
      fireEvent.keyDown(zip, { key: 'Enter' });
    });
    // No timer moved: the search went out on Enter itself.
    await act(async () => undefined);
    expect(searches).toHaveLength(1);
    expect(submitted).toEqual([]);
  });

  it('searches 400 ms after the fifth digit, not before, and not for fewer digits', async () => {
    // A clock that moves only when told to (typing through fireEvent, which needs no timers of its own).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLocator();
    const zip = screen.getByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '4321' } });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(searches).toEqual([]);
    fireEvent.change(zip, { target: { value: '43215' } });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(searches).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      postalCode: '43215',
      type: 'Store',
      brand: 'harbor',
      activeOnly: true,
      params: { limit: 9, skip: 0, maxDistance: 804700 },
    });
    vi.useRealTimers();
    expect(await screen.findByText('Showing 3 of 9 stores nearest to 43215.')).toBeVisible();
  });
});

describe('the results', () => {
  it('shows 3 nearest first, "load more" by 3 up to 9, and announces the count', async () => {
    const { user } = renderLocator({ initialZip: '43215' });
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(names()).toEqual([
      'Harbor Check & Loan Store 1',
      'Harbor Check & Loan Store 2',
      'Harbor Check & Loan Store 3',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 9 stores nearest to 43215.');
    expect(within(results()[0] as HTMLElement).getByText('Store 0501 · 1 miles away')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more stores' }));
    expect(results()).toHaveLength(6);
    // Focus goes to the first store that appeared, so the keyboard carries on from there.
    expect(screen.getByRole('heading', { name: 'Harbor Check & Loan Store 4' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 9 stores nearest to 43215.');

    await user.click(screen.getByRole('button', { name: 'Load more stores' }));
    expect(results()).toHaveLength(9);
    expect(names().at(-1)).toBe('Harbor Check & Loan Store 9');
    expect(screen.queryByRole('button', { name: 'Load more stores' })).not.toBeInTheDocument();
    // "Load more" shows what the one search found; it asks the server nothing.
    expect(searches).toHaveLength(1);
  });

  it('puts "load more" in its own group of actions, spaced from a button that follows', async () => {
    renderLocator({ initialZip: '43215' });
    const loadMore = await screen.findByRole('button', { name: 'Load more stores' });
    expect(loadMore.parentElement).toHaveClass(Actions.styledComponentId);
  });

  it('puts a marker on the map for each store shown', async () => {
    const { user, container } = renderLocator({ initialZip: '43215' });
    await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Map of the stores shown' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more stores' }));
    await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(6));
    // Markers are a pointer extra: not tab stops.
    container.querySelectorAll('.leaflet-marker-icon').forEach((m) => expect(m).not.toHaveAttribute('tabindex', '0'));
  });
});

describe('choosing a store', () => {
  it('shows "Your store" with the details, hours Monday to Sunday and what to bring, and tells the embedder', async () => {
    const onSelect = vi.fn();
    const { user, container } = renderLocator({ initialZip: '43215', onSelect });
    await waitFor(() => expect(results()).toHaveLength(3));
    const second = results()[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Choose this store' }));

    const panel = screen.getByRole('region', { name: 'Your store' });
    expect(screen.getByRole('heading', { name: 'Your store' })).toHaveFocus();
    expect(within(panel).getByText('Harbor Check & Loan Store 2')).toBeVisible();
    expect(within(panel).getByText(/101 N High St/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Call (614) 555-0501' })).toHaveAttribute('href', 'tel:6145550501');
    const rows = within(panel).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monday9:00 AM to 6:00 PM',
      'Tuesday9:00 AM to 6:00 PM',
      'Wednesday9:00 AM to 6:00 PM',
      'Thursday9:00 AM to 6:00 PM',
      'Friday9:00 AM to 6:00 PM',
      'Saturday9:00 AM to 4:00 PM',
      'SundayClosed',
    ]);
    const bring = within(panel).getByRole('list', { name: 'What to bring' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Valid ID',
      'Proof of income',
      'Active checking account (open at least 30 days)',
      'Proof of address and phone',
    ]);
    expect(within(second).getByRole('button', { name: 'Your store' })).toHaveAttribute('aria-pressed', 'true');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ storeNumber: '0502' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts from a store number: shown and chosen, without a ZIP', async () => {
    renderLocator({ initialStoreNumber: '0507' });
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(searches[0]).toMatchObject({ storeNumber: '0507' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing store 0507.');
    expect(
      within(screen.getByRole('region', { name: 'Your store' })).getByText('Harbor Check & Loan Store 7'),
    ).toBeVisible();
  });

  it('reads store 2997 as no store: no search, nothing chosen', async () => {
    renderLocator({ initialStoreNumber: '2997' });
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(searches).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your store' })).not.toBeInTheDocument();
  });

  it("follows the embedder's choice (selectedStoreNumber)", async () => {
    renderLocator({ initialZip: '43215', selectedStoreNumber: '0503' });
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(within(results()[2] as HTMLElement).getByRole('button', { name: 'Your store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your store' })).getByText('Harbor Check & Loan Store 3'),
    ).toBeVisible();
  });
});

describe('a failed search', () => {
  it('is an alert that takes focus, and is kept in the store as an error', async () => {
    const { store } = renderLocator({ initialZip: '99999' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't search for stores just now. Please try again in a moment.");
    expect(alert).toHaveFocus();
    expect(store.getState().stores.searchError).toEqual({ code: 'INTERNAL', postalCode: '99999', storeNumber: null });
    expect(results()).toHaveLength(0);
  });

  it('says when there were too many searches', async () => {
    renderLocator({ initialZip: '42900' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many store searches. Please wait a few minutes and try again.',
    );
  });

  it("clears the last search's stores: the error stands alone, never over another ZIP's results", async () => {
    const { user } = renderLocator({ initialZip: '43215' });
    await waitFor(() => expect(results()).toHaveLength(3));
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '00000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find ZIP code 00000. Check it and try again.",
    );
    expect(results()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load more stores' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The next search after the error shows no stale stores while it runs, then its own.
    await user.clear(zip);
    await user.type(zip, '43215');
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the ZIP code does not exist, and a good search clears the error', async () => {
    const { store, user } = renderLocator({ initialZip: '00000' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find ZIP code 00000. Check it and try again.",
    );
    expect(store.getState().stores.searchError?.code).toBe('UNKNOWN_POSTAL_CODE');
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '43215');
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().stores.searchError).toBeNull();
  });
});
