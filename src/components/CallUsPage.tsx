// The dead-end pages where the portal cannot help online (a refused reset, paused look-ups, failed verification):
// what happened, the brand's phone and hours, and the way back to log in.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRANDS } from '../../brands/catalog';
import { useAppSelector } from '../../store/hooks';
import { PageShell } from './PageShell';

export function CallUsPage({ title, children }: { title: string; children: ReactNode }) {
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  return (
    <PageShell>
      <h1>{title}</h1>
      <p>
        {children} Please call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}.
      </p>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </PageShell>
  );
}
