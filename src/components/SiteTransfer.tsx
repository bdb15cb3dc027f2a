// Transfers to another brand's site (some brands send visitors to a partner site or to the
// card-like brand's site, by feature flag): say where and why, then go there.
import { useEffect } from 'react';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { brandOrigin } from '../../brands/config';
import { useT } from '../lib/i18n';
import { PageShell } from './PageShell';
import { StatusMessage } from './StatusMessage';

/** Long enough to read the message (and for a screen reader to announce it). */
export const TRANSFER_DELAY_MS = 3000;

const isHostOf = (brand: BrandKey, host: string) => BRANDS[brand].hosts.includes(host.split(':')[0] ?? '');

/**
 * Where this visit must go instead, if anywhere: the account-management (card) brand's site (its flag on, not already
 * there), or the partner's site for a brand that redirects to it (its flag on).
 */
export function transferTarget(
  flags: { redirectToCardBrand: boolean; redirectToPartnerSite: boolean },
  brand: BrandKey,
  host: string,
): BrandKey | null {
  const { accountManagementBrand, redirectsToPartnerSite, partnerBrand } = BRANDS[brand];
  if (flags.redirectToCardBrand && !isHostOf(accountManagementBrand, host)) return accountManagementBrand;
  if (flags.redirectToPartnerSite && redirectsToPartnerSite) return partnerBrand;
  return null;
}

export function SiteTransfer({ to, path }: { to: BrandKey; path: string }) {
  const target = `${brandOrigin(to, location)}${path}`;
  const brand = BRANDS[to].name;
  const { t } = useT();
  useEffect(() => {
    const timer = setTimeout(() => location.assign(target), TRANSFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return (
    <PageShell>
      <h1>{t('shell.transfer.heading', { brand })}</h1>
      <StatusMessage>{t('shell.transfer.body', { brand })}</StatusMessage>
      <p>
        <a href={target}>{t('shell.transfer.link', { brand })}</a>
      </p>
    </PageShell>
  );
}
