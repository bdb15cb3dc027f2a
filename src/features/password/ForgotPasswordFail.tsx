// /authentication/forgot-password/fail: the risk check refused a reset from this device; the customer calls us.
import { Link } from 'react-router-dom';
import { BRANDS } from '../../../brands/catalog';
import { useAppSelector } from '../../../store/hooks';
import { paths } from '../../app/paths';
import { PageShell } from '../../components/PageShell';

export default function ForgotPasswordFail() {
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  return (
    <PageShell>
      <h1>We can't reset your password online</h1>
      <p>
        For your security we couldn't reset your password from this device. Please call us at{' '}
        <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}.
      </p>
      <p>
        <Link to={paths.login}>Back to log in</Link>
      </p>
    </PageShell>
  );
}
