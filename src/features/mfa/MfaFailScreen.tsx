// /mfa/verification-failed and /authentication/mfa/fail: the device could not be verified; the customer calls us.
import { Link } from 'react-router-dom';
import { BRANDS } from '../../../brands/catalog';
import { useAppSelector } from '../../../store/hooks';
import { PageShell } from '../../components/PageShell';

export default function MfaFailScreen() {
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  return (
    <PageShell>
      <h1>We couldn't verify it's you</h1>
      <p>
        For your security we couldn't complete verification. Please log in again, or call us at{' '}
        <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}.
      </p>
      <Link to="/login">Back to log in</Link>
    </PageShell>
  );
}
