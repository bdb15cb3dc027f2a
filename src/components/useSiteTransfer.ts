// Which site this page must transfer to (see SiteTransfer), from the flags and the brand of this visit.
import { useAppSelector } from '../../store/hooks';
import { transferTarget } from './SiteTransfer';

export function useSiteTransfer() {
  const flags = useAppSelector((s) => s.flags.values);
  const brand = useAppSelector((s) => s.brand.key);
  return transferTarget(flags, brand, location.host);
}
