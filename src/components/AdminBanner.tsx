// While an admin acts as a customer, every page says so and offers the way back (spec 000 section 6).
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
      <Button type="button" $variant="secondary" onClick={() => dispatch(adminStopActingRequested())}>
        {t('shell.acting.back')}
      </Button>
    </Banner>
  );
}
