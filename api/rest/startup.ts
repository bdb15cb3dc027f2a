// The two public reads every page makes at start-up, as plain fetches: feature flags (the start-up saga) and the
// brand's footer links (the page shell). They need no identity token and must work before the API layer (RTK
// Query, which joins after the first paint: store/root.ts) is there. Their failures are quiet: each caller has a
// fallback (default flags, no footer links), so they never send anyone to an error page.
import { useEffect, useState } from 'react';
import type { Lang } from '../../src/lib/i18n/lang';
import type { FlagValues } from '../../store/flags';
import type { ApiError } from '../errors';

export interface FooterLink {
  idTag: string;
  /** The title in English. */
  title: string;
  /** The title in each language the server speaks; the footer shows the customer's, else `title`. */
  titles?: Partial<Record<Lang, string>>;
  url: string;
}

async function getJson<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json', 'x-correlation-id': crypto.randomUUID() } });
  } catch {
    throw { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK', quiet: true } satisfies ApiError;
  }
  if (!res.ok) {
    throw {
      kind: 'server',
      message: `${url} answered ${res.status}`,
      code: String(res.status),
      quiet: true,
    } satisfies ApiError;
  }
  return (await res.json()) as T;
}

/**
 * GET /flags, shaped as an endpoint `callEndpoint` (sagas/callEndpoint.ts) calls: its `initiate` is a thunk whose
 * result unwraps to the flags or throws the ApiError. Sagas and their tests treat it like any other endpoint.
 */
export const flagsEndpoint = {
  initiate: () => () => ({ unwrap: () => getJson<Partial<FlagValues>>('/flags') }),
};

/** One request per brand per page load, shared by every page shell that renders. */
const footerLinks = new Map<string, Promise<FooterLink[]>>();
/** The answers that have arrived, so a shell rendered after that shows them in its first frame. */
const arrived = new Map<string, FooterLink[]>();

/**
 * Fetches the brand's footer links (once); settles when they are there or cannot be had. Start-up waits for it
 * beside its own config request, so the footer does not grow under the first paint (a layout shift).
 */
export function loadFooterLinks(brandKey: string): Promise<FooterLink[]> {
  let links = footerLinks.get(brandKey);
  if (!links) {
    links = getJson<FooterLink[]>(`/footer-links/${encodeURIComponent(brandKey)}`).then(
      (answer) => {
        arrived.set(brandKey, answer);
        return answer;
      },
      () => {
        footerLinks.delete(brandKey);
        return [];
      },
    );
    footerLinks.set(brandKey, links);
  }
  return links;
}

/** The brand's footer links; none until they arrive or when they cannot be had. */
export function useFooterLinks(brandKey: string): FooterLink[] {
  const [loaded, setLoaded] = useState<{ brandKey: string; links: FooterLink[] } | null>(() => {
    const links = arrived.get(brandKey);
    return links ? { brandKey, links } : null;
  });
  useEffect(() => {
    let current = true;
    void loadFooterLinks(brandKey).then((links) => {
      if (current) setLoaded({ brandKey, links });
    });
    return () => {
      current = false;
    };
  }, [brandKey]);
  return loaded?.brandKey === brandKey ? loaded.links : (arrived.get(brandKey) ?? []);
}
