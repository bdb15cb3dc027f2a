// The store locator's state beyond the search results (which RTK Query caches): the map's tile configuration, which
// the server hands the client at start-up (/config.json), and the last failed search, kept as an error.
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { API_REDUCER_PATH } from '../api/reducerPath';
import type { StoreSearchArgs } from '../api/stores/endpoints';

export interface MapTiles {
  /** Leaflet's `{z}/{x}/{y}` template. */
  tileUrl: string;
  attribution: string;
}

export interface StoresState {
  tiles: MapTiles;
  /** The last search that failed, until one succeeds: the server's code (or HTTP status) and the searched place. */
  searchError: { code: string; postalCode: string | null; storeNumber: string | null } | null;
}

/** What the server sends when nothing is configured (server/config.ts); tiles may be unreachable, markers are not. */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

export const initialStoresState: StoresState = { tiles: DEFAULT_MAP_TILES, searchError: null };

interface SearchSettled {
  type: string;
  payload?: unknown;
  meta: {
    requestStatus: 'fulfilled' | 'rejected';
    condition?: boolean;
    arg: { endpointName: string; originalArgs: StoreSearchArgs };
  };
}

/**
 * The store search's answers, recognised by their shape rather than with the endpoint's matchers: importing the
 * endpoint here would bring RTK Query into the login page's first paint (this slice is there from the start).
 */
const searchSettled =
  (status: SearchSettled['meta']['requestStatus']) =>
  (action: UnknownAction): action is UnknownAction & SearchSettled => {
    const meta = (action as Partial<SearchSettled>).meta;
    // `type` is checked, not assumed: a reducer sees whatever is dispatched (a test's bare objects included).
    return (
      typeof action.type === 'string' &&
      action.type.startsWith(`${API_REDUCER_PATH}/executeQuery/`) &&
      meta?.requestStatus === status &&
      meta.arg?.endpointName === 'searchStores'
    );
  };

const storesSlice = createSlice({
  name: 'stores',
  initialState: initialStoresState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(searchSettled('fulfilled'), (state) => {
      state.searchError = null;
    });
    builder.addMatcher(searchSettled('rejected'), (state, action) => {
      // A search skipped because the same one is already under way is not a failure.
      if (action.meta.condition) return;
      const error = action.payload as ApiError | undefined;
      const args = action.meta.arg.originalArgs;
      state.searchError = {
        code: error?.code ?? 'UNKNOWN',
        postalCode: args.postalCode ?? null,
        storeNumber: args.storeNumber ?? null,
      };
    });
  },
});

export const storesReducer = storesSlice.reducer;
