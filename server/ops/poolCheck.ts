// check:services' identity line for a real Cognito pool: its signing keys can be fetched (tokens it signs can be
// verified), and, read with the server's AWS credentials through DescribeUserPool and ListGroups, it has every custom
// attribute (server/identity/attributes.ts) and group (server/identity/groups.ts) the portal uses. The same
// credentials make enrollment visitors (server/identity/remote/enrollment.ts), so missing or refused ones fail here.
import { DescribeUserPoolCommand, ListGroupsCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Config } from '../config';
import { CUSTOM_ATTRIBUTES } from '../identity/attributes';
import { PORTAL_GROUPS } from '../identity/groups';
import { adminClient, awsErrorText, externalIssuer } from '../identity/remote/pool';
import type { CheckLine } from './serviceChecks';

/** What the pool lacks of what the portal uses, as one phrase; empty when nothing. */
export function poolShortfall(schemaNames: readonly string[], groupNames: readonly string[]): string {
  const attributes = CUSTOM_ATTRIBUTES.filter((name) => !schemaNames.includes(name));
  const groups = PORTAL_GROUPS.filter((name) => !groupNames.includes(name));
  return [
    attributes.length > 0 ? `missing attributes ${attributes.join(', ')}` : '',
    groups.length > 0 ? `missing groups ${groups.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Credentials the chain could not find, or the pool refused: the operator's fix, said plainly. */
function credentialProblem(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CredentialsProviderError') return 'no AWS credentials found (AWS_ACCESS_KEY_ID, a profile or a role)';
  if (
    /^(UnrecognizedClient|InvalidSignature|IncompleteSignature|MissingAuthenticationToken|AccessDenied|ExpiredToken)/.test(
      name,
    )
  ) {
    return `AWS credentials refused (${awsErrorText(error)})`;
  }
  return undefined;
}

async function signingKeys(issuer: string): Promise<number> {
  const res = await fetch(`${issuer}/.well-known/jwks.json`, { signal: AbortSignal.timeout(5_000) });
  const keys = res.ok ? ((await res.json()) as { keys?: unknown[] }).keys : undefined;
  if (!keys?.length) throw new Error(`no signing keys at ${issuer} (${res.status})`);
  return keys.length;
}

export async function checkPool(config: Config, endpoint: string): Promise<CheckLine> {
  const service = 'identity';
  const { userPoolId: UserPoolId } = config.cognito;
  const pool = `Cognito pool ${UserPoolId}`;
  let keys: number;
  try {
    keys = await signingKeys(externalIssuer(endpoint, UserPoolId));
  } catch (error) {
    return { service, verdict: 'FAIL', detail: `${pool}: ${awsErrorText(error).replace(/^Error: /, '')}` };
  }
  const client = await adminClient(config);
  try {
    const described = await client.send(new DescribeUserPoolCommand({ UserPoolId }));
    const groups = await client.send(new ListGroupsCommand({ UserPoolId, Limit: 60 }));
    const shortfall = poolShortfall(
      (described.UserPool?.SchemaAttributes ?? []).map((a) => a.Name ?? ''),
      (groups.Groups ?? []).map((g) => g.GroupName ?? ''),
    );
    if (shortfall) return { service, verdict: 'FAIL', detail: `${pool}: ${shortfall}` };
    return {
      service,
      verdict: 'OK',
      detail: `${pool}: ${keys} signing keys, ${CUSTOM_ATTRIBUTES.length} custom attributes and ${PORTAL_GROUPS.length} groups present`,
    };
  } catch (error) {
    const problem = credentialProblem(error) ?? awsErrorText(error);
    return { service, verdict: 'FAIL', detail: `${pool}: ${problem}` };
  } finally {
    client.destroy();
  }
}
