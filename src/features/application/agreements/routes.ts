// The application's agreements screens (docs/application-after-income.md says which routes are this folder's).
import type { FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';

export const agreementsRoutes: FeatureRoute[] = [
  {
    path: p.agreements,
    load: () => import('./AgreementsScreen'),
    auth: true,
    title: 'application.agreements.heading',
  },
  {
    path: p.uploadDocs,
    load: () => import('./UploadDocsScreen'),
    auth: true,
    title: 'application.agreements.upload.heading',
  },
];
