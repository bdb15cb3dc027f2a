// /authentication/forgot-email/fail: the look-up could not help (too many tries); the customer calls us.
import { Link } from 'react-router-dom';
import { BRANDS } from '../../../brands/catalog';
import { useAppSelector } from '../../../store/hooks';
import { paths } from '../../app/paths';
import { PageShell } from '../../components/PageShell';

export default function ForgotEmailFail() {
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  return (
    <PageShell>
      <h1>We couldn't look up your email</h1>
      <p>
        For your security we've paused email look-ups from this device. Please call us at{' '}
        <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}.
      </p>
      <p>
        <Link to={paths.login}>Back to log in</Link>
      </p>
    </PageShell>
  );
}
