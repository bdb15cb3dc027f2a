// While an admin acts as a customer, every page says who is acting as whom and offers the way back.
// The banner is the page's text colour reversed, and so is its button: the brand's primary colour on that
// dark (or, on a dark brand, light) strip was unreadable; test/unit/brands/themes.test.ts checks the pair. On a
// screen wide enough to spare the room it stays at the top while the page scrolls, so who is acting as whom is never
// out of sight; useStickyOffset keeps focus from being hidden under it.
import { useRef } from 'react';
import styled from 'styled-components';
import { adminStopActingRequested, isActingAsCustomer } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { RichText } from './RichText';
import { useStickyOffset } from './useStickyOffset';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  strong {
    overflow-wrap: anywhere;
  }
  /* On a phone a banner of several lines held at the top would cover much of the screen: it scrolls away there. */
  @media (min-width: 48em) {
    position: sticky;
    top: 0;
    z-index: 10;
  }
`;

/** The secondary button in the banner's reversed colours, with a focus ring that shows on the strip. */
const BackButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.surface};
  background: transparent;
  color: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.surface};
    outline-offset: 2px;
  }
`;

export function AdminBanner() {
  const auth = useAppSelector((s) => s.auth);
  if (!isActingAsCustomer(auth)) return null;
  return <ActingBanner admin={auth.adminEmail} customer={auth.email} />;
}

function ActingBanner({ admin, customer }: { admin: string; customer: string }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useStickyOffset(ref);
  return (
    <Banner ref={ref} role="region" aria-label={t('shell.acting.region')}>
      <span>
        <RichText
          text={t('shell.acting.text', { admin, email: customer })}
          tags={{ strong: (email) => <strong data-testid="acting-as">{email}</strong> }}
        />
      </span>
      <BackButton type="button" $variant="secondary" onClick={() => dispatch(adminStopActingRequested())}>
        {t('shell.acting.back')}
      </BackButton>
    </Banner>
  );
}
