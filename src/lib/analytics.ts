// Page views and events for the portal's /analytics route. Fire-and-forget: analytics must never break a page.
export function track(event: string, details: Record<string, string> = {}): void {
  void fetch('/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, details }),
    keepalive: true,
  }).catch(() => undefined);
}
