// Any path the app does not know leaves for the brand's 404 page (served by the server).
import { useEffect } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { brandPageUrl } from '../../lib/restPaths';

export default function NotFound() {
  const brand = useAppSelector((s) => s.brand.key);
  const { t } = useT();
  useEffect(() => {
    window.location.replace(brandPageUrl('notFound', brand));
  }, [brand]);
  return <StatusMessage>{t('errors.notFound')}</StatusMessage>;
}
