// Routes whose screens later issues build: a plain page naming the route and the signed-in customer, with log out.
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { PageShell } from './PageShell';

export default function RoutePlaceholder() {
  const { pathname } = useLocation();
  const auth = useAppSelector((s) => s.auth);
  const name = [auth.firstName, auth.lastName].filter(Boolean).join(' ');
  return (
    <PageShell>
      <h1>{pathname}</h1>
      {auth.isAuthenticated ? (
        <>
          <p>
            Signed in as <strong data-testid="signed-in-customer">{auth.email}</strong>
            {name && ` (${name})`}
          </p>
        </>
      ) : (
        <p>Not signed in.</p>
      )}
    </PageShell>
  );
}
