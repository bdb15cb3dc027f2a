// Find a Store: public (no sign-in), its screen and the locator with Leaflet loaded only on this route.
import type { FeatureRoute } from '../../lib/featureRoute';
import { storesPaths } from './paths';

export const storesRoutes: FeatureRoute[] = [
  { path: storesPaths.find, load: () => import('./FindAStoreScreen'), title: 'stores.heading' },
];
