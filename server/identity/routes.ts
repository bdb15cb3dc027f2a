// The Cognito wire protocol over Fastify: POST /cognito with `x-amz-target`, AWS JSON 1.1 bodies, Cognito-shaped
// errors, CORS for the brand origins, and the pool's JWKS. Everything lives in an encapsulated plugin so our
// permissive body parser and error handler never touch other routes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalIn } from '../content/refusalWords';
import { langOfHeaders } from '../../src/lib/i18n/lang';
import { inSpan } from '../observability/tracing';
import { storedUserAgent } from '../security/userAgent';
import type { IdentityContext } from './context';
import { CognitoError, internalError, invalidParameter } from './errors';
import { adminOperations, operations } from './operations';
import { verifySignature } from './sigv4';
import { NO_REQUIRED_SCOPES, verifyAccessToken } from './tokens';
import { assertNoControlCharacters, isObject, type JsonObject } from './validate';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

/**
 * Amplify sends content-type, x-amz-target, x-amz-user-agent and cache-control, plus amz-sdk-invocation-id and
 * amz-sdk-request from its retry middleware; a browser preflight must allow all of them.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization, amz-sdk-invocation-id, amz-sdk-request, x-amz-date, x-amz-security-token',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
};

/**
 * Returns the reply, so an async handler resolves with it and Fastify never tries to answer a second time. The
 * message is in the caller's language when it is one of this service's own refusals the catalogue holds (the waits);
 * Cognito's standard messages are left as Cognito writes them, since clients read them.
 */
function sendError(reply: FastifyReply, error: CognitoError): FastifyReply {
  const { headers } = reply.request;
  const message = refusalIn(langOfHeaders(headers.cookie, headers['accept-language']), error.message);
  return reply
    .code(error.statusCode)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', error.type)
    .send(JSON.stringify({ __type: error.type, message }));
}

/** Bodies arrive as raw text whatever the content type (Amplify: x-amz-json-1.1; other SDKs: 1.0 or json). */
function parseBody(body: unknown): JsonObject {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'string') throw invalidParameter('Request body must be a JSON object.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalidParameter('Request body is not valid JSON.');
  }
  if (!isObject(parsed)) throw invalidParameter('Request body must be a JSON object.');
  // At the edge, for every operation: a NUL or other control character is refused before any look-up.
  assertNoControlCharacters(parsed);
  return parsed;
}

/**
 * Operations this pool does not serve (DeleteUser, VerifyUserAttribute, ...) still refuse an
 * enrollment visitor's access token the way Cognito refuses a token without the self-service scope, before saying the
 * operation is unknown: nothing an enrollment token names may act on the user's own profile.
 */
async function refuseUnscopedAccessToken(ctx: IdentityContext, body: unknown): Promise<void> {
  let input: JsonObject;
  try {
    input = parseBody(body);
  } catch {
    return;
  }
  if (typeof input.AccessToken !== 'string') return;
  try {
    await verifyAccessToken(ctx, input.AccessToken);
  } catch (error) {
    if (error instanceof CognitoError && error.message === NO_REQUIRED_SCOPES) throw error;
  }
}

/** A request header as an OperationRequest member, when the request carried it as one string. */
function headerValue<K extends string>(headers: Record<string, unknown>, name: string, key: K) {
  const value = headers[name];
  return (typeof value === 'string' ? { [key]: value } : {}) as Partial<Record<K, string>>;
}

