// While an admin acts as a customer, every page says who is acting as whom and offers the way back.
// The banner is the page's text colour reversed, and so is its button: the brand's primary colour on that
// dark (or, on a dark brand, light) strip was unreadable; test/unit/brands/themes.test.ts checks the pair.
import styled from 'styled-components';
import { adminStopActingRequested, isActingAsCustomer } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { RichText } from './RichText';

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
  const dispatch = useAppDispatch();
  const { t } = useT();
  if (!isActingAsCustomer(auth)) return null;
  return (
    <Banner role="region" aria-label={t('shell.acting.region')}>
      <span>
        <RichText
          text={t('shell.acting.text', { admin: auth.adminEmail, email: auth.email })}
          tags={{ strong: (email) => <strong data-testid="acting-as">{email}</strong> }}
        />
      </span>
      <BackButton type="button" $variant="secondary" onClick={() => dispatch(adminStopActingRequested())}>
        {t('shell.acting.back')}
      </BackButton>
    </Banner>
  );
}
