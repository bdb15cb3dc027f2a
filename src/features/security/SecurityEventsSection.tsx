// Recent security events: the last 20 sign-ins, new devices, password and factor changes and sessions ended, newest
// first, each in the catalogue's words with when it happened and, for a sign-in, how and from which browser.
import type { SecurityEvent } from '../../../api/security/endpoints';
import { useT, type MessageKey } from '../../lib/i18n';
import { deviceLabel, SecuritySection, ItemName, when } from './securityParts';

/** Each kind of event in the catalogue's words (a kind the page does not know yet is not shown). */
const EVENT_WORDS: Record<SecurityEvent['kind'], MessageKey> = {
  SIGN_IN: 'security.events.signIn',
  NEW_DEVICE: 'security.events.newDevice',
  PASSWORD_CHANGED: 'security.events.passwordChanged',
  PASSWORD_RESET: 'security.events.passwordReset',
  FACTOR_ADDED: 'security.events.factorAdded',
  FACTOR_REMOVED: 'security.events.factorRemoved',
  SESSION_ENDED: 'security.events.sessionEnded',
  OTHER_SESSIONS_ENDED: 'security.events.otherSessionsEnded',
  ALL_SESSIONS_ENDED: 'security.events.allSessionsEnded',
  DEVICE_FORGOTTEN: 'security.events.deviceForgotten',
};

export function SecurityEventsSection({ events: all }: { events: SecurityEvent[] }) {
  const { t, lang } = useT();
  const events = all.filter((e) => e.kind in EVENT_WORDS);
  return (
    <SecuritySection data-testid="security-events" words="security.events">
      {events.map((e) => {
        const how = [
          e.signInMethod ? t(`security.method.${e.signInMethod}`) : null,
          e.factor ? t(`security.factor.${e.factor}`) : null,
          e.device ? deviceLabel(t, e.device) : null,
        ].filter(Boolean);
        return (
          <li key={e.id}>
            <ItemName>{t(EVENT_WORDS[e.kind])}</ItemName>
            <p>
              <time dateTime={e.at}>{when(e.at, lang)}</time>
              {how.length > 0 && ` · ${how.join(' · ')}`}
            </p>
          </li>
        );
      })}
    </SecuritySection>
  );
}
