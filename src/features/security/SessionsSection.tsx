// Active sessions: every live sign-in with its browser, sign-in method, start and last activity, this device marked
// and listed first. The customer signs out one of the others, or all of them while staying signed in here (this
// device's own is ended by "Log Out", which also clears the browser). A CSR reading the page gets no buttons.
import styled from 'styled-components';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  type SecuritySession,
} from '../../../api/security/endpoints';
import { useT } from '../../lib/i18n';
import { ChangeButton, deviceLabel, Item, SecuritySection, OutcomeLine, useOutcome, when } from './securityParts';

const ThisDevice = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

interface Props {
  sessions: SecuritySession[];
  readOnly: boolean;
}

export function SessionsSection({ sessions, readOnly }: Props) {
  const { t, lang } = useT();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const { outcome, run } = useOutcome();
  const busy = ending.isLoading || endingOthers.isLoading;
  const others = sessions.filter((s) => !s.current);
  const shared = { busy, run, failed: 'security.sessions.failed' } as const;

  return (
    <SecuritySection
      data-testid="security-sessions"
      words="security.sessions"
      outcome={<OutcomeLine outcome={outcome} t={t} />}
      after={
        !readOnly &&
        others.length > 1 && (
          <ChangeButton change={() => endOthers().unwrap()} ok="security.sessions.othersEnded" {...shared}>
            {t('security.sessions.signOutOthers')}
          </ChangeButton>
        )
      }
    >
      {sessions.map((s) => {
        const device = deviceLabel(t, s.device);
        return (
          <Item
            key={s.id}
            data-testid="security-session"
            name={device}
            badge={s.current && <ThisDevice>{t('security.sessions.thisDevice')}</ThisDevice>}
            facts={[
              [t('security.sessions.method'), t(`security.method.${s.signInMethod}`)],
              [t('security.sessions.started'), when(s.startedAt, lang)],
              [t('security.sessions.lastActive'), when(s.lastActiveAt, lang)],
            ]}
            action={
              !readOnly &&
              !s.current && (
                <ChangeButton
                  name={t('security.sessions.signOutNamed', { device, date: when(s.startedAt, lang) })}
                  change={() => endSession({ id: s.id }).unwrap()}
                  ok="security.sessions.ended"
                  {...shared}
                >
                  {t('security.sessions.signOut')}
                </ChangeButton>
              )
            }
          />
        );
      })}
    </SecuritySection>
  );
}