export async function registerRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.addHook('onRequest', async (_req, reply) => {
      reply.headers({ ...CORS_HEADERS, 'x-amzn-requestid': randomUUID() });
    });

    // Fastify-level failures (oversized body, unreadable stream) still answer in Cognito's shape, never a stack.
    scope.setErrorHandler((error, _req, reply) => {
      if (error instanceof CognitoError) return sendError(reply, error);
      const status = isObject(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) return sendError(reply, invalidParameter('The request could not be read.'));
      ctx.log.error({ errorName: error instanceof Error ? error.name : typeof error }, 'identity route failed');
      return sendError(reply, internalError());
    });

    const preflight = async (_req: unknown, reply: FastifyReply) =>
      reply.code(204).header('access-control-max-age', '600').send();
    scope.options('/cognito', preflight);
    scope.options('/cognito/', preflight);

    const handle = async (
      req: {
        headers: Record<string, string | string[] | undefined>;
        body: unknown;
        method: string;
        url: string;
        protocol: string;
        host: string;
        ip: string;
      },
      reply: FastifyReply,
    ) => {
      const target = req.headers['x-amz-target'];
      const name =
        typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      // hasOwn, so "constructor" or "__proto__" can never resolve to something on Object.prototype.
      const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
      try {
        if (!operation) {
          await refuseUnscopedAccessToken(ctx, req.body);
          throw new CognitoError(
            'UnknownOperationException',
            name ? `Unknown operation ${name}` : 'Missing or unrecognised x-amz-target header',
          );
        }
        if (Object.hasOwn(adminOperations, name)) {
          const body = typeof req.body === 'string' ? req.body : '';
          verifySignature(
            { method: req.method, url: req.url, headers: req.headers, body },
            ctx.config.cognito.adminCredentials,
            {
              region: ctx.pool.region,
              service: 'cognito-idp',
              now: ctx.clock(),
            },
          );
        }
        const perRequest = { ...ctx, request: { userAgent: storedUserAgent(req.headers['user-agent']) } };
        // The span is named for the operation, one of the known set (an unknown name was refused above).
        const output = await inSpan(`cognito ${name}`, { 'portal.identity.operation': name }, () =>
          operation(perRequest, parseBody(req.body), {
            origin: `${req.protocol}://${req.host}`,
            clientAddress: req.ip,
            lang: langOfHeaders(reply.request.headers.cookie, reply.request.headers['accept-language']),
            ...headerValue(req.headers, 'origin', 'pageOrigin'),
            ...headerValue(req.headers, 'user-agent', 'userAgent'),
          }),
        );
        ctx.log.info({ operation: name, outcome: 'ok' }, 'cognito operation');
        return reply.code(200).header('content-type', AMZ_JSON).send(JSON.stringify(output));
      } catch (error) {
        if (error instanceof CognitoError) {
          ctx.log.info({ operation: name || 'unknown', outcome: error.type }, 'cognito operation');
          return sendError(reply, error);
        }
        // Only the error class is logged: driver messages can quote query parameters (hashes, salts, emails).
        ctx.log.error(
          {
            operation: name,
            outcome: 'InternalErrorException',
            errorName: error instanceof Error ? error.name : typeof error,
          },
          'cognito operation failed',
        );
        return sendError(reply, internalError());
      }
    };
    scope.post('/cognito', handle);
    scope.post('/cognito/', handle);

    const poolNotFound = (reply: FastifyReply, poolId: string) =>
      reply
        .code(404)
        .header('content-type', 'application/json')
        .send(JSON.stringify({ __type: 'ResourceNotFoundException', message: `User pool ${poolId} does not exist.` }));

    scope.get<{ Params: { poolId: string } }>('/cognito/:poolId/.well-known/jwks.json', async (req, reply) => {
      if (req.params.poolId !== ctx.pool.userPoolId) return poolNotFound(reply, req.params.poolId);
      return reply.header('cache-control', 'public, max-age=3600').send(ctx.keys.jwks);
    });

    scope.get<{ Params: { poolId: string } }>(
      '/cognito/:poolId/.well-known/openid-configuration',
      async (req, reply) => {
        if (req.params.poolId !== ctx.pool.userPoolId) return poolNotFound(reply, req.params.poolId);
        return reply.send({
          issuer: ctx.pool.issuer,
          // Where this process serves the keys (every process serves the same set); without PUBLIC_URL the issuer
          // names no port, so it is not where they can be fetched.
          jwks_uri: `${ctx.config.publicUrl}/cognito/${ctx.pool.userPoolId}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        });
      },
    );
  });
}
