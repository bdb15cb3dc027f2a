// The store locator's state beyond the search results (which RTK Query caches): the map's tile configuration, which
// the server hands the client at start-up (/config.json), and the last failed search, kept as an error (spec 001
// section 4 "Store locator": "A failed search is stored as an error").
import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { storesApi } from '../api/stores/endpoints';

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

const storesSlice = createSlice({
  name: 'stores',
  initialState: initialStoresState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(storesApi.endpoints.searchStores.matchFulfilled, (state) => {
      state.searchError = null;
    });
    builder.addMatcher(storesApi.endpoints.searchStores.matchRejected, (state, action) => {
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
