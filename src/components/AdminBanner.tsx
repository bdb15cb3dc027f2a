// While an admin acts as a customer, every page says so and offers the way back (spec 000 section 6).
import styled from 'styled-components';
import { adminStopActingRequested, isActingAsCustomer } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Button } from './Button';

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
  if (!isActingAsCustomer(auth)) return null;
  return (
    <Banner role="region" aria-label="Acting as a customer">
      <span>
        You ({auth.adminEmail}) are acting as <strong data-testid="acting-as">{auth.email}</strong>. Everything you do
        is recorded.
      </span>
      <Button type="button" $variant="secondary" onClick={() => dispatch(adminStopActingRequested())}>
        Back to Admin
      </Button>
    </Banner>
  );
}
