// Plain REST routes of the portal server (not GraphQL): feature flags and footer links. They need no identity
// token, so they use queryFn and bypass the GraphQL base query. Their failures are quiet: each caller has a fallback
// (default flags, no footer links), so they never send anyone to an error page.
import type { FlagValues } from '../../store/flags';
import { baseApi } from '../baseApi';
import type { ApiError } from '../errors';

export interface FooterLink {
  idTag: string;
  title: string;
  url: string;
}

async function getJson<T>(url: string): Promise<{ data: T } | { error: ApiError }> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json', 'x-correlation-id': crypto.randomUUID() } });
    if (!res.ok) {
      return {
        error: { kind: 'server', message: `${url} answered ${res.status}`, code: String(res.status), quiet: true },
      };
    }
    return { data: (await res.json()) as T };
  } catch {
    return { error: { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK', quiet: true } };
  }
}

export const restApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<Partial<FlagValues>, void>({ queryFn: () => getJson<Partial<FlagValues>>('/flags') }),
    footerLinks: build.query<FooterLink[], string>({
      queryFn: (brandKey) => getJson<FooterLink[]>(`/footer-links/${encodeURIComponent(brandKey)}`),
    }),
  }),
});

export const { useFooterLinksQuery } = restApi;
