// One simulated customer of the load step (./load.ts): signed in already, with an application of their own, using
// the portal as a person does: a screen's read or save, then a pause to read and type, now and then the identity
// token refreshed (as Amplify does before it expires). Requests go to either API process, as a load balancer would
// send them, so every answer depends on what the other process wrote.
import {
  ApplicationDocument,
  CustomerSystemSearchDocument,
  SaveLoanApplicationProgressDocument,
  SkipResumeApplicationDocument,
} from '../../api/generated/graphql';
import { applicationPaths } from '../../src/features/application/paths';

export interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
  /** What went wrong, for the first few failures printed. */
  problem?: string;
}

export interface Customer {
  email: string;
  idToken: string;
  refreshToken: string;
  applicationId: string;
}

export interface Wire {
  baseUrls: string[];
  clientId: string;
}

async function timed(kind: string, samples: Sample[], call: () => Promise<Response>): Promise<unknown> {
  const started = performance.now();
  try {
    const res = await call();
    const body = (await res.json()) as { errors?: { message: string }[]; __type?: string };
    const ms = performance.now() - started;
    const problem =
      res.status !== 200
        ? `${res.status} ${body.__type ?? body.errors?.[0]?.message ?? ''}`
        : body.errors
          ? (body.errors[0]?.message ?? 'GraphQL error')
          : undefined;
    samples.push({ kind, ms, ok: !problem, ...(problem ? { problem } : {}) });
    return body;
  } catch (error) {
    samples.push({ kind, ms: performance.now() - started, ok: false, problem: String(error) });
    return undefined;
  }
}

export function graphqlCall(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
}

export function cognitoCall(baseUrl: string, operation: string, payload: unknown) {
  return fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(payload),
  });
}

const PAGES = [applicationPaths.personal, applicationPaths.income, applicationPaths.storeSelect];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Acts until `until` (epoch ms), pausing `thinkMs` (a random [min, max)) between requests; samples every request. */
export async function actAs(
  customer: Customer,
  wire: Wire,
  opts: { until: number; thinkMs: [number, number] },
  samples: Sample[],
): Promise<void> {
  const [min, max] = opts.thinkMs;
  // Customers do not arrive in step: each starts somewhere within its first pause.
  await sleep(Math.random() * max);
  for (let step = 0; Date.now() < opts.until; step++) {
    const base = wire.baseUrls[step % wire.baseUrls.length]!;
    const roll = Math.random();
    const { idToken: token, applicationId: id } = customer;
    if (step % 20 === 19) {
      const body = (await timed('token refresh', samples, () =>
        cognitoCall(base, 'GetTokensFromRefreshToken', {
          ClientId: wire.clientId,
          RefreshToken: customer.refreshToken,
        }),
      )) as { AuthenticationResult?: { IdToken: string; RefreshToken?: string } } | undefined;
      if (body?.AuthenticationResult) {
        customer.idToken = body.AuthenticationResult.IdToken;
        customer.refreshToken = body.AuthenticationResult.RefreshToken ?? customer.refreshToken;
      }
    } else if (roll < 0.45) {
      await timed('read: application', samples, () => graphqlCall(base, token, ApplicationDocument, { id }));
    } else if (roll < 0.65) {
      await timed('read: customer search', samples, () => graphqlCall(base, token, CustomerSystemSearchDocument));
    } else if (roll < 0.75) {
      await timed('read: skip resume', samples, () =>
        graphqlCall(base, token, SkipResumeApplicationDocument, { email: customer.email }),
      );
    } else {
      await timed('save: application progress', samples, () =>
        graphqlCall(base, token, SaveLoanApplicationProgressDocument, {
          id,
          applicationUrl: PAGES[step % PAGES.length],
        }),
      );
    }
    await sleep(min + Math.random() * (max - min));
  }
}
