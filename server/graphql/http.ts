// GraphQL over HTTP (POST /graphql) and over WebSocket (graphql-transport-ws) on the same path.
// Every request passes the same checks before it runs (`prepare`): shape, size and complexity limits
// (server/graphql/limits.ts), in production the persisted set (server/graphql/persisted.ts), the standard rules,
// the operation's kind for the transport and the variables' types. A refusal is a 400 with `extensions.code`;
// resolver failures that are not GraphQLErrors are masked, over both transports.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  execute,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  subscribe,
  validate,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { refusalIn } from '../content/refusalWords';
import { errorSummary } from '../logging/errorSummary';
import { langOfHeaders, type Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import type { Services } from '../services';
import { deviceIdOf, setDeviceCookie } from '../http/deviceCookie';
import { findControlCharacter, hasForbiddenCharacter } from '../http/inputs';
import { callerPassedMfa } from '../mfa/gate';
import { buildContext, callerFromToken, type GraphQLContext } from './context';
import { ownApplication } from '../applications/access';
import { LIMITS, isTokenLimitError, limitRules, queryTooLong, tokenLimitError } from './limits';
import { registeredOperationHashes, sha256 } from './persisted';
import { DocumentCache, type CheckedDocument } from './documentCache';
import { addressLimiter, MAX_SUBSCRIPTIONS_PER_SOCKET } from './rateLimit';
import { graphqlObserver } from '../observability/graphqlOperations';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The error as sent, its message in the caller's language (server/content/refusalWords.ts). */
export function formatError(
  error: GraphQLError,
  ctx: { log: GraphQLContext['log']; requestId: string; lang?: Lang },
): GraphQLFormattedError {
  const formatted = inEnglish(error, ctx);
  return { ...formatted, message: refusalIn(ctx.lang, formatted.message) };
}

function inEnglish(error: GraphQLError, ctx: { log: GraphQLContext['log']; requestId: string }): GraphQLFormattedError {
  if (error.extensions?.code) return error.toJSON();
  // A syntax or validation error has no original error and is safe to show; anything else is a bug.
  if (!error.originalError) return { ...error.toJSON(), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  // Outside any field (no path), a GraphQLError is graphql's own refusal of the request, such as a variable that
  // cannot be coerced; `prepare` catches those first, this keeps any other from being logged as a crash.
  if (!error.path && error.originalError instanceof GraphQLError) {
    return { message: error.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  ctx.log.error({ error: errorSummary(error.originalError), path: error.path }, 'resolver failed');
  return {
    message: `Internal server error. Reference: ${ctx.requestId}`,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

function badRequest(message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] };
}

/** A refusal's error as sent: message, code (and the limit), locations; never a stack. */
const refusalJSON = (e: GraphQLError): GraphQLFormattedError => e.toJSON();

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

type Transport = 'http' | 'ws';

/** A refusal before execution: the HTTP status and the errors, each with its `extensions.code`. */
interface Refusal {
  status: number;
  errors: readonly GraphQLError[];
}

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

const refuse = (code: string, message: string, status = 400): Refusal => ({
  status,
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/**
 * Everything a request must pass before it runs, the same over HTTP and WebSocket, cheapest check first: the
 * request's shape, the text's length, the persisted set (production), the parser's token limit, the complexity
 * limits (before the standard rules, whose overlapping-fields check is quadratic in repeated fields), the standard
 * rules, the operation's kind for the transport, and the variables' types.
 */
function prepare(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  persisted: ReadonlySet<string> | null,
  documents: DocumentCache,
  body: GraphQLBody,
  transport: Transport,
): Prepared | Refusal {
  if (typeof body.query !== 'string') return refuse('BAD_REQUEST', 'Send a JSON body with a "query" string.');
  if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
    return refuse('BAD_REQUEST', '"variables" must be a JSON object.');
  }
  if (body.operationName != null && typeof body.operationName !== 'string') {
    return refuse('BAD_REQUEST', '"operationName" must be a string.');
  }
  const tooLong = queryTooLong(body.query);
  if (tooLong) return { status: 400, errors: [tooLong] };
  if (persisted && !persisted.has(sha256(body.query))) {
    return refuse('PERSISTED_QUERY_NOT_FOUND', 'This server runs only the operations the portal was built with.');
  }
  const checked = documents.get(body.query) ?? checkDocument(schema, rules, body.query);
  if (isRefusal(checked)) return checked;
  documents.set(body.query, checked);
  const { document } = checked;
  const operationName = (body.operationName as string | null | undefined) ?? undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    return refuse(
      'BAD_REQUEST',
      operationName
        ? `The document has no operation named "${operationName}".`
        : 'The document has several operations: name the one to run in "operationName".',
    );
  }
  if (operation.operation === 'subscription' && transport === 'http') {
    return refuse('OPERATION_NOT_ALLOWED', 'Subscriptions are served over WebSocket only (graphql-transport-ws).');
  }
  // Coercing the variables here gives a wrong type a 400 with graphql's own explanation; left to execute(), the
  // error carries the coercion's GraphQLError as its originalError and looked like a resolver failure.
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    (body.variables as Record<string, unknown> | null | undefined) ?? {},
    { maxErrors: 10 },
  );
  if (coerced.errors) {
    return {
      status: 400,
      errors: coerced.errors.map(
        (e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'BAD_USER_INPUT' } }),
      ),
    };
  }
  // The same edge rule as the REST routes (server/http/inputs.ts): no NUL or other control character in any value,
  // whether a variable or a literal in the document; the database would refuse it with an error the caller caused.
  const where = findControlCharacter(coerced.coerced) ?? checked.literalProblem;
  if (where) {
    return refuse('BAD_USER_INPUT', `"${where}" contains a character that is not allowed (a control character).`);
  }
  return { document, operation };
}

/** The checks that depend on the text alone (parse, limits, standard rules), whose success the cache keeps. */
function checkDocument(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  query: string,
): CheckedDocument | Refusal {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch (e) {
    if (e instanceof GraphQLError && isTokenLimitError(e)) return { status: 400, errors: [tokenLimitError()] };
    return refuse('GRAPHQL_PARSE_FAILED', e instanceof GraphQLError ? e.message : 'The query could not be parsed.');
  }
  const complexity = validate(schema, document, limitRules);
  if (complexity.length > 0) return { status: 400, errors: complexity };
  const invalid = validate(schema, document, rules);
  if (invalid.length > 0) {
    return {
      status: 400,
      errors: invalid.map(
        (e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      ),
    };
  }
  return { document, literalProblem: literalWithControlCharacter(document) };
}

function literalWithControlCharacter(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node) {
      if (!found && hasForbiddenCharacter(node.value)) found = 'a string in the query';
    },
  });
  return found;
}

