// Client log forwarding: the browser reports what it saw; the server writes it with the caller and correlation id
// after scrubbing anything secret the text might carry.
import { scrub } from '../../logging/scrub';
import type { GraphQLContext } from '../context';
import type { LogLevel, MutationResolvers } from '../generated/resolvers';

const LEVELS = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

function write(ctx: GraphQLContext, level: LogLevel, text: string, kind: 'message' | 'details'): boolean {
  ctx.log[LEVELS[level]]({ source: 'client', kind, brand: ctx.brandKey, sessionId: ctx.sessionId }, scrub(text));
  return true;
}

export const logMutations: Pick<MutationResolvers, 'logMessage' | 'logDetails'> = {
  logMessage: (_root, { message, logLevel }, ctx) => write(ctx, logLevel, message, 'message'),
  logDetails: (_root, { details, logLevel }, ctx) => write(ctx, logLevel, details, 'details'),
};
