// What the security page says about a browser: its name, its system and the kind of device, read from the User-Agent
// on the server. The raw header is never sent to a screen: it carries version strings and extensions that identify a
// person's set-up more than they help anyone recognise a session.
import Bowser from 'bowser';

export type DeviceKind = 'DESKTOP' | 'MOBILE' | 'TABLET' | 'UNKNOWN';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
}

/** Headers longer than this are cut before storing: no real browser sends one, and the column is not a dump. */
export const USER_AGENT_MAX = 512;

export const storedUserAgent = (header: unknown): string | null =>
  typeof header === 'string' && header.trim() ? header.slice(0, USER_AGENT_MAX) : null;

const KINDS: Record<string, DeviceKind> = { desktop: 'DESKTOP', mobile: 'MOBILE', tablet: 'TABLET' };

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, kind: 'UNKNOWN' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    kind: KINDS[parsed.platform.type ?? ''] ?? 'UNKNOWN',
  };
}
