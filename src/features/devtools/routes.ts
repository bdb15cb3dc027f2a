// The living components page exists only in development builds (`npm run dev`): Vite replaces
// `import.meta.env.DEV` with `false` in `vite build`, so the route and its chunk are not in a production build.
import type { FeatureRoute } from '../../lib/featureRoute';
import { devtoolsPaths } from './paths';

export const devtoolsRoutes: FeatureRoute[] = import.meta.env.DEV
  ? [
      {
        path: devtoolsPaths.components,
        load: () => import('../../components/devtools/ComponentsPage'),
        title: 'devtools.components.title',
      },
    ]
  : [];
