// The device fingerprint ("blackBox") sent with risk checks and remember-device: coarse browser traits,
// base64-encoded. The device's id is not here: the server keeps it in an HttpOnly cookie no script can read
// (server/http/deviceCookie.ts) and combines the two. It identifies a browser, never a person, and carries nothing
// secret.

/** The cookie the portal itself used to write (readable by any script); cleared so it no longer lingers. */
const RETIRED_COOKIE = 'portal_device';

export function deviceFingerprint(doc: Document = document, nav: Navigator = navigator): string {
  if (doc.cookie.includes(`${RETIRED_COOKIE}=`)) doc.cookie = `${RETIRED_COOKIE}=; Max-Age=0; Path=/`;
  const traits = {
    ua: nav.userAgent.slice(0, 200),
    lang: nav.language,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return btoa(JSON.stringify(traits));
}
