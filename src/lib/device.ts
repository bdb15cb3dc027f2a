// The device fingerprint ("blackBox") sent with risk checks and remember-device. A random id in a first-party cookie
// (not localStorage: sign-out clears that, but a remembered device must stay recognisable) plus coarse browser
// traits, base64-encoded. It identifies a browser, never a person, and carries nothing secret.
const COOKIE = 'portal_device';
const ONE_YEAR_SECONDS = 31_536_000;

function deviceId(doc: Document): string {
  const existing = new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]{36})`).exec(doc.cookie)?.[1];
  if (existing) return existing;
  const id = crypto.randomUUID();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIE}=${id}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return id;
}

export function deviceFingerprint(doc: Document = document, nav: Navigator = navigator): string {
  const traits = {
    id: deviceId(doc),
    ua: nav.userAgent.slice(0, 200),
    lang: nav.language,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return btoa(JSON.stringify(traits));
}
