// The card-like brand's accounts are managed on its own site (spec 000: /enrollment and /login show a transfer
// when the redirect flag is on and this is not that brand's host): say so, then go there.
import { useEffect } from 'react';
import { BRANDS } from '../../../brands/catalog';
import { brandOrigin } from '../../../brands/config';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';

const CARD_BRAND = 'keel';
/** Long enough to read the message (and for a screen reader to announce it). */
export const TRANSFER_DELAY_MS = 3000;

export function shouldTransferToCardBrand(flagOn: boolean, host: string): boolean {
  return flagOn && !BRANDS[CARD_BRAND].hosts.includes(host.split(':')[0] ?? '');
}

export function CardBrandTransfer({ path }: { path: string }) {
  const target = `${brandOrigin(CARD_BRAND, location)}${path}`;
  useEffect(() => {
    const timer = setTimeout(() => location.assign(target), TRANSFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return (
    <PageShell>
      <h1>Taking you to {BRANDS[CARD_BRAND].name}</h1>
      <StatusMessage>
        Your online account is now managed on the {BRANDS[CARD_BRAND].name} site. We're taking you there now.
      </StatusMessage>
      <p>
        <a href={target}>Continue to {BRANDS[CARD_BRAND].name}</a>
      </p>
    </PageShell>
  );
}
