// GraphQL over HTTP (POST /graphql) and over WebSocket (graphql-transport-ws) on the same path.
// Malformed requests get a 400 with a readable message; resolver failures that are not GraphQLErrors are masked.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { errorSummary } from '../logging/errorSummary';
import type { Services } from '../services';
import { buildContext, callerFromToken, type GraphQLContext } from './context';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function formatError(
  error: GraphQLError,
  ctx: { log: GraphQLContext['log']; requestId: string },
): GraphQLFormattedError {
  if (error.extensions?.code) return error.toJSON();
  // A syntax or validation error has no original error and is safe to show; anything else is a bug.
  if (!error.originalError) return { ...error.toJSON(), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  ctx.log.error({ error: errorSummary(error.originalError), path: error.path }, 'resolver failed');
  return {
    message: `Internal server error. Reference: ${ctx.requestId}`,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function badRequest(message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] };
}

export function registerGraphQL(app: FastifyInstance, services: Services, schema: GraphQLSchema): void {
  const rules = services.config.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;

  app.post<{ Body: GraphQLBody }>('/graphql', async (req, reply) => {
    const body = req.body as GraphQLBody | undefined;
    if (!body || typeof body.query !== 'string')
      return reply.status(400).send(badRequest('Send a JSON body with a "query" string.'));
    if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
      return reply.status(400).send(badRequest('"variables" must be a JSON object.'));
    }
    if (body.operationName != null && typeof body.operationName !== 'string') {
      return reply.status(400).send(badRequest('"operationName" must be a string.'));
    }
    let document: DocumentNode;
    try {
      document = parse(body.query);
    } catch (e) {
      return reply
        .status(400)
        .send(badRequest(e instanceof GraphQLError ? e.message : 'The query could not be parsed.'));
    }
    const validationErrors = validate(schema, document, rules);
    if (validationErrors.length > 0) {
      return reply.status(400).send({
        errors: validationErrors.map((e) => ({
          message: e.message,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        })),
      });
    }
    const contextValue = await buildContext(services, req.log, {
      authorization: header(req, 'authorization'),
      actingAs: header(req, 'x-admin-auth-as'),
      requestId: String(req.id),
      brandKey: header(req, 'x-brand-key'),
      sessionId: header(req, 'x-session-id'),
      campaignId: header(req, 'x-campaign-id'),
    });
    const result = (await execute({
      schema,
      document,
      contextValue,
      variableValues: (body.variables as Record<string, unknown> | null | undefined) ?? undefined,
      operationName: (body.operationName as string | null | undefined) ?? undefined,
    })) as ExecutionResult;
    return reply.send({
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e, contextValue)) } : {}),
    });
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
        ctx.extra.caller = caller;
        return true;
      },
      context: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        return buildContext(services, app.log, {
          authorization: String(params.authorization ?? ''),
          actingAs: typeof params.adminAuthAs === 'string' ? params.adminAuthAs : undefined,
          requestId: crypto.randomUUID(),
          brandKey: typeof params.brandKey === 'string' ? params.brandKey : undefined,
          sessionId: typeof params.sessionId === 'string' ? params.sessionId : undefined,
          campaignId: typeof params.campaignId === 'string' ? params.campaignId : undefined,
        });
      },
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
