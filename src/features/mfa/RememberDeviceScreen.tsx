// /mfa/remember-device: the remember-my-device modal. Focus moves into the dialog; Yes and No have routes of their own.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { rememberDeviceAnswered } from '../../../store/mfa';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';

const Dialog = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export default function RememberDeviceScreen() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageShell>
      <Dialog role="dialog" aria-modal="true" aria-labelledby="remember-title">
        <h1 id="remember-title" tabIndex={-1} ref={headingRef}>
          {t('mfa.remember.heading')}
        </h1>
        <p>{t('mfa.remember.body')}</p>
        <p style={{ display: 'flex', gap: '1rem' }}>
          <Button type="button" onClick={() => dispatch(rememberDeviceAnswered({ remember: true }))}>
            {t('mfa.remember.yes')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => dispatch(rememberDeviceAnswered({ remember: false }))}
          >
            {t('mfa.remember.no')}
          </Button>
        </p>
      </Dialog>
    </PageShell>
  );
}
