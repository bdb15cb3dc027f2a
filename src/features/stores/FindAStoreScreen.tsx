// /stores, "Find a Store": the store locator for anyone, signed in or not (the Harbor footer's link). A `zip` in
// the address (/stores?zip=43215) searches at once, so a link can point at a place.
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { StoreLocator } from '../../components/storeLocator/StoreLocator';
import { useT } from '../../lib/i18n';

/** The list, the map and "Your store" side by side need more than a form's width. */
const LAYOUT = 'page';

export default function FindAStoreScreen() {
  const { t } = useT();
  const [params] = useSearchParams();
  return (
    <PageShell width={LAYOUT}>
      <h1>{t('stores.heading')}</h1>
      <p>{t('stores.intro')}</p>
      <StoreLocator initialZip={params.get('zip') ?? undefined} />
    </PageShell>
  );
}
