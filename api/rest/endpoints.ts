// Plain REST routes of the portal server (not GraphQL): feature flags and footer links. They need no identity
// token, so they use queryFn and bypass the GraphQL base query. Their failures are quiet: each caller has a fallback
// (default flags, no footer links), so they never send anyone to an error page.
import type { FlagValues } from '../../store/flags';
import { baseApi } from '../baseApi';
import type { ApiError } from '../errors';
import { restPaths } from '../../src/lib/restPaths';

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

export interface ForgotEmailRequest {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssnLast4: string;
  zipCode: string;
}

export type ForgotEmailAnswer = { found: true; email: string } | { found: false };

/** POSTs JSON; a refusal carries the server's own message (it never repeats what was submitted). */
async function postJsonQuiet<T>(url: string, body: unknown): Promise<{ data: T } | { error: ApiError }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    const parsed = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) {
      const message = parsed?.error?.message ?? `${url} answered ${res.status}`;
      const kind = res.status === 429 ? 'input' : res.status >= 500 ? 'server' : 'input';
      return { error: { kind, message, code: String(res.status), quiet: true } };
    }
    return { data: parsed as T };
  } catch {
    return { error: { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK', quiet: true } };
  }
}

export const restApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<Partial<FlagValues>, void>({ queryFn: () => getJson<Partial<FlagValues>>('/flags') }),
    forgotEmail: build.mutation<ForgotEmailAnswer, ForgotEmailRequest>({
      queryFn: (request) => postJsonQuiet<ForgotEmailAnswer>(restPaths.forgotEmail, request),
    }),
    footerLinks: build.query<FooterLink[], string>({
      queryFn: (brandKey) => getJson<FooterLink[]>(`/footer-links/${encodeURIComponent(brandKey)}`),
    }),
  }),
});

export const { useFooterLinksQuery, useForgotEmailMutation } = restApi;