/** The operation graphql-ws is about to run: `onSubscribe` prepared it, so it exists. */
const operationOf = (args: ExecutionArgs) =>
  getOperationAST(args.document, args.operationName) as OperationDefinitionNode;

const isRefusal = <T extends object>(value: T | Refusal): value is Refusal => 'errors' in value;

export function registerGraphQL(app: FastifyInstance, services: Services, schema: GraphQLSchema): void {
  const rules = services.config.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
  // Production runs only the client's registered operations (server/graphql/persisted.ts).
  const persisted = services.config.production ? registeredOperationHashes() : null;
  const documents = new DocumentCache();
  const limiter = addressLimiter(services.config.graphqlRateLimit, () => performance.now());
  const observed = graphqlObserver(services.metrics);

  app.post<{ Body: GraphQLBody }>('/graphql', async (req, reply) => {
    const wait = limiter.take(req.ip);
    if (wait > 0) {
      const lang = langOfHeaders(header(req, 'cookie'), header(req, 'accept-language'));
      const message = serverText(lang, 'errors.rateLimited', { seconds: wait });
      return reply
        .status(429)
        .header('retry-after', String(wait))
        .send({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
    }
    const body = req.body as unknown;
    if (Array.isArray(body)) {
      return reply.status(400).send(badRequest('Batched requests are not supported: send one operation per request.'));
    }
    if (!body || typeof body !== 'object') {
      return reply.status(400).send(badRequest('Send a JSON body with a "query" string.'));
    }
    const prepared = prepare(schema, rules, persisted, documents, body as GraphQLBody, 'http');
    if (isRefusal(prepared)) {
      observed.refused((body as GraphQLBody).operationName, 'http', prepared.errors);
      return reply.status(prepared.status).send({ errors: prepared.errors.map(refusalJSON) });
    }
    const gqlBody = body as GraphQLBody;
    const contextValue = await buildContext(services, req.log, {
      authorization: header(req, 'authorization'),
      actingAs: header(req, 'x-admin-auth-as'),
      requestId: String(req.id),
      brandKey: header(req, 'x-brand-key'),
      sessionId: header(req, 'x-session-id'),
      campaignId: header(req, 'x-campaign-id'),
      deviceId: req.deviceId,
      cookie: header(req, 'cookie'),
      acceptLanguage: header(req, 'accept-language'),
      userAgent: header(req, 'user-agent'),
      clientAddress: req.ip,
      origins: { pageOrigin: header(req, 'origin'), origin: `${req.protocol}://${req.host}` },
      renewDeviceCookie: () => {
        if (req.deviceId) setDeviceCookie(reply, req.deviceId);
      },
    });
    // The caller's check above belongs to the request's span; the operation's span and figures are its execution.
    const result = (await observed.run(prepared.operation, 'http', () =>
      execute({
        schema,
        document: prepared.document,
        contextValue,
        variableValues: (gqlBody.variables as Record<string, unknown> | null | undefined) ?? undefined,
        operationName: (gqlBody.operationName as string | null | undefined) ?? undefined,
      }),
    )) as ExecutionResult;
    return reply.send({
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e, contextValue)) } : {}),
    });
  });

  const connectionContext = (params: Record<string, unknown>, cookie: string | undefined) =>
    buildContext(services, app.log, {
      authorization: String(params.authorization ?? ''),
      actingAs: typeof params.adminAuthAs === 'string' ? params.adminAuthAs : undefined,
      requestId: crypto.randomUUID(),
      brandKey: typeof params.brandKey === 'string' ? params.brandKey : undefined,
      sessionId: typeof params.sessionId === 'string' ? params.sessionId : undefined,
      campaignId: typeof params.campaignId === 'string' ? params.campaignId : undefined,
      deviceId: deviceIdOf(cookie),
      cookie,
    });

  // 1 MiB, like HTTP bodies: ws would otherwise accept 100 MiB frames before anyone is authenticated.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1_048_576 });
  useServer<Record<string, unknown>, { caller: Awaited<ReturnType<typeof callerFromToken>> }>(
    {
      schema,
      // The identity token arrives in connection params: browsers cannot set headers on a WebSocket.
      onConnect: async (ctx) => {
        const caller = await callerFromToken(services, String(ctx.connectionParams?.authorization ?? ''));
        if (!caller) return false;
        // Every subscription is customer data: a customer's sign-in that has not passed the multi-factor check is
        // refused with the connection (each subscribe is checked again by its @auth guard).
        if (!(await callerPassedMfa(services.db, caller))) return false;
        ctx.extra.caller = caller;
        // A listener may name its application when connecting (the portal's realtime client does): someone else's
        // is refused with the connection itself, before any subscription.
        const applicationId = ctx.connectionParams?.applicationId;
        if (typeof applicationId === 'string') {
          const context = await connectionContext(ctx.connectionParams ?? {}, ctx.extra.request.headers.cookie);
          try {
            await ownApplication(context, applicationId, 'connection.registerApplicationListener');
          } catch {
            return false;
          }
        }
        return true;
      },
      // The same checks as over HTTP (subscriptions allowed). Returning the execution arguments replaces
      // graphql-ws's own parse and validate, which know none of the limits.
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already entered this one among the connection's subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          const { cookie, 'accept-language': acceptLanguage } = ctx.extra.request.headers;
          const message = serverText(langOfHeaders(cookie, acceptLanguage), 'errors.tooManySubscriptions');
          return [new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } })];
        }
        const prepared = prepare(schema, rules, persisted, documents, payload, 'ws');
        if (isRefusal(prepared)) {
          observed.refused(payload.operationName, 'ws', prepared.errors);
          return prepared.errors;
        }
        return {
          schema,
          document: prepared.document,
          operationName: payload.operationName ?? undefined,
          variableValues: payload.variables ?? undefined,
        };
      },
      // Results and errors are masked as over HTTP: graphql-ws would otherwise send any resolver's error text.
      onNext: (_ctx, _id, _payload, args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => formatError(e, args.contextValue as GraphQLContext)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatError(e, { log: app.log, requestId: crypto.randomUUID() })),
      context: (ctx) => connectionContext(ctx.connectionParams ?? {}, ctx.extra.request.headers.cookie),
      execute: (args) => observed.run(operationOf(args), 'ws', () => execute(args)),
      subscribe: (args) => observed.run(operationOf(args), 'ws', () => subscribe(args)),
    },
    wss,
  );
  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/graphql') return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  // preClose, not onClose: open sockets would otherwise keep the HTTP server from closing at all.
  app.addHook('preClose', async () => {
    for (const client of wss.clients) client.close(1001, 'Server shutting down');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
