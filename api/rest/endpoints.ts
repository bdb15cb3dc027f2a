// Plain REST routes of the portal server (not GraphQL) that screens call through RTK Query: the forgot-email
// look-up. It needs no identity token, so it uses queryFn and bypasses the GraphQL base query. The flags and footer
// links every page reads at start-up are plain fetches instead (startup.ts): they are needed before the API layer
// has loaded.
import { baseApi } from '../baseApi';
import { classifyRestAnswer, type ApiError } from '../errors';
import { restPaths } from '../../src/lib/restPaths';

export interface ForgotEmailRequest {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssnLast4: string;
  zipCode: string;
}

export type ForgotEmailAnswer = { found: true; email: string } | { found: false };

/** POSTs JSON; a refusal carries the server's own message (it never repeats what was submitted). Exported for tests. */
export async function postJsonQuiet<T>(url: string, body: unknown): Promise<{ data: T } | { error: ApiError }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    const parsed = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) {
      const message = parsed?.error?.message ?? `${url} answered ${res.status}`;
      // A multi-factor refusal is the redirect saga's (not quiet); any other refusal the screen explains.
      const classified = classifyRestAnswer(res.status, parsed, message);
      if (classified.kind === 'mfa') return { error: classified };
      const kind = res.status >= 500 ? 'server' : 'input';
      return { error: { kind, message, code: String(res.status), quiet: true } };
    }
    return { data: parsed as T };
  } catch {
    return { error: { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK', quiet: true } };
  }
}

export const restApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotEmail: build.mutation<ForgotEmailAnswer, ForgotEmailRequest>({
      queryFn: (request) => postJsonQuiet<ForgotEmailAnswer>(restPaths.forgotEmail, request),
    }),
  }),
});

export const { useForgotEmailMutation } = restApi;
